// What a reader of the narration depends on, in each language: the object named (a copy beside what it copies, an
// ability by its source, the French article and its elision), the rule cited kept apart for the site to link, the
// terms of the French rules, and French typography (a non-breaking space before « : ; ! ? » and inside « »).
// Each test builds the words of a catalogue afresh (words()), so that each of its definitions is tried here.
import { describe, expect, it } from "vitest";
import type { CardName } from "../../src/engine/cards.ts";
import { emptyPool } from "../../src/engine/mana.ts";
import { segments, words } from "../../src/engine/messages/catalogue.ts";
import { CATALOGUES, renderEffect, renderObject, renderOrder, renderRefusal, renderSnapshot } from "../../src/engine/messages/render.ts";
import type { ObjectRef, ObjectSnapshot } from "../../src/engine/narration.ts";

const NBSP = "\u00a0";
const fr = () => words(CATALOGUES.fr, "fr");
const en = () => words(CATALOGUES.en, "en");

const staff: CardName = { en: "Chimeric Staff", fr: "Bâton chimérique", article: "le" };
const clone: CardName = { en: "Clone", fr: "Clone", article: "le" };
const lavarunner: CardName = { en: "Akki Lavarunner", fr: "Akki coureur des laves", article: "l'" };
const bianca = { id: "b", name: "Bianca" };
const named = (name: CardName | null, id = "o1"): ObjectRef => ({ is: "object", id, name });
/** The Clone that copies the Chimeric Staff: named by the Staff, its own name beside it (706.2). */
const cloneOfStaff: ObjectRef = { is: "object", id: "o2", name: staff, copyOf: { own: clone } };

describe("an object named in the narration", () => {
  it("a copy goes by what it copies, its own name beside (706.2: it acquires the copiable values, the name among them)", () => {
    expect(fr().object(cloneOfStaff)).toBe("le Clone (copie du Bâton chimérique)");
    expect(en().object(cloneOfStaff)).toBe("Clone (copy of Chimeric Staff)");
  });

  it("as a heading, starts with a capital and keeps the rest as it is", () => {
    expect(renderObject(cloneOfStaff, "fr")).toBe("Le Clone (copie du Bâton chimérique)");
    expect(renderObject(named(lavarunner), "fr")).toBe("L'Akki coureur des laves");
    expect(renderObject(named(staff), "en")).toBe("Chimeric Staff");
  });

  it("takes its French article, elided before a vowel sound as the card gives it (« l'Akki »), and its contraction after « de »", () => {
    expect(fr().object(named(lavarunner))).toBe("l'Akki coureur des laves");
    expect(fr().object({ is: "ability", id: "a1", source: named(lavarunner) })).toBe("la capacité de l'Akki coureur des laves");
    expect(fr().object({ is: "ability", id: "a2", source: named(staff) })).toBe("la capacité du Bâton chimérique");
    expect(en().object(named(lavarunner))).toBe("Akki Lavarunner");
  });

  it("a face-down permanent shows nothing of itself (a 2/2 with no name, 707.2 / 504.2)", () => {
    expect(fr().object({ is: "face-down", id: "o3" })).toBe("une créature face cachée");
    expect(en().object({ is: "face-down", id: "o3" })).toBe("a face-down creature");
  });

  it("a copy of a spell is named by the spell it copies (706.10); an object gone from the game, and combat damage, by what they are", () => {
    expect(fr().object({ is: "spell-copy", id: "o4", original: clone })).toBe("une copie du Clone");
    expect(en().object({ is: "spell-copy", id: "o4", original: clone })).toBe("a copy of Clone");
    expect(fr().object({ is: "gone", id: "o5" })).toBe("un objet qui n'est plus dans la partie");
    expect(fr().object({ is: "combat-damage", id: "o6" })).toBe("les blessures de combat");
    expect(fr().object(named(null))).toBe("un objet sans nom");
  });

  it("several objects, and a player or an object receiving something", () => {
    expect(fr().objects([named(staff), cloneOfStaff])).toBe("le Bâton chimérique, le Clone (copie du Bâton chimérique)");
    expect(fr().recipient({ player: bianca })).toBe("Bianca");
    expect(fr().recipient({ object: named(staff) })).toBe("le Bâton chimérique");
  });
});

describe("the choices of a spell on the stack (601.2: X, the mode, the targets)", () => {
  it("are said in the order they are announced, each only when made", () => {
    expect(fr().choices({ x: 5, mode: 2, targets: [{ player: bianca }, { object: named(staff) }] })).toBe(" (X=5, mode 2, ciblant Bianca, le Bâton chimérique)");
    expect(en().choices({ x: 0, targets: [] })).toBe(" (X=0)");
    expect(en().choices({ mode: 1, targets: [] })).toBe(" (mode 1)");
    expect(en().choices({ targets: [{ player: bianca }] })).toBe(" (targeting Bianca)");
    expect(en().choices({ targets: [] })).toBe("");
  });
});

