// Matches a person checked and the text similarity cannot find (align.ts, step 1). Each one applies to the diff
// of exactly these two versions (consecutive releases, so `rules trace` and the section histories follow it too),
// in every language. Keep the list short and give the reason from the rules text.

export interface ForcedMatch {
  from: { version: string; id: string };
  to: { version: string; id: string };
  reason: string;
}

const M10 = { from: "2009-05-01", to: "2009-07-08" };

const FORCED_MATCHES: readonly ForcedMatch[] = [
  // M10 moved the definitions of section 2 into section 1, each shortened or split: too few words are left in
  // common for the similarity threshold.
  {
    from: { version: M10.from, id: "200.6" },
    to: { version: M10.to, id: "110.1" },
    reason: "the definition of a permanent (a card or token in play) moved to 110.1, now on the battlefield",
  },
  {
    from: { version: M10.from, id: "200.7" },
    to: { version: M10.to, id: "112.1" },
    reason: "the definition of an ability (\"one of two things\") moved to 112.1, its two cases split into 112.1a–b",
  },
  {
    from: { version: M10.from, id: "200.8" },
    to: { version: M10.to, id: "109.1" },
    reason: "the definition of an object moved to 109.1, its first sentence kept word for word",
  },
  {
    // The knowledge base's two versions. English words alone pair 503.8 with 706.7a, the French ones do not:
    // the 2011 rule also absorbed 503.7 (undefined choices), and the two translations word it differently.
    from: { version: "2007-10-01", id: "503.8" },
    to: { version: "2011-02-04", id: "706.7a" },
    reason:
      "503.8 (a copy remembers a choice made as it comes into play) became 503.8a in Eventide and 706.7a in M10, " +
      "which reverses it: an object doesn't remember that choice",
  },
];

/**
 * A split a person read and the words cannot show: which words of the older rule went to which newer rule. Applied
 * after the alignment's own splits and merges (align.ts, step 5).
 */
export interface ForcedSplit {
  from: { version: string; id: string };
  to: { version: string; parts: { id: string; text: string }[] };
  reason: string;
}

const FORCED_SPLITS: readonly ForcedSplit[] = [
  {
    // "A spell is a card, or copy of a spell or card, that's on the stack." One sentence, three clauses, three rules.
    from: { version: M10.from, id: "200.5" },
    to: {
      version: M10.to,
      parts: [
        { id: "111.1", text: "A spell is a card […] that's on the stack." },
        { id: "111.1a", text: "[…] or copy of a spell […]" },
        { id: "111.1b", text: "[…] or [copy of a] card […]" },
      ],
    },
    reason: "the definition of a spell (a card, or a copy of a spell or card, on the stack) became 111.1 and its subrules on copies of a spell (111.1a) and of a card (111.1b)",
  },
];

export function forcedSplitsFor(fromVersion: string, toVersion: string): ForcedSplit[] {
  return FORCED_SPLITS.filter((m) => m.from.version === fromVersion && m.to.version === toVersion);
}

export function forcedMatchesFor(fromVersion: string, toVersion: string): ForcedMatch[] {
  return FORCED_MATCHES.filter((m) => m.from.version === fromVersion && m.to.version === toVersion);
}
