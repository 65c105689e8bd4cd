// Section histories through the whole archive (the diff module's, slow to compute): each once per build, shared by
// the history pages and /api/history/.

import { sectionHistoryForSite, type SiteSectionHistory } from "../../diff/site.ts";

const histories = new Map<string, SiteSectionHistory>();

export function sectionHistory(section: string, version: string): SiteSectionHistory {
  const key = `${version} ${section}`;
  let history = histories.get(key);
  if (!history) histories.set(key, (history = sectionHistoryForSite(section, version)));
  return history;
}
