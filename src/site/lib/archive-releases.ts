// The numbered releases of the archive (the chain the diff follows), for the pages that list or switch between them.

import { archiveChain } from "../../diff/history.ts";
import { versionLabel } from "./navigation.ts";

export function archiveReleases(): { version: string; label: string }[] {
  return archiveChain().map((text) => ({ version: text.version, label: versionLabel(text.version) }));
}
