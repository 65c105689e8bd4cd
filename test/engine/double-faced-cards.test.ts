// Double-faced cards and transforming (711, 701.25 in the Innistrad rules, 2011-09-30): the face that is up gives the
// characteristics, transforming keeps the object, only a double-faced card transforms, a copy copies the face that
// is up (706.8). Expectations from the rules' text; the card is data (examples/cards/cloistered-youth.yaml).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CitationEntry } from "../../src/engine/citations.ts";
import { createCopyEffect } from "../../src/engine/copy.ts";
import { CITATIONS, transform } from "../../src/engine/double-faced-cards.ts";
import { readCrFile } from "../../src/import/cr-text.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";
import { Game } from "../../src/engine/game.ts";
import { NoRuleSetError, ruleSet } from "../../src/engine/ruleset.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { poolCard } from "./pool.ts";

const youth = poolCard("cloistered-youth");
const game = (version = "2011-09-30") => new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
const face = (g: Game, id: string) => {
  const c = g.characteristics(id);
  return { name: c.name?.en, manaCost: c.manaCost, colors: c.colors, subtypes: c.subtypes, pt: [c.power, c.toughness] };
};
const front = { name: "Cloistered Youth", manaCost: "{1}{W}", colors: ["white"], subtypes: ["Human"], pt: [1, 1] };
const back = { name: "Unholy Fiend", manaCost: null, colors: ["black"], subtypes: ["Horror"], pt: [3, 3] };

describe("711.2: each face has its own characteristics; the face that is up gives them", () => {
  it("711.2a: in a hand, and on the battlefield front face up, only the front face's", () => {
    const g = game();
    expect(face(g, g.createCard(youth, "hand", "alex"))).toEqual(front);
    expect(face(g, g.createCard(youth, "battlefield", "alex"))).toEqual(front);
  });

  it("711.2b: once transformed (701.25b), only the back face's: no mana cost, the colours of its colour indicator, its own abilities", () => {
    const g = game();
    const id = g.createCard(youth, "battlefield", "alex");
    transform(g, id);
    expect(face(g, id)).toEqual(back);
    expect(g.characteristics(id).abilities.map((a) => a.def.id)).toEqual(["fiend"]);
    transform(g, id);
    expect(face(g, id)).toEqual(front);
  });

  it("the card's upkeep ability transforms it (701.25b), and the back face's end-step ability then triggers for its controller only", () => {
    const g = game();
    const id = g.createCard(youth, "battlefield", "alex");
    // Cards to draw, so that nobody loses for drawing from an empty library (704.5b).
    for (const p of ["alex", "bianca"]) for (let i = 0; i < 3; i++) g.createCard(poolCard("clone"), "library", p);
    g.advanceTo(2, "upkeep");
    g.advanceTo(3, "upkeep");
    expect(face(g, id)).toEqual(front);
    g.resolveStack();
    expect(face(g, id)).toEqual(back);
    g.advanceTo(3, "end");
    g.resolveStack();
    expect(g.state.players.map((p) => p.life)).toEqual([19, 20]);
    // "At the beginning of your end step": not of an opponent's.
    g.advanceTo(4, "end");
    g.resolveStack();
    expect(g.state.players.map((p) => p.life)).toEqual([19, 20]);
  });

  it("711.5 / 400.7: it leaves the battlefield a new object, front face up again", () => {
    const g = game();
    const id = g.createCard(youth, "battlefield", "alex");
    transform(g, id);
    expect(face(g, g.moveTo(id, "hand"))).toEqual(front);
  });
});

describe("711.7: a transforming permanent doesn't become a new object", () => {
  it("it keeps its id, its status, its counters and the effects that applied to it; the narration cites 701.25b and 711.7", () => {
    const g = game();
    const id = g.createCard(youth, "battlefield", "alex", { status: { tapped: true, flipped: false, faceDown: false, phasedOut: false }, counters: { "+1/+1": 1 } });
    g.addContinuousEffect({ source: null, controller: "alex", affected: [id], duration: "end-of-turn", def: { affects: "target", modifyPT: [2, 0] }, description: "effect" });
    transform(g, id);
    expect(g.state.objects.get(id)!.status.tapped).toBe(true);
    expect([g.characteristics(id).power, g.characteristics(id).toughness]).toEqual([3 + 1 + 2, 3 + 1]);
    const said = g.log.filter((e) => e.action === "transforms");
    expect(said).toEqual([{ action: "transforms", object: g.ref(id), rule: "701.25b", sameObject: "711.7" }]);
    expect(renderEvent(said[0], "en")).toBe("The permanent transforms (701.25b): Unholy Fiend, the same object (711.7).");
  });
});

