// The translator's view: the French and English rules of one version and section paired by id (the French files
// use the English numbering, renumbered rules included), each rule followed by its examples by rank. A row with one
// side only is a gap between the texts (504.8 has no French; 810.9e–810.10 stop in the French source).

import type { KbAnnotation, KbSection } from "../../kb/model.ts";
import { exampleAnchor } from "./paths.ts";

interface TranslationItem {
  text: string;
  annotations: KbAnnotation[];
}

export interface TranslationRow {
  /** Rule id, or the example's id ("706.2#1"). */
  id: string;
  /** What the row shows as its number. */
  label: string;
  /** The anchor of the rule or example on its rules page. */
  anchor: string;
  fr?: TranslationItem;
  en?: TranslationItem;
}

function rows(section: KbSection): Map<string, Omit<TranslationRow, "fr" | "en"> & { item: TranslationItem }> {
  const out = new Map<string, Omit<TranslationRow, "fr" | "en"> & { item: TranslationItem }>();
  for (const rule of section.rules.slice(1)) {
    out.set(rule.id, { id: rule.id, label: rule.printedId ?? rule.id, anchor: rule.id, item: { text: rule.text, annotations: rule.annotations } });
    for (const example of rule.examples) {
      out.set(example.id, { id: example.id, label: example.id, anchor: exampleAnchor(example), item: { text: example.text, annotations: example.annotations } });
    }
  }
  return out;
}

export function alignTranslation(fr: KbSection, en: KbSection): TranslationRow[] {
  const french = rows(fr);
  const english = rows(en);
  const ids = [...english.keys()];
  // French rows the English lacks go after the row before them in the French order.
  let previous: string | undefined;
  for (const id of french.keys()) {
    if (!english.has(id)) ids.splice(previous ? ids.indexOf(previous) + 1 : 0, 0, id);
    previous = id;
  }
  return ids.map((id) => {
    const f = french.get(id);
    const e = english.get(id);
    const base = (e ?? f)!;
    return { id: base.id, label: base.label, anchor: base.anchor, ...(f ? { fr: f.item } : {}), ...(e ? { en: e.item } : {}) };
  });
}
