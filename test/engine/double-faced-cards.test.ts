// Double-faced cards and transforming (711, 701.25 in the Innistrad rules, 2011-09-30): the face that is up gives the
// characteristics, transforming keeps the object, only a double-faced card transforms, a copy copies the face that
// is up (706.8). Expectations from the rules' text; the card is data (examples/cards/cloistered-youth.yaml).
import { describe, expect, it } from "vitest";
import { RELEASES, type CitationEntry } from "../../src/engine/citations.ts";
import { createCopyEffect } from "../../src/engine/copy.ts";
import { citations, createTokenCopy, transform } from "../../src/engine/double-faced-cards.ts";
import { listReleases, readRelease } from "../../src/import/archive.ts";
import { Game } from "../../src/engine/game.ts";
import { NoRuleSetError } from "../../src/engine/citations.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
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
  const wording: Record<keyof typeof citations.table, RegExp> = {
    transform: /^To transform a permanent, turn it over so that its other face is up/u,
    onlyDoubleFaced: /^(Only permanents represented by double-faced cards can transform|If a spell or ability instructs a player to transform a permanent that isn.t represented)/u,
    sameObject: /^When a (transforming )?double-faced permanent transforms( or converts)?, it doesn.t become a new object/u,
    copyFaceUp: /^When copying a (double-faced permanent|double-faced card|melded permanent or other double-faced permanent)/u,
    tokenCopyBothFaces: /^If an effect creates a token that is a copy of a (transforming permanent|double-faced permanent)/u,
  };
  const files = new Map(listReleases().map((r) => [r.date, r.file]));
  const read = (release: string) => readRelease(files.get(release)!).sections.flatMap((s) => s.rules);
  for (const [key, history] of Object.entries(citations.table) as [keyof typeof citations.table, readonly CitationEntry[]][]) {
    history.forEach(([from, id], i) => {
      if (id === null) return;
      // Every release from `from` to the next entry: the id holds in each.
      const next = history[i + 1]?.[0];
      const releases = RELEASES.filter((r) => r >= from && (next === undefined || r < next));
      it(`${key}: ${id} in the rules of ${releases[0]} … ${releases.at(-1)} (${releases.length})`, () => {
        for (const release of releases) expect([release, read(release).find((r) => r.id === id)?.text]).toEqual([release, expect.stringMatching(wording[key])]);
      });
    });
  }
});

