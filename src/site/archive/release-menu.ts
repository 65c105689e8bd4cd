// The release switch's wiring, on every page of a release: the code that finds where the release chosen leads
// (switch.ts, with the reading of the archive's data) is loaded only when the reader uses the switch or the link to
// the current rules — on no page's first load (the page budget: HTML + CSS + JS up front).

/** Wires the page's release switch (`select[data-release-switch]`) and current-rules link (`a[data-current-rules]`). */
export function wireReleaseSwitch(): void {
  const select = document.querySelector<HTMLSelectElement>("select[data-release-switch]");
  if (!select) return;
  const go = async (to: string) => {
    const { openRelease } = await import("./switch.ts");
    openRelease(select, to);
  };
  select.addEventListener("change", () => void go(select.value));
  // The link's own address is the section's counterpart; the rule being read is carried when there is one.
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-current-rules]")) {
    link.addEventListener("click", (event) => {
      if (!location.hash || !select.dataset.section) return;
      event.preventDefault();
      void go(link.dataset.currentRules!);
    });
  }
}
