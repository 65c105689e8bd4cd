// Combat in the 8th Edition rules (2003-07-01), which have no defender yet (502.41 begins 2004-10-01): 310.1 "All
// assignments of combat damage go on the stack as a single object", 310.2b "An unblocked attacking creature will
// assign all its combat damage to the defending player", 310.4 "When it resolves, it's all dealt at once, as
// originally assigned." A creature with no keyword attacks without the engine asking for a rule these rules lack.
import { describe, expect, it } from "vitest";
import { declareAttackers } from "../../src/engine/combat.ts";
import { player } from "../../src/engine/state.ts";
import { card, newGame } from "./helpers.ts";

describe("310.1 / 310.4 (2003-07-01): an unblocked attacker", () => {
  it("deals its damage to the defending player when the combat damage on the stack resolves", () => {
    const g = newGame("2003-07-01");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    for (const p of ["alex", "bianca"]) for (let i = 0; i < 2; i++) g.createCard(card("library card"), "library", p);
    g.advanceTo(3, "declare-attackers");
    declareAttackers(g, "alex", [bear]);
    g.advanceTo(3, "combat-damage");
    expect(player(g.state, "bianca").life).toBe(20);
    g.resolveTop();
    expect(player(g.state, "bianca").life).toBe(18);
  });
});
