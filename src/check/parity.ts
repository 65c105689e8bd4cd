// fr/en parity for a version: same rules and example counts, differences only where a translation
// annotation declares them: `:::translation{missing="504.8"}` lists rules or examples the translation lacks,
// `{extra="506.7"}` those it has and the English text of the same version does not.

import type { Diagnostic } from "../kb/diagnostics.ts";
import { annotationsOf, type KbSection, type KnowledgeBase } from "../kb/model.ts";
import { placeOf } from "./place.ts";

/** Ids (rules "504.8", examples "506.4#2") that this section's translation annotations declare missing or extra. */
export function declaredMissing(section: KbSection): Set<string> {
  return declared(section, "missing");
}

function declared(section: KbSection, attribute: "missing" | "extra"): Set<string> {
  return new Set(
    annotationsOf(section)
      .filter((a) => a.kind === "translation" && a.attributes[attribute])
      .flatMap((a) => a.attributes[attribute]!.split(/[\s,]+/u).filter(Boolean)),
  );
}

export function checkParity(kb: KnowledgeBase): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const fr of kb.sections.filter((s) => s.lang === "fr")) {
    const en = kb.sections.find((s) => s.lang === "en" && s.version === fr.version && s.section === fr.section);
    if (!en) {
      out.push({ file: fr.file, ...fr.rules[0]!.position, message: `no English ${fr.version} section ${fr.section} to compare with` });
      continue;
    }
    const missing = declaredMissing(fr);
    const extra = declared(fr, "extra");
    const frRules = new Map(fr.rules.map((r) => [r.id, r]));
    const enRules = new Map(en.rules.map((r) => [r.id, r]));
    for (const rule of en.rules) {
      const translated = frRules.get(rule.id);
      if (!translated) {
        if (!missing.has(rule.id)) out.push({ file: fr.file, ...placeOf(fr, rule.id), message: `rule ${rule.id} is in English (${en.file}) but not in French, and no translation annotation says so`, rule: rule.id });
        continue;
      }
      for (const example of rule.examples.slice(translated.examples.length)) {
        if (!missing.has(example.id)) {
          out.push({ file: fr.file, ...translated.position, message: `example ${example.id} is in English but not in French, and no translation annotation says so`, rule: rule.id });
        }
      }
      for (const example of translated.examples.slice(rule.examples.length)) {
        if (!extra.has(example.id)) out.push({ file: fr.file, ...example.position, message: `example ${example.id} has no English counterpart`, rule: rule.id });
      }
    }
    for (const rule of fr.rules) {
      if (!enRules.has(rule.id) && !extra.has(rule.id)) out.push({ file: fr.file, ...rule.position, message: `rule ${rule.id} has no English counterpart in ${en.file}`, rule: rule.id });
    }
  }
  return out;
}
