// Every rule the engine cites: the citation tables of the kernel's modules and of each rule area (areas.ts), read
// as one. A citation key names one rule across all of them (test/engine/ruleset.test.ts holds every table to the
// text of each release it cites, and the keys to being unique).
import { AREAS } from "./areas.ts";
import { citations as casting } from "./casting.ts";
import { citations as choices } from "./choices.ts";
import { RELEASES, type CitationEntry, type Citations, type InForce } from "./citations.ts";
import { citations as costs } from "./costs.ts";
import { citations as creatureTypes } from "./creature-types.ts";
import { citations as countering } from "./countering.ts";
import { citations as faceDown } from "./face-down.ts";
import { citations as instructions } from "./instructions.ts";
import { citations as keywords } from "./keywords.ts";
import { citations as layers } from "./layers.ts";
import { citations as manaAbilities } from "./mana-abilities.ts";
import { citations as protection } from "./protection.ts";
import { citations as resolution } from "./resolution.ts";
import { ruleSet } from "./ruleset.ts";
import { citations as specialActions } from "./special-actions.ts";
import { citations as stack } from "./stack.ts";
import { citations as summoningSickness } from "./summoning-sickness.ts";
import { citations as targets } from "./targets.ts";
import { citations as turns } from "./turns.ts";
import { citations as unpayableCosts } from "./unpayable-costs.ts";
import { citations as zoneChanges } from "./zone-changes.ts";

/** The kernel's tables (the modules game.ts is made of), then the rule areas'. */
export const CITATION_TABLES: readonly Citations[] = [
  layers,
  creatureTypes,
  casting,
  costs,
  manaAbilities,
  unpayableCosts,
  stack,
  resolution,
  targets,
  // Protection has no hooks of its own: targets.ts, combat, damage and attachments ask it.
  protection,
  choices,
  keywords,
  instructions,
  specialActions,
  faceDown,
  countering,
  summoningSickness,
  turns,
  zoneChanges,
  ...AREAS.flatMap((area) => (area.citations ? [area.citations] : [])),
];

/** The table that declares a citation key, if any does. */
const tableOf = (key: string): Citations | undefined => CITATION_TABLES.find((table) => Object.hasOwn(table.table, key));

/** The history of a citation key, whichever table declares it. */
export function citationHistory(key: string): readonly CitationEntry[] | undefined {
  return tableOf(key)?.table[key];
}

/** The table that declares a citation key; a key no table declares is a mistake of the caller's. */
function declaring(key: string): Citations {
  const table = tableOf(key);
  if (!table) throw new Error(`no citation table declares ${key}`);
  return table;
}

/** The rule a citation key names under the rules in force, whichever table declares it (NoRuleSetError where these rules lack it). */
export const cite = (rules: InForce, key: string): string => declaring(key).cite(rules, key);

/** The same, or null where these rules have no such rule. */
export const citeIfAny = (rules: InForce, key: string): string | null => declaring(key).citeIfAny(rules, key);

/**
 * The citations the release in force lacks where the engine needs them (citing one is a NoRuleSetError): those whose
 * history has not begun yet, and those whose entry in force is a null given with a reason (a defect of the source).
 */
export function absentCitations(rules: InForce): string[] {
  return CITATION_TABLES.flatMap((table) =>
    Object.entries(table.table).flatMap(([key, entries]) => {
      const inForce = entries.filter(([since]) => RELEASES.indexOf(since) <= rules.index).at(-1);
      return !inForce || (inForce[1] === null && inForce[2] !== undefined) ? [key] : [];
    }),
  );
}

/**
 * Whether a refusal citing `cited` under release `version` cites the rule a scenario names as `expected`, in any
 * release's numbering: the same id, or an id a citation table gives for the same citation in some release (the
 * morph rule is 502.26d in 2007, 702.34d in 2011-02-04, 702.35d in 2011-09-30).
 */
export function citesSameRule(expected: string, cited: string, version: string): boolean {
  if (expected === cited) return true;
  const rules = ruleSet(version);
  return CITATION_TABLES.some((table) =>
    Object.entries(table.table).some(([key, entries]) => table.citeIfAny(rules, key) === cited && entries.some(([, id]) => id === expected)),
  );
}
