// The "on this page" list of a rules page: its rules (depth 2) and subrules (depth 3, "706.2a"), with the start of
// their text.

import type { MarkdownHeading } from "astro";

const PREVIEW_LENGTH = { 2: 30, 3: 16 } as const;

export interface HeadingRule {
  id: string;
  printedId?: string;
  text: string;
}

export function ruleHeadings(rules: HeadingRule[]): MarkdownHeading[] {
  return rules.map((rule) => {
    const depth = /[a-z]$/u.test(rule.id) ? 3 : 2;
    return { depth, slug: rule.id, text: `${rule.printedId ?? rule.id} ${preview(rule.text, PREVIEW_LENGTH[depth])}` };
  });
}

function preview(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.lastIndexOf(" ", length);
  return `${text.slice(0, cut > 0 ? cut : length)}…`;
}
