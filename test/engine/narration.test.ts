// Narration: rule logic emits structured events through Game.say; one message catalogue per language words them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/kb/load.ts";
import { renderEffect, renderEvent, renderSegments } from "../../src/engine/messages/render.ts";
import { runScenario } from "../../src/scenarios/run.ts";
import { projectScenario } from "../scenario-files.ts";

const ENGINE = path.join(PROJECT_ROOT, "src/engine");
const engineModules = () => readdirSync(ENGINE).filter((f) => f.endsWith(".ts"));

describe("narration", () => {
  it("goes through Game.say in every engine module (no module writes to the log by itself)", () => {
    const writers = engineModules()
      .filter((f) => f !== "game.ts")
      .filter((f) => /\.log\.(push|splice|unshift)\(/u.test(readFileSync(path.join(ENGINE, f), "utf8")));
    expect(writers).toEqual([]);
  });

  it("is worded only by the message catalogues: no rule module picks words by language", () => {
    const wording = engineModules().filter((f) => /===\s*"fr"|"fr"\s*===|\bfr \? ["`(]/u.test(readFileSync(path.join(ENGINE, f), "utf8")));
    expect(wording).toEqual([]);
  });

  describe("of 706.2#1 (Clone copies an animated Chimeric Staff)", () => {
    const scenario = () => projectScenario("706/706.2-1.yaml");

    it("names the Clone by its own name beside the Staff it copies", () => {
      const run = runScenario(scenario(), "2011-02-04", "en");
      const activation = run.narration.filter((e) => e.action === "activates").at(-1)!;
      expect(renderEvent(activation, "en")).toBe("Alex activates the ability of Clone (copy of Chimeric Staff) (X=3).");
      expect(renderEvent(activation, "fr")).toBe("Alex active la capacité du Clone (copie du Bâton chimérique) (X=3).");
    });

    it("gives the values an effect used, in the narration and in the trace (5/5, not X/X)", () => {
      const run = runScenario(scenario(), "2011-02-04", "fr");
      const lines = run.narration.map((e) => renderEvent(e, "fr"));
      expect(lines).toContain("Le Bâton chimérique\u00a0: devient créature-artefact, force/endurance fixées à 5/5.");
      const staff = run.trace.find((t) => t.object === "staff")!;
      expect(staff.entries.map((e) => renderEffect(e.what, "en"))).toEqual(["becomes artifact creature", "power/toughness set to 5/5"]);
    });

    it("keeps the rules it cites apart, for the site to link", () => {
      const lands = projectScenario("115/115.2a-p1.yaml");
      const run = runScenario(lands, "2011-02-04", "en");
      const played = run.narration.find((e) => e.action === "playsLand")!;
      expect(renderSegments(played, "en")).toEqual(["Alex plays Forest (special action, ", { rule: "115.2a" }, ")."]);
      expect(renderSegments(played, "fr")).toEqual(["Alex joue la Forêt (action spéciale, ", { rule: "115.2a" }, ")."]);
    });
  });
});
