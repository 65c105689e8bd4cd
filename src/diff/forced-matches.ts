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

export function forcedMatchesFor(fromVersion: string, toVersion: string): ForcedMatch[] {
  return FORCED_MATCHES.filter((m) => m.from.version === fromVersion && m.to.version === toVersion);
}
