// Anchor arithmetic shared by the pages' script: carrying a rule anchor to another page, and falling back to the
// nearest parent rule when the exact one is not there.

/** "503.2a-ex1" on a 503 page becomes "706.2a-ex1" when the link leads to section 706. */
export function carryAnchor(anchor: string, fromSection?: string, toSection?: string): string {
  if (!fromSection || !toSection || fromSection === toSection) return anchor;
  return anchor.startsWith(fromSection) ? toSection + anchor.slice(fromSection.length) : anchor;
}

/** "706.2a-ex3" → "706.2a" → "706.2" → "706": the first one that `exists`. */
export function nearestExistingAnchor(anchor: string, exists: (id: string) => boolean): string | undefined {
  const candidates = [anchor.replace(/-ex\d+$/u, "")];
  for (let id = candidates[0]!; /\d[a-z]$|\.\d+$/u.test(id); ) {
    id = /[a-z]$/u.test(id) ? id.slice(0, -1) : id.replace(/\.\d+$/u, "");
    candidates.push(id);
  }
  return candidates.find(exists);
}
