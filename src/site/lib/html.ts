// Text put into HTML the site writes as strings (the archive's pages, the pages' scripts): every character that
// could open markup or close an attribute escaped.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (c) => ESCAPES[c]!);
