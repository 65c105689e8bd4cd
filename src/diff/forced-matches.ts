// Matches a person checked and the text similarity cannot find (align.ts, step 1). Each one applies to the diff
// of exactly these two versions (consecutive releases, so `rules trace` and the section histories follow it too),
// in every language. Keep the list short and give the reason from the rules text.

export interface ForcedMatch {
  from: { version: string; id: string };
  to: { version: string; id: string };
  reason: string;
}

export const FORCED_MATCHES: readonly ForcedMatch[] = [];

export function forcedMatchesFor(fromVersion: string, toVersion: string): ForcedMatch[] {
  return FORCED_MATCHES.filter((m) => m.from.version === fromVersion && m.to.version === toVersion);
}
