// What a scenario run reports: its failures (quoting the example), its narration in the page's language, the layer
// trace of the objects its expectations look at. (How example instances and scenarios are joined: results.test.ts.)
import { describe, expect, it } from "vitest";
import { inLanguage, playScenario, runScenario } from "../../src/scenarios/run.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { projectScenario } from "../scenario-files.ts";

describe("scenario runs", () => {
  const clone = projectScenario("706/706.2-1.yaml");

  it("fail when an expectation doesn't hold, quoting the example's sentence", () => {
    const broken = structuredClone(clone);
    const expectations = broken.actions.filter((a) => "expect" in a);
    (expectations[1] as { expect: { power: number | null } }).expect.power = 5;
    const result = runScenario(broken, "2011-02-04", "en");
    expect(result.status).toBe("fail");
    expect(result.failures).toEqual(['clone power: expected 5, got null — "The Clone is an artifact, not a 5/5 artifact creature."']);
  });

  it("are the same in every language: one run, read in each, where only the quoted sentences have a language", () => {
    const broken = structuredClone(clone);
    (broken.actions.filter((a) => "expect" in a)[1] as { expect: { power: number | null } }).expect.power = 5;
    const run = playScenario(broken, "2011-02-04");
    const [en, fr] = [inLanguage(run, "en"), inLanguage(run, "fr")];
    expect(fr.failureDetails.map((f) => [f.problem, f.at, f.cause])).toEqual(en.failureDetails.map((f) => [f.problem, f.at, f.cause]));
    expect(en.failures).toEqual(['clone power: expected 5, got null — "The Clone is an artifact, not a 5/5 artifact creature."']);
    expect(fr.failures).toEqual(['clone power: expected 5, got null — "Le Clone est un artefact, et non une créature-artefact 5/5."']);
    expect(fr.narration.filter((e) => e.action !== "checked")).toEqual(en.narration.filter((e) => e.action !== "checked"));
  });

  it("narrate in the page's language, with card names in that language", () => {
    const fr = runScenario(clone, "2011-02-04", "fr");
    expect(fr.status).toBe("pass");
    expect(fr.narration.map((e) => renderEvent(e, "fr"))).toContain("Le Clone devient une copie du Bâton chimérique.");
    const en = runScenario(clone, "2011-02-04", "en");
    expect(en.narration.map((e) => renderEvent(e, "en"))).toContain("Clone becomes a copy of Chimeric Staff.");
  });

  it("give the layer trace of the objects the expectations look at", () => {
    const result = runScenario(clone, "2011-02-04", "en");
    const staff = result.trace.find((t) => t.object === "staff")!;
    expect(staff.entries.map((e) => [e.stage, e.rule])).toEqual([["4", "613.1d"], ["7b", "613.3b"]]);
  });
});
