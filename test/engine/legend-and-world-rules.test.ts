// The legend rule and the world rule, state-based actions as each release numbers and words them: 420.5e / 420.5i
// (2007), 704.5k / 704.5m (2011), and from Magic 2014 (2013-07-13) the legend rule's choice per player (704.5k).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { RuleViolation } from "../../src/engine/errors.ts";
import { cite } from "../../src/engine/cited-rules.ts";
import { card, newGame } from "./helpers.ts";

const legend = card("legend", { supertypes: ["legendary"] });
const other = card("other", { supertypes: ["legendary"] });
const world = (slug: string): CardDef => ({ slug, name: { en: slug }, types: ["enchantment"], supertypes: ["world"] });
const cites: Record<string, [string, string]> = { "2007-10-01": ["420.5e", "420.5i"], "2011-02-04": ["704.5k", "704.5m"], "2011-09-30": ["704.5k", "704.5m"] };
const zoneOf = (g: ReturnType<typeof newGame>, id: string) => g.state.objects.get(id)?.zone ?? "gone";

for (const [version, [legendRule, worldRule]] of Object.entries(cites)) {
  describe(`${legendRule} / ${worldRule} (${version})`, () => {
    it("two legendary permanents with the same name: all are put into their owners' graveyards, whoever controls them", () => {
      const g = newGame(version);
      expect([g.rules.behaviours.legendRule, cite(g.rules, "legendRule")]).toEqual(["all", legendRule]);
      g.createCard(legend, "battlefield", "alex");
      g.createCard(legend, "battlefield", "bianca");
      const lone = g.createCard(other, "battlefield", "alex");
      const plain = g.createCard(card("legend"), "battlefield", "alex");
      g.givePriority("alex");
      expect(g.state.zones.get("graveyard:alex")!.length + g.state.zones.get("graveyard:bianca")!.length).toBe(2);
      // Only one of them legendary: the rule doesn't apply; a legendary permanent alone stays.
      expect([zoneOf(g, lone), zoneOf(g, plain)]).toEqual(["battlefield", "battlefield"]);
      expect(g.log.some((e) => e.action === "putIntoGraveyard" && e.rule === legendRule)).toBe(true);
    });

    it("two world permanents: all but the newest are put into their owners' graveyards", () => {
      const g = newGame(version);
      const older = g.createCard(world("first"), "battlefield", "alex");
      const newer = g.createCard(world("second"), "battlefield", "bianca");
      g.givePriority("alex");
      expect([zoneOf(g, older), zoneOf(g, newer)]).toEqual(["gone", "battlefield"]);
      expect(g.log.some((e) => e.action === "putIntoGraveyard" && e.rule === worldRule)).toBe(true);
    });
  });
}

describe("704.5k from Magic 2014 (2013-07-13): each player chooses which one of his or her own to keep", () => {
  it("keeps the chosen one; legendary permanents of different players don't interact; no choice, no action", () => {
    const g = newGame("2013-07-13");
    expect(g.rules.behaviours.legendRule).toBe("controller-chooses");
    const first = g.createCard(legend, "battlefield", "alex");
    const second = g.createCard(legend, "battlefield", "alex");
    const theirs = g.createCard(legend, "battlefield", "bianca");
    expect(() => g.givePriority("alex")).toThrow(RuleViolation);
    g.givePriority("alex", { legendKept: [second] });
    expect([zoneOf(g, first), zoneOf(g, second), zoneOf(g, theirs)]).toEqual(["gone", "battlefield", "battlefield"]);
  });
});
