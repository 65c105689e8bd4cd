// Dangling cross-references: a target must be in the knowledge base (same version), or, outside it, exist in the
// same version's full English CR. "section 8" must name a chapter of that CR.

import type { Diagnostic } from "../kb/diagnostics.ts";
import type { CrossReference, KbSection, KnowledgeBase } from "../kb/model.ts";

/** Every rule id of a version's full English CR, and its chapters ("1".."9"). */
export type FullRuleIndex = (version: string) => Set<string> | undefined;

export function checkReferences(kb: KnowledgeBase, fullRules: FullRuleIndex): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const section of kb.sections) {
    const local = new Set(kb.sections.filter((s) => s.version === section.version && s.lang === section.lang).flatMap((s) => s.rules.map((r) => r.id)));
    const full = fullRules(section.version);
    for (const rule of section.rules) {
      for (const ref of [...rule.references, ...rule.examples.flatMap((e) => e.references)]) {
        for (const target of ref.targets) {
          if (local.has(target) || full?.has(target)) continue;
          out.push(dangling(section, rule.id, ref, target, full !== undefined));
        }
      }
    }
  }
  return out;
}

function dangling(section: KbSection, rule: string, ref: CrossReference, target: string, haveFull: boolean): Diagnostic {
  const where = haveFull ? `nor in the full English CR of ${section.version}` : `and no full English CR of ${section.version} is known`;
  return { file: section.file, ...ref.position, rule, message: `dangling reference "${ref.text}": ${target} is not in the knowledge base ${where}` };
}