describe("701.25a: only a permanent represented by a double-faced card transforms", () => {
  it("a token copy of it, or a card with a Magic card back copying it (711.1), doesn't: nothing happens", () => {
    const g = game();
    const original = g.createCard(youth, "battlefield", "alex");
    const clone = g.createCard(poolCard("clone"), "battlefield", "alex");
    createCopyEffect(g, clone, original, { of: "target" }, undefined, "alex", null);
    const token = g.createToken({ name: { en: "Spirit" }, types: ["creature"], power: 1, toughness: 1 }, "alex");
    for (const id of [clone, token]) {
      const before = face(g, id);
      transform(g, id);
      expect(face(g, id)).toEqual(before);
    }
    expect(g.log.filter((e) => e.action === "doesNotTransform").map((e) => "rule" in e && e.rule)).toEqual(["701.25a", "701.25a"]);
  });
});

describe("706.8: a copy of a double-faced permanent copies only the face that is up", () => {
  it("a copy of the transformed permanent is the back face, and stays so when the original transforms back", () => {
    const g = game();
    const original = g.createCard(youth, "battlefield", "alex");
    transform(g, original);
    const clone = g.createCard(poolCard("clone"), "battlefield", "bianca");
    createCopyEffect(g, clone, original, { of: "target" }, undefined, "bianca", null);
    expect(face(g, clone)).toEqual(back);
    expect(g.copiableValues(clone).back).toBeUndefined();
    transform(g, original);
    expect(face(g, clone)).toEqual(back);
  });

  it("a copy of it front face up has no back face to transform to", () => {
    const g = game();
    const original = g.createCard(youth, "battlefield", "alex");
    expect(g.copiableValues(original).back).toBeUndefined();
  });
});

describe("the rule in each release", () => {
  it("its numbering moves with the release: 701.28a and 712.14 in the rules of 2021-07-23", () => {
    const g = game("2021-07-23");
    const id = g.createCard(youth, "battlefield", "alex");
    transform(g, id);
    expect(g.log.find((e) => e.action === "transforms")).toMatchObject({ rule: "701.28a", sameObject: "712.14" });
  });

  it("rules before Innistrad have no transforming: the engine cites no rule for it", () => {
    const g = game("2011-02-04");
    const id = g.createCard(youth, "battlefield", "alex");
    expect(() => transform(g, id)).toThrow(NoRuleSetError);
  });
});

describe("its citations are the rules of each release that says so", () => {
  // The wording that identifies each cited rule, in every release from which an id holds.
  const wording: Record<keyof typeof CITATIONS, RegExp> = {
    transform: /^To transform a permanent, turn it over so that its other face is up/u,
    onlyDoubleFaced: /^(Only permanents represented by double-faced cards can transform|If a spell or ability instructs a player to transform a permanent that isn.t represented)/u,
    sameObject: /^When a (transforming )?double-faced permanent transforms( or converts)?, it doesn.t become a new object/u,
  };
  const files = readdirSync(join(PROJECT_ROOT, "sources/cr"));
  for (const [key, history] of Object.entries(CITATIONS) as [keyof typeof CITATIONS, readonly CitationEntry[]][]) {
    for (const [from, id] of history.filter(([, id]) => id !== null)) {
      it(`${key}: ${id} in the rules of ${from}`, () => {
        const file = files.find((f) => f.startsWith(`cr-${from}-`))!;
        const rules = readCrFile(`sources/cr/${file}`).sections.flatMap((s) => s.rules);
        expect(rules.find((r) => r.id === id)?.text).toMatch(wording[key]);
      });
    }
  }
});
