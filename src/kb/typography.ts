// Releases differ in typography without any change of wording: smart quotes in some years and straight quotes in
// others, "—" printed "--" or "-", "_Magic_" with underscores for italics, French « guillemets » or "quotes".
// Plain typography leaves these out (quotes and dashes in ASCII, no italics underscores, no trademark signs, "Æ" as
// "AE", no angle brackets around web addresses, mana symbols "{W}" rather than the older files' "{oW}"): the diff
// compares texts in it, and an example's fingerprint is taken of it (fingerprint.ts).

const TYPOGRAPHY: [RegExp, string][] = [
  [/[‘’]/gu, "'"],
  [/[“”]/gu, '"'],
  [/«\s*/gu, '"'],
  [/\s*»/gu, '"'],
  [/[—–−]|--/gu, "-"],
  [/(?<![\p{L}\p{N}])_([^_\s](?:[^_]*[^_\s])?)_(?![\p{L}\p{N}])/gu, "$1"],
  [/ ?(?:[™®©]|\((?:TM|R|C)\))/gu, ""],
  [/Æ/gu, "AE"],
  [/æ/gu, "ae"],
  [/<([^<>\s]+\.[^<>\s]+)>/gu, "$1"],
  [/\{o([^{}]*)\}/gu, "{$1}"],
];

/** A text in plain typography: what the diff's word diffs are computed and shown on. */
export function plainTypography(content: string): string {
  let plain = content;
  for (const [pattern, replacement] of TYPOGRAPHY) plain = plain.replace(pattern, replacement);
  return plain;
}

/**
 * Equal keys mean equal wording. Spaces around dashes are dropped: the same dash is printed "damage -- in",
 * "damage—in" and "damage-in" in different years.
 */
export function comparisonKey(plain: string): string {
  // What plain.replace(/ *- */gu, "-") gives, by looking at the dashes only: a pattern opening on " *" is tried at
  // every character, and the diff of a release computes the key of every sentence of every changed rule (issue 14).
  let dash = plain.indexOf("-");
  if (dash === -1) return plain;
  let key = "";
  let from = 0;
  for (; dash !== -1; dash = plain.indexOf("-", from)) {
    let start = dash;
    while (start > from && plain.charCodeAt(start - 1) === SPACE) start--;
    let end = dash + 1;
    while (end < plain.length && plain.charCodeAt(end) === SPACE) end++;
    key += `${plain.slice(from, start)}-`;
    from = end;
  }
  return key + plain.slice(from);
}

const SPACE = 0x20;
