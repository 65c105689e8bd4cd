// The diff a reader sees: sentences aligned before words, typography folded away, runs of renumberings on one line.
import { describe, expect, it } from "vitest";
import { textDiff } from "../../src/diff/text-diff.ts";
import { diffVersions } from "../../src/diff/changes.ts";
import { collapseRenumberings, runLabel, type RenumberingRun } from "../../src/diff/runs.ts";
import { text } from "./helpers.ts";

const show = (parts: ReturnType<typeof textDiff>) => parts.map((p) => (p.op === "=" ? p.text : `${p.op}[${p.text}]`)).join("");

describe("sentence-level diff", () => {
  it("keeps unchanged sentences whole and shows a rewritten sentence as one replaced sentence", () => {
    const before = "Une copie acquiert les valeurs copiables. Le joueur peut choisir une nouvelle couleur.";
    const after = "Une copie acquiert les valeurs copiables. Il devra faire un nouveau choix au moment où elle arrive.";
    expect(show(textDiff(before, after))).toBe(
      "Une copie acquiert les valeurs copiables. -[Le joueur peut choisir une nouvelle couleur.]+[Il devra faire un nouveau choix au moment où elle arrive.]",
    );
  });

  it("gives a word diff to a sentence that keeps most of its words", () => {
    expect(show(textDiff("A creature in play attacks. Then it untaps.", "A creature on the battlefield attacks. Then it untaps."))).toBe(
      "A creature -[in play]+[on the battlefield] attacks. Then it untaps.",
    );
  });

  it("folds a difference of typography alone into the unchanged text", () => {
    // Texts are compared in plain typography ("—" and "--" are "-" already); the spaces around a dash remain.
    const parts = textDiff("its controller-or its owner-chooses, then it dies.", "its controller - or its owner - chooses, then it is destroyed.");
    expect(parts.filter((p) => p.op !== "=").map((p) => `${p.op}${p.text.trim()}`)).toEqual(["-dies", "+is destroyed"]);
  });
});

describe("runs of renumberings", () => {
  it("puts consecutive rules that only moved one number down on one line", () => {
    const rules = (ids: string[]) => ids.map((id, i): [string, string] => [id, `Rule text number ${["one", "two", "three", "four"][i]} of the section.`]);
    const before = text("v1", [{ number: "706", title: "Copying Objects", rules: [["706.7", "An inserted rule comes before."], ...rules(["706.8", "706.9", "706.10", "706.11"])] }]);
    const after = text("v2", [{ number: "706", title: "Copying Objects", rules: [["706.7", "An inserted rule comes before."], ["706.8", "A brand new rule about something else entirely."], ...rules(["706.9", "706.10", "706.11", "706.12"])] }]);
    const listed = collapseRenumberings(diffVersions(before, after).changes.filter((c) => c.kind !== "unchanged"));
    expect(listed.map((c) => c.kind)).toEqual(["added", "renumbered"]);
    expect(runLabel(listed[1] as RenumberingRun)).toBe("706.8–706.11 → 706.9–706.12");
  });
});

describe("splits", () => {
  it("says which sentences of a rule went to which of the rules it became", () => {
    const before = text("v1", [{ number: "612", title: "Layers", rules: [["612.1", "Effects apply in layers: (1) copy effects such as clones; (2) control-changing effects of auras."]] }]);
    const after = text("v2", [
      {
        number: "612",
        title: "Layers",
        rules: [
          ["612.1", "Effects apply in layers."],
          ["612.1a", "Layer 1: copy effects such as clones."],
          ["612.1b", "Layer 2: control-changing effects of auras."],
        ],
      },
    ]);
    const split = diffVersions(before, after).changes.find((c) => c.kind === "split")!;
    expect(split.parts!.map((p) => [p.to.id, p.text])).toEqual([
      ["612.1", "Effects apply in layers:"],
      ["612.1a", "(1) copy effects such as clones;"],
      ["612.1b", "(2) control-changing effects of auras."],
    ]);
  });
});
