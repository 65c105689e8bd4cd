// The RuleSet of a release: what the engine does under those rules. Derived, never written by hand: the behaviours
// from the dated timeline (timeline.ts). The rule ids the engine cites are not here: each module that cites rules
// reads its own citation table with the RuleSet's release (citations.ts, cited-rules.ts). Engine code reads these
// fields; it never compares version strings.
import type { Localized } from "./cards.ts";
import { NoRuleSetError, RELEASES, type Release } from "./citations.ts";
import { TIMELINE, type Behaviour, type Behaviours, type Switch } from "./timeline.ts";

/**
 * Kinds of continuous-effect parts (613.5 / 418.5b: one effect may have parts in several layers).
 * P/T modifications are split by origin because the 2007 sublayers (418.5a) put those from static abilities
 * in 6d and the others in 6b, while 2011 (613.3c) puts all of them in 7c.
 */
export type PartKind =
  | "copy"
  | "control"
  | "text"
  | "type"
  | "color"
  | "ability"
  | "pt-cda"
  | "pt-set"
  | "pt-modify-static"
  | "pt-modify-other"
  | "pt-counters"
  | "pt-switch";

export type ZoneName = "library" | "hand" | "battlefield" | "graveyard" | "stack" | "exile" | "command";

export interface RuleSet {
  version: Release;
  /** The release's place among the numbered releases, oldest first: what the citation tables are read by. */
  index: number;
  /**
   * The behaviours of this release, and the switch of the timeline each one comes from. A behaviour the timeline
   * does not state for the release is null: the Two-Headed Giant's before the variant (2005-08-01), and the ones the
   * rules define only from their first switch on — test/engine/ruleset.test.ts holds the timeline to that.
   */
  behaviours: Behaviours;
  switches: Record<Behaviour, Switch>;
  /** Names of the zones in the rules text of that version ("in play" became "the battlefield" in M10). */
  zoneNames: Record<ZoneName, Localized>;
}

/** The zones whose names M10 kept. */
const KEPT_ZONE_NAMES: Omit<Record<ZoneName, Localized>, "battlefield" | "exile"> = {
  library: { en: "library", fr: "bibliothèque" },
  hand: { en: "hand", fr: "main" },
  graveyard: { en: "graveyard", fr: "cimetière" },
  stack: { en: "the stack", fr: "la pile" },
  command: { en: "the command zone", fr: "la zone de commandement" },
};

/** M10 renamed "in play" the battlefield and the removed-from-the-game zone exile (400.1 / 217.1). */
const ZONE_NAMES: Record<Behaviours["zoneNames"], Record<ZoneName, Localized>> = {
  battlefield: {
    ...KEPT_ZONE_NAMES,
    battlefield: { en: "the battlefield", fr: "le champ de bataille" },
    exile: { en: "exile", fr: "l'exil" },
  },
  "in-play": {
    ...KEPT_ZONE_NAMES,
    battlefield: { en: "play", fr: "le jeu" },
    exile: { en: "the removed-from-the-game zone", fr: "la zone des cartes retirées de la partie" },
  },
};

/** Each switch of the timeline with its release's place among RELEASES, in timeline order. */
const SWITCHES = TIMELINE.map((entry) => ({ entry: entry as Switch, index: RELEASES.indexOf(entry.since) }));

/** Each behaviour once, in timeline order. */
const BEHAVIOURS = [...new Set(TIMELINE.map((s) => s.behaviour))];

/**
 * The RuleSet of a numbered release of the archive (its date), derived from the timeline; throws NoRuleSetError
 * saying why there is none. Deriving is a walk over the timeline: callers keep the RuleSet of the game they play.
 */
export function ruleSet(version: string): RuleSet {
  const index = RELEASES.indexOf(version);
  if (index === -1) throw new NoRuleSetError(notNumbered(version));
  // The switch of each behaviour in force: the last one from a release not after it.
  const switches: Partial<Record<Behaviour, Switch>> = {};
  for (const { entry, index: since } of SWITCHES) if (since <= index) switches[entry.behaviour] = entry;
  const behaviours = Object.fromEntries(BEHAVIOURS.map((name) => [name, switches[name]?.value ?? null])) as unknown as Behaviours;
  return { version, index, behaviours, switches: switches as Record<Behaviour, Switch>, zoneNames: ZONE_NAMES[behaviours.zoneNames] };
}

/** Why a version has no RuleSet (NoRuleSetError's message), or undefined if it has one. */
export function ruleSetProblem(version: string): string | undefined {
  return RELEASES.includes(version) ? undefined : notNumbered(version);
}

const notNumbered = (version: string) => `no RuleSet for rules version ${version}: not a numbered release of the archive (${RELEASES[0]} … ${RELEASES.at(-1)})`;

/** The releases a RuleSet can be derived for, oldest first: every numbered release of the archive. */
export function ruleSetReleases(): Release[] {
  return [...RELEASES];
}