describe("707.8a (from 2023-04-14): a token created as a copy of a double-faced permanent is a double-faced token", () => {
  const deserter = poolCard("afflicted-deserter");
  const withRule = RELEASES.filter((r) => r >= "2023-04-14");
  const before = RELEASES.filter((r) => r >= "2011-09-30" && r < "2023-04-14");

  it("has both faces, the front one up, and can transform (701.28a: 'transforming tokens'), in every release with the rule", () => {
    for (const version of withRule) {
      const g = game(version);
      const original = g.createCard(deserter, "battlefield", "alex");
      const token = createTokenCopy(g, original, "alex", {});
      expect([version, face(g, token).name, g.state.objects.get(token)!.base.back?.name?.en]).toEqual([version, "Afflicted Deserter", "Werewolf Ransacker"]);
      transform(g, token);
      expect([version, face(g, token).name, face(g, token).pt]).toEqual([version, "Werewolf Ransacker", [5, 4]]);
      expect(g.log.find((e) => e.action === "createsTokenCopy")).toMatchObject({ faces: "both", rule: "707.8a" });
    }
  });

  it("enters with its back face up if the original's is, and transforms to its front face", () => {
    const g = game("2026-01-16");
    const original = g.createCard(deserter, "battlefield", "alex");
    transform(g, original);
    const token = createTokenCopy(g, original, "bianca", {});
    expect([face(g, token).name, g.characteristics(token).controller]).toEqual(["Werewolf Ransacker", "bianca"]);
    transform(g, token);
    expect(face(g, token).name).toBe("Afflicted Deserter");
  });

  it("each face is the same face of the original as modified by the copy effects that apply to it", () => {
    const g = game("2026-01-16");
    const original = g.createCard(deserter, "battlefield", "alex");
    g.addContinuousEffect({ source: null, controller: "alex", affected: [original], duration: "end-of-turn", def: { affects: "target", modifyPT: [2, 2] }, description: "effect" });
    createCopyEffect(g, original, original, { of: "target", except: { addSubtypes: ["Illusion"] } }, undefined, "alex", null);
    const token = createTokenCopy(g, original, "alex", {});
    // The copy effect (the front face's values, an Illusion too) modifies each face: the back face is those values as
    // well, not the printed Werewolf Ransacker; the +2/+2 is no copiable value.
    const values = ["Afflicted Deserter", ["Human", "Werewolf", "Illusion"], [3, 2]];
    expect([face(g, token).name, face(g, token).subtypes, face(g, token).pt]).toEqual(values);
    transform(g, token);
    expect(g.state.objects.get(token)!.status.transformed).toBe(true);
    expect([face(g, token).name, face(g, token).subtypes, face(g, token).pt]).toEqual(values);
  });

  it("a token copy of a permanent that copies a double-faced one but isn't (a Clone) has one face, and doesn't transform", () => {
    const g = game("2026-01-16");
    const original = g.createCard(deserter, "battlefield", "alex");
    const clone = g.createCard(poolCard("clone"), "battlefield", "alex");
    createCopyEffect(g, clone, original, { of: "target" }, undefined, "alex", null);
    const token = createTokenCopy(g, clone, "alex", {});
    expect([face(g, token).name, g.state.objects.get(token)!.base.back]).toEqual(["Afflicted Deserter", undefined]);
    transform(g, token);
    expect(face(g, token).name).toBe("Afflicted Deserter");
    expect(g.log.filter((e) => e.action === "doesNotTransform").map((e) => "rule" in e && e.rule)).toEqual(["701.27c"]);
  });

  it("before the rule (2011-09-30 … 2023-02-03) the token copies the face that is up only (706.8 / 707.8), and can't transform", () => {
    for (const version of before) {
      const g = game(version);
      const original = g.createCard(deserter, "battlefield", "alex");
      transform(g, original);
      const token = createTokenCopy(g, original, "alex", {});
      expect([version, face(g, token).name, g.state.objects.get(token)!.base.back]).toEqual([version, "Werewolf Ransacker", undefined]);
      transform(g, token);
      expect([version, face(g, token).name]).toEqual([version, "Werewolf Ransacker"]);
      expect(g.log.find((e) => e.action === "createsTokenCopy")).toMatchObject({ faces: "face-up", rule: version < "2021-07-23" ? "706.8" : "707.8" });
    }
  });
});

describe("a werewolf's upkeep ability: 'if no spells were cast last turn' (an intervening if, 603.4)", () => {
  it("triggers after a turn without spells only, whoever cast them", () => {
    const g = game("2026-01-16");
    const id = g.createCard(poolCard("afflicted-deserter"), "battlefield", "alex");
    for (const p of ["alex", "bianca"]) for (let i = 0; i < 4; i++) g.createCard(poolCard("island"), "library", p);
    for (let i = 0; i < 3; i++) g.createCard(poolCard("island"), "battlefield", "bianca");
    const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "bianca");
    g.advanceTo(2, "main1");
    g.cast("bianca", g.createCard(poolCard("cackling-counterpart"), "hand", "bianca"), { targets: [{ object: bears }] });
    g.resolveStack();
    g.advanceTo(3, "upkeep");
    expect(g.state.zones.get("stack")).toEqual([]);
    g.advanceTo(4, "upkeep");
    g.resolveStack();
    expect(face(g, id).name).toBe("Werewolf Ransacker");
  });
});
