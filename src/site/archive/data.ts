// The archive's data as the pages' scripts fetch it (/data/archive/, written by export.ts): each document fetched
// once a page. Kept apart from the renderers so that a page that only switches releases loads no more than this.

import type { ArchiveChange, ArchiveIndexEntry, ArchiveRelease, ArchiveSectionText, ArchiveStep } from "./export.ts";

const BASE = "/data/archive";
const cache = new Map<string, Promise<unknown>>();

function getJson<T>(file: string): Promise<T> {
  let pending = cache.get(file);
  if (!pending) {
    pending = fetch(`${BASE}${file}`).then((response) => {
      if (!response.ok) throw new Error(`${BASE}${file}: ${response.status}`);
      return response.json();
    });
    cache.set(file, pending);
  }
  return pending as Promise<T>;
}

export const loadIndex = () => getJson<{ releases: ArchiveIndexEntry[] }>("/index.json").then((d) => d.releases);
export const loadRelease = (version: string) => getJson<ArchiveRelease>(`/releases/${version}.json`);
export const loadSection = (hash: string) => getJson<ArchiveSectionText>(`/sections/${hash}.json`);
export const loadSteps = () => getJson<{ steps: ArchiveStep[] }>("/steps.json").then((d) => d.steps);
export const loadChanges = (to: string, section: string) =>
  getJson<{ changes: ArchiveChange[] }>(`/changes/${to}/${section}.json`).then((d) => d.changes);

