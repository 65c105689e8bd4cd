// The numbered releases of the archive (the chain the diff follows), for the pages that list or switch between them.

import { archiveChain } from "../../diff/history.ts";
import { versionLabel } from "./version-label.ts";
import { kept } from "./dataset.ts";

/** Oldest first (read once: every page of every release asks). */
export function archiveReleases(): { version: string; label: string }[] {
  return kept("archive releases", () => archiveChain().map((text) => ({ version: text.version, label: versionLabel(text.version) })));
}
