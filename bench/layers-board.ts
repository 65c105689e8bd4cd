// A board for the layers bench: N permanents under N/2 continuous effects — local effects on single objects, 20
// global static effects in several layers, and a 50-effect dependency chain in layer 4 whose timestamps run against
// the dependency order (613.7). No test-runner import, so that bench/layers-paired.ts can load it from two checkouts.
import type { CardDef, Color } from "../src/engine/cards.ts";
import { Game } from "../src/engine/game.ts";
import { derive } from "../src/engine/layers.ts";
import { ruleSet } from "../src/engine/ruleset.ts";

const COLORS: Color[] = ["white", "blue", "black", "red", "green"];
const CHAIN = 50;
const GLOBAL = 20;

export function buildGame(n: number): Game {
  const rules = ruleSet("2011-02-04");
  const g = new Game(rules, [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
  // One action for the whole board: the game saves its state once, not once per card (each createCard is an attempt).
  g.attempt(() => placeBoard(g, n));
  return g;
}

function placeBoard(g: Game, n: number): void {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const color = COLORS[i % 5];
    const symbol = { white: "W", blue: "U", black: "B", red: "R", green: "G" }[color];
    const def: CardDef = {
      slug: `creature-${i}`,
      name: { en: `Creature ${i}` },
      manaCost: `{1}{${symbol}}`,
      types: i % 7 === 0 ? ["artifact", "creature"] : ["creature"],
      // Every 20th object has one of the chain's subtypes, so that each link changes what the next applies to.
      subtypes: i % 20 === 0 ? [`T${(i / 20) % CHAIN}`] : [],
      power: 2,
      toughness: 2,
    };
    ids.push(g.createCard(def, "battlefield", i % 2 ? "alex" : "bianca"));
  }
  // 50-effect chain: effect k makes objects with subtype Tk also T(k+1); created in reverse order, so each one
  // has an earlier timestamp than the effect it depends on.
  for (let k = CHAIN - 1; k >= 0; k--) {
    g.createCard(
      {
        slug: `chain-${k}`,
        name: { en: `Chain ${k}` },
        types: ["enchantment"],
        abilities: [{ id: "chain", static: { affects: { all: { subtypes: [`T${k}`] } }, subtypes: { add: [`T${k + 1}`] } } }],
      },
      "battlefield",
      "alex",
    );
  }
  // 20 global effects across layers 4–7.
  for (let k = 0; k < GLOBAL; k++) {
    const color = COLORS[k % 5];
    const ability =
      k % 4 === 0
        ? { id: "anthem", static: { affects: { all: { types: ["creature" as const], colors: [color] } }, modifyPT: [1, 1] as [number, number] } }
        : k % 4 === 1
          ? { id: "wings", static: { affects: { all: { types: ["creature" as const], controller: "you" as const } }, abilities: { add: [{ id: "flying", keyword: "flying" as const }] } } }
          : k % 4 === 2
            ? { id: "paint", static: { affects: { all: { types: ["artifact" as const] } }, colors: { set: [color] } } }
            : { id: "shrink", static: { affects: { all: { types: ["creature" as const], controller: "opponent" as const } }, modifyPT: [-1, 0] as [number, number] } };
    g.createCard({ slug: `global-${k}`, name: { en: `Global ${k}` }, types: ["enchantment"], abilities: [ability] }, "battlefield", k % 2 ? "alex" : "bianca");
  }
  // The rest of the N/2 effects are local: one resolved effect on one creature each.
  const local = n / 2 - CHAIN - GLOBAL;
  for (let k = 0; k < local; k++) {
    const target = ids[(k * 7) % n];
    g.addContinuousEffect({
      source: null,
      controller: "alex",
      affected: [target],
      duration: "end-of-turn",
      def: k % 3 === 0 ? { affects: "target", setPT: [3, 3] } : k % 3 === 1 ? { affects: "target", modifyPT: [1, 0] } : { affects: "target", switchPT: true },
      description: "local",
    });
  }
}

/** One full derivation (the memo is bypassed by a change of state version). */
export function deriveAgain(g: Game): number {
  g.state.version += 1;
  return derive(g.state, g.rules).characteristics.size;
}

