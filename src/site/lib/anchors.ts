// Anchor arithmetic shared by the pages' script: carrying a rule anchor to another page, and falling back to the
// nearest parent rule when the exact one is not there.

export interface AnchorCarry {
  from: string;
  to: string;
  /** Rule ids renumbered otherwise than by the section prefix (503.8 → 706.7a). */
  ids: Record<string, string>;
}

/** Written into a link's data-carry attribute: "706>503 706.7a=503.8 706.8a=503.9" (lighter than JSON). */
export function encodeCarry(carry: AnchorCarry): string {
  return [`${carry.from}>${carry.to}`, ...Object.entries(carry.ids).map(([a, b]) => `${a}=${b}`)].join(" ");
}

export function decodeCarry(text: string): AnchorCarry {
  const [sections = "", ...pairs] = text.split(" ");
  const [from = "", to = ""] = sections.split(">");
  return { from, to, ids: Object.fromEntries(pairs.map((pair) => pair.split("="))) };
}

/** "503.2a-ex1" on a 503 page becomes "706.2a-ex1" on the 706 page; "503.8" becomes "706.7a" by the table. */
export function carryAnchor(anchor: string, carry?: AnchorCarry): string {
  if (!carry) return anchor;
  const [, rule = anchor, suffix = ""] = /^(.*?)(-(?:ex|p)\d+)?$/u.exec(anchor) ?? [];
  const renamed = carry.ids[rule];
  if (renamed) return renamed + suffix;
  return rule.startsWith(carry.from) ? carry.to + rule.slice(carry.from.length) + suffix : anchor;
}

/** "706.2a-ex3" → "706.2a" → "706.2" → "706": the first one that `exists`. */
export function nearestExistingAnchor(anchor: string, exists: (id: string) => boolean): string | undefined {
  const candidates = [anchor.replace(/-(?:ex|p)\d+$/u, "")];
  for (let id = candidates[0]!; /\d[a-z]$|\.\d+$/u.test(id); ) {
    id = /[a-z]$/u.test(id) ? id.slice(0, -1) : id.replace(/\.\d+$/u, "");
    candidates.push(id);
  }
  return candidates.find(exists);
}
