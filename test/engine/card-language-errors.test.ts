// The card language refuses malformed card data, each error at the line and column where it is written and saying
// what it expected (cards are read from examples/cards/*.yaml through the same YamlFile and card schema).
import { describe, expect, it } from "vitest";
import { language } from "../../src/engine/card-schema.ts";
import { YamlFile } from "../../src/kb/yaml-validate.ts";

/** The errors of a card file's text, as `line:col: message`, and whether it loaded. */
function load(text: string): { loaded: boolean; errors: string[] } {
  const file = new YamlFile("examples/cards/test-card.yaml", text);
  const data = file.validate(language.card);
  return { loaded: data !== undefined, errors: file.issues.map((i) => `${i.line}:${i.column}: ${i.message}`) };
}

const instant = (effect: string) => `name: { en: Test Spell }\ntypes: [instant]\nabilities:\n  - id: spell\n    spell:\n      effect: [ ${effect} ]\n`;
const creature = (ability: string) => `name: { en: Test Creature }\ntypes: [creature]\npower: 1\ntoughness: 1\nabilities:\n  - id: one\n${ability}`;

describe("a word of the card language", () => {
  it("is one the language has: an unknown instruction is refused at its key, naming the instructions it could be", () => {
    const { loaded, errors } = load(instant("{ drow: 2 }"));
    expect(loaded).toBe(false);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^6:19: abilities\.0\.spell\.effect\.0\.drow: unknown instruction 'drow': expected one of continuous, draw, loseLife, gainLife, /u);
    // The kernel's words, then those the rule areas declare (coin flips, copying).
    expect(errors[0]).toContain(", flipCoin, flipCoins");
    expect(errors[0]).toContain(", becomeCopy, copySpell, castCopy");
  });

  it("is one at a time: an instruction holding two words is refused where it is, naming both", () => {
    expect(load(instant("{ draw: 1, loseLife: 1 }")).errors).toEqual(["6:17: abilities.0.spell.effect.0: one kind of instruction expected, found draw and loseLife"]);
  });

  it("is given: an ability with only the keys every ability may have (its id, its text) is refused, naming the kinds of ability", () => {
    const { errors } = load(creature("    text: { en: Flying }\n"));
    expect(errors).toEqual(["6:5: abilities.0: unknown ability: expected one of keyword, static, activated, triggered, restriction, playerStatic, asEnters, othersEnterAsCopy, cantBeCountered, companion, regenerateEachTime, spell"]);
  });

  it("is found among the other keys: after an ability's text, a misspelt kind is refused at its own key", () => {
    const { errors } = load(creature("    text: { en: Flying }\n    keywrd: flying\n"));
    expect(errors).toEqual(["8:5: abilities.0.keywrd: unknown ability 'keywrd': expected one of keyword, static, activated, triggered, restriction, playerStatic, asEnters, othersEnterAsCopy, cantBeCountered, companion, regenerateEachTime, spell"]);
  });

  it("has a body of its own shape: a number of cards that is a word is refused at the value", () => {
    const { loaded, errors } = load(instant("{ draw: two }"));
    expect(loaded).toBe(false);
    expect(errors.map((e) => e.split(": ")[0])).toEqual(["6:25"]);
    expect(errors[0]).toContain("abilities.0.spell.effect.0.draw");
  });

  it("has no key its shape lacks: an extra key beside a word is refused at that key", () => {
    expect(load(creature("    keyword: flying\n    colour: blue\n")).errors).toEqual(["8:5: unknown key 'colour'"]);
  });

  it("counts with the words numbers have: an unknown one is refused at its key, naming the numbers", () => {
    const { errors } = load(instant("{ draw: { cuont: { zone: battlefield } } }"));
    expect(errors).toEqual(["6:27: abilities.0.spell.effect.0.draw.cuont: unknown number 'cuont': expected one of count, cardTypesAmong, sum, powerOf, convertedManaCostOf, lifeTotalOf, lowestLifeTotal, halfLifeRoundedUp, halfLifeRoundedDown"]);
  });

  it("a number holding two words is refused at the number itself, not at the key of the instruction that holds it", () => {
    expect(load(instant("{ draw: { count: { zone: battlefield }, sum: [1, 2] } }")).errors).toEqual(["6:25: abilities.0.spell.effect.0.draw: one kind of number expected, found count and sum"]);
  });

  it("loads when well formed (the same card, spelt right)", () => {
    expect(load(instant("{ draw: 2 }"))).toEqual({ loaded: true, errors: [] });
    expect(load(creature("    text: { en: Flying }\n    keyword: flying\n"))).toEqual({ loaded: true, errors: [] });
  });
});

describe("every error of a card at once", () => {
  it("reports each malformed instruction of one effect, not only the first", () => {
    const { errors } = load(instant("{ drow: 2 }, { draw: 1, loseLife: 1 }"));
    expect(errors.map((e) => e.split(": ")[0])).toEqual(["6:19", "6:30"]);
  });
});
