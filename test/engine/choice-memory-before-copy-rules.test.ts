// "As [this] enters, choose a colour" and the ability that refers to "the chosen colour" (607, 706.7a from 2009;
// 503.8 / 503.8a before). The releases before 2001-07-23 have no rule on what a copy remembers (choiceMemory null):
// an object's ability still reads the choice made for the ability it is linked to, as under the later rules — only
// copies differ between the releases. Chameleon Spirit: "As Chameleon Spirit comes into play, choose a color.
// Chameleon Spirit's power and toughness are each equal to the number of permanents of the chosen color your
// opponents control."
import { describe, expect, it } from "vitest";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { card, newGame, pt } from "./helpers.ts";
import { poolCard } from "./pool.ts";

describe("the chosen colour read by the linked ability, in every release", () => {
  for (const version of ["1999-04-23", "2007-10-01", "2011-02-04"]) {
    it(`${version} (choice memory: ${ruleSet(version).behaviours.choiceMemory ?? "no rule"}): two green permanents of the opponent make it 2/2`, () => {
      const g = newGame(version);
      for (let i = 0; i < 2; i++) g.createCard(card("bear", { manaCost: "{1}{G}" }), "battlefield", "bianca");
      g.createCard(card("wall", { manaCost: "{U}" }), "battlefield", "bianca");
      const spirit = g.moveTo(g.createCard(poolCard("chameleon-spirit"), "hand", "alex"), "battlefield", { decisions: { color: "green" } });
      expect(pt(g, spirit)).toEqual([2, 2]);
    });
  }

  it("1999-04-23 has no rule on choices a copy remembers", () => {
    expect(ruleSet("1999-04-23").behaviours.choiceMemory).toBeNull();
  });
});
