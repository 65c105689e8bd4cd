// Rule order and numbering within each file, duplicate ids, and file paths that agree with the frontmatter.

import type { Diagnostic } from "../kb/diagnostics.ts";
import { compareRuleIds, firstChildId, nextRuleId, parentRuleId, parseRuleId } from "../kb/ids.ts";
import type { KbSection } from "../kb/model.ts";
import { rulesFilePath } from "../import/plan.ts";
import { declaredMissing } from "./parity.ts";

export function checkStructure(section: KbSection): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (rule: { position: { line: number; column: number } }, message: string, id?: string) =>
    out.push({ file: section.file, ...rule.position, message, ...(id ? { rule: id } : {}) });

  const expectedPath = rulesFilePath(section.version, section.lang, section.section);
  if (section.file !== expectedPath) {
    at({ position: { line: 1, column: 1 } }, `frontmatter says ${section.version}/${section.lang}/${section.section}: the file should be ${expectedPath}`);
  }
  const missing = declaredMissing(section);
  const seen = new Map<string, number>();
  let previous: string | undefined;
  const lastAtDepth = new Map<string, string>();
  for (const rule of section.rules) {
    const first = seen.get(rule.id);
    if (first !== undefined) {
      at(rule, `duplicate rule id ${rule.id} (first at line ${first})`, rule.id);
      continue;
    }
    seen.set(rule.id, rule.position.line);
    if (!parseRuleId(rule.id)) at(rule, `malformed rule number ${rule.id}`, rule.id);
    if (!rule.id.startsWith(section.section)) at(rule, `rule ${rule.id} is not in section ${section.section}`, rule.id);
    if (previous !== undefined && compareRuleIds(previous, rule.id) >= 0) {
      at(rule, `rule ${rule.id} is out of order: it comes after ${previous}`, rule.id);
    }
    const parent = parentRuleId(rule.id);
    if (parent !== undefined) {
      if (!seen.has(parent)) at(rule, `rule ${rule.id} has no parent rule ${parent} before it`, rule.id);
      const sibling = lastAtDepth.get(parent);
      const expected = sibling === undefined ? firstChildId(parent) : nextRuleId(sibling);
      if (rule.id !== expected && !gapIsDeclared(sibling, rule.id, missing)) {
        at(rule, `numbering gap: ${rule.id} follows ${sibling ?? parent}`, rule.id);
      }
      lastAtDepth.set(parent, rule.id);
    }
    previous = rule.id;
  }
  return out;
}

/** A gap is fine where a translation annotation declares the skipped rules missing from this source. */
function gapIsDeclared(previous: string | undefined, next: string, missing: Set<string>): boolean {
  return [...missing].some((id) => parentRuleId(id) === parentRuleId(next) && (previous === undefined || compareRuleIds(previous, id) < 0) && compareRuleIds(id, next) < 0);
}
