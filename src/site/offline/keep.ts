// "Keep this release offline" (a release's contents page): every page its contents list and its Glossary (each part
// of a long section, each letter of the Glossary), fetched into the cache the service worker reads pages from when
// there is no network (src/site/offline/service-worker.ts), with progress. Runs in the browser; without a service worker, the button stays hidden.

import { fill } from "../lib/fill.ts";

/** The service worker's cache of pages (service-worker.ts names it). */
export const PAGES_CACHE = "pages";
const AT_ONCE = 6;


export function wireKeepRelease(): void {
  const button = document.querySelector<HTMLButtonElement>("button[data-keep-release]");
  if (!button || !("serviceWorker" in navigator) || !("caches" in window)) return;
  const status = document.getElementById("keep-status")!;
  button.hidden = false;
  button.addEventListener("click", () => void keep());

  async function keep() {
    // A long section's parts (data-parts: how many) and the Glossary's letters (data-letters) with it (archive/parts.ts).
    const links = [...document.querySelectorAll<HTMLAnchorElement>(".contents-list a, a.contents-glossary")];
    const withParts = links.flatMap((a) => [
      a.pathname,
      ...Array.from({ length: Number(a.dataset.parts ?? 1) - 1 }, (_, i) => `${a.pathname}${i + 2}/`),
      ...(a.dataset.letters ? a.dataset.letters.split(" ").map((letter) => `${a.pathname}${letter}/`) : []),
    ]);
    const pages = [location.pathname, ...new Set(withParts)];
    const cache = await caches.open(PAGES_CACHE);
    let done = 0;
    let failed = 0;
    button!.disabled = true;
    const queue = [...pages];
    const worker = async () => {
      for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
        await cache.add(page).catch(() => failed++);
        status.textContent = fill(button!.dataset.keeping!, { done: ++done, total: pages.length });
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    button!.disabled = false;
    status.textContent = fill(failed ? button!.dataset.failed! : button!.dataset.kept!, { total: pages.length, failed });
  }
}
