// Section histories through the whole archive (the diff module's, slow to compute): each once per build, shared by
// the history pages and /api/history/.

import { sectionHistoryForSite, type SiteSectionHistory } from "../../diff/site.ts";
import { kept } from "./dataset.ts";

export function sectionHistory(section: string, version: string): SiteSectionHistory {
  return kept(`history ${version} ${section}`, () => sectionHistoryForSite(section, version));
}
