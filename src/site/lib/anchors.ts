// Anchor arithmetic shared by the pages' script: carrying a rule anchor to another page (the version switch), and
// falling back to the nearest parent rule when the exact one is not there.

export interface AnchorCarry {
  from: string;
  to: string;
  /**
   * Every rule of the source section that has a counterpart in the target one, to its id there (503.8 → 706.7a).
   * A rule missing from it has no counterpart: nothing of the target page may be highlighted as if it were it.
   */
  ids: Record<string, string>;
}

/**
 * Written into a link's data-carry attribute: "706>503 706.1 706.2 706.7a=503.8" (lighter than JSON): an id alone
 * keeps its number with the new section prefix, "a=b" is renumbered otherwise.
 */
export function encodeCarry(carry: AnchorCarry): string {
  const prefixed = (id: string) => carry.to + id.slice(carry.from.length);
  const pairs = Object.entries(carry.ids).map(([a, b]) => (a.startsWith(carry.from) && b === prefixed(a) ? a : `${a}=${b}`));
  return [`${carry.from}>${carry.to}`, ...pairs].join(" ");
}

export function decodeCarry(text: string): AnchorCarry {
  const [sections = "", ...pairs] = text.split(" ");
  const [from = "", to = ""] = sections.split(">");
  const ids = Object.fromEntries(
    pairs.map((pair) => {
      const [a = "", b] = pair.split("=");
      return [a, b ?? to + a.slice(from.length)];
    }),
  );
  return { from, to, ids };
}

/**
 * "503.2a-ex1" on a 503 page becomes "706.2a-ex1" on the 706 page, "503.8" becomes "706.7a"; undefined when the
 * rule has no counterpart in the target. Without a carry (same section, other language) the anchor stays.
 */
export function carryAnchor(anchor: string, carry?: AnchorCarry): string | undefined {
  if (!carry) return anchor;
  const [, rule = anchor, suffix = ""] = /^(.*?)(-(?:ex|p)\d+)?$/u.exec(anchor) ?? [];
  if (rule === carry.from) return carry.to;
  const renamed = carry.ids[rule];
  return renamed ? renamed + suffix : undefined;
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
