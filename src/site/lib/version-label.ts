// How a release is named on the site: its date, and its set code where it has one ("2011-02-04 (MBS)").

import { setCodeOf } from "./full-text.ts";

/** "2011-02-04 (MBS)". */
export function versionLabel(version: string): string {
  const code = setCodeOf(version);
  return code ? `${version} (${code})` : version;
}
