// The releases of the archive (sources/cr) whose text has a rule saying something: where a rule exists, whatever its
// number in each release, so that a rule-named test runs in every release of that rule.
import { archiveChain } from "../../src/diff/history.ts";
import { comparisonKey, plainTypography } from "../../src/kb/typography.ts";
import { normalizeWhitespace } from "../../src/kb/fingerprint.ts";

/** The numbered releases, oldest first, with a rule whose text contains `quote`; each with that rule's id. */
export function releasesSaying(quote: string): { version: string; rule: string }[] {
  const key = comparisonKey(plainTypography(normalizeWhitespace(quote)));
  return archiveChain().flatMap((release) => {
    const entry = release.entries.find((e) => !e.heading && e.key.includes(key));
    return entry ? [{ version: release.version, rule: entry.id }] : [];
  });
}