describe("the words of the rules, in French", () => {
  it("colours, card types, keywords and creature types are the French rules' and cards' terms", () => {
    const w = fr();
    expect([w.color("blue"), w.cardType("creature"), w.keyword("flying"), w.subtype("Elf")]).toEqual(["bleu", "créature", "le vol", "Elfe"]);
  });

  it("a creature type the table lacks is printed as the card gives it", () => {
    expect(fr().subtype("Kithkin")).toBe("Kithkin");
    expect(fr().color("colourless")).toBe("colourless");
  });

  it("counters are named as the French rules name them, between « » with non-breaking spaces (« temps »), a kind the table lacks too", () => {
    const w = fr();
    expect(w.counter("+1/+1")).toBe("+1/+1");
    expect(w.counter("time")).toBe(`«${NBSP}temps${NBSP}»`);
    expect(w.counter("charge")).toBe(`«${NBSP}charge${NBSP}»`);
    expect(en().counter("charge")).toBe("charge");
  });

  it("an empty mana pool is said in words (« (vide) »), mana in symbols", () => {
    expect(fr().pool(emptyPool())).toBe("(vide)");
    expect(en().pool({ ...emptyPool(), U: 2 })).toBe("{U}{U}");
  });

  it("an effect of the layer trace says what it does: face down, a 2/2 creature with no name, text, subtypes or mana cost (707.2 / 504.2), and the counters in French", () => {
    expect(fr().effect({ faceDown: true })).toBe(`face cachée${NBSP}: créature 2/2 sans nom, texte, sous-type ni coût de mana`);
    expect(renderEffect({ faceDown: true }, "en")).toBe("face down: 2/2 creature with no name, text, subtypes or mana cost");
    expect(renderEffect({ counters: { plus: 2, minus: 1 } }, "fr")).toBe("2 marqueurs +1/+1, 1 marqueur -1/-1");
  });
});

describe("a rule cited", () => {
  it("is kept apart from the text, for the site to link", () => {
    const w = en();
    expect(segments(`destroyed (${w.cite("704.5g")}).`)).toEqual(["destroyed (", { rule: "704.5g" }, ")."]);
  });

  it("a glossary entry is cited by its term, in the reader's language and quotation marks", () => {
    expect(segments(fr().cite("Glossary: Indestructible"))).toEqual([{ rule: `glossaire, «${NBSP}Indestructible${NBSP}»` }]);
    expect(segments(en().cite("Glossary: Indestructible"))).toEqual([{ rule: "glossary, “Indestructible”" }]);
  });

  it("at the start or the end of a message, or two in a row, leaves no empty piece of text", () => {
    const w = en();
    expect(segments(`${w.cite("613.1")} then ${w.cite("613.2")}${w.cite("613.3")}`)).toEqual([{ rule: "613.1" }, " then ", { rule: "613.2" }, { rule: "613.3" }]);
    expect(segments("no rule")).toEqual(["no rule"]);
  });
});

describe("a refusal", () => {
  it("is said to the player in French with French typography (« terminée : »)", () => {
    expect(renderRefusal({ reason: "gameOver" }, "fr")).toBe(`La partie est terminée${NBSP}: plus rien n'y arrive.`);
    expect(renderRefusal({ reason: "noPriority", player: bianca }, "fr")).toBe("Bianca n'a pas la priorité.");
    expect(fr().refusal({ reason: "noPriority", player: bianca })).toBe("Bianca n'a pas la priorité.");
  });
});

describe("the layer trace's other words", () => {
  it("says why an effect was applied out of timestamp order (613.7: dependency)", () => {
    expect(renderOrder("dependency", "fr")).toBe("dépendance");
    expect(renderOrder("cda", "en")).toBe("characteristic-defining ability first");
  });

  it("sums up an object's characteristics: the creature type first in French (« créature-artefact »), then colours, then abilities, separated by « ; » with a non-breaking space", () => {
    const s: ObjectSnapshot = {
      name: staff, manaCost: "{4}", colors: ["blue"], types: ["artifact", "creature"], subtypes: ["Construct"], supertypes: [],
      power: 5, toughness: 5, abilities: ["flying"], controller: "a", zone: "battlefield",
      status: { tapped: false, faceDown: false, flipped: false }, counters: {}, damage: 0,
    };
    expect(renderSnapshot(s, "fr")).toBe(`créature-artefact — Création 5/5${NBSP}; bleu${NBSP}; le vol`);
  });
});
