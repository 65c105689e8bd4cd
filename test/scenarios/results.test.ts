// The join of example instances and scenarios (claimed by text): pass, fail, stale, missing, not-executable.
// What a scenario run reports (failures, narration, trace) is in run.test.ts.
import { describe, expect, it } from "vitest";
import { loadKnowledgeBase, PROJECT_ROOT } from "../../src/kb/load.ts";
import { loadScenarios, type Scenario } from "../../src/scenarios/load.ts";
import { exampleCases, knowledgeBaseInstances, type ExampleCase, type ExampleInstance } from "../../src/scenarios/results.ts";
import { archiveInstances } from "../../src/diff/archive-examples.ts";
import { ruleSet, ruleSetProblem } from "../../src/engine/ruleset.ts";

const kb = loadKnowledgeBase();
/** Every release's example instances: the knowledge base's, then the archive's. */
const everyInstance = [...knowledgeBaseInstances(kb), ...archiveInstances(kb, knowledgeBaseInstances(kb))];

/** Every instance, with `change` applied to those `pick` selects. */
function instancesWith(pick: (i: ExampleInstance) => boolean, change: (i: ExampleInstance) => ExampleInstance): ExampleInstance[] {
  return everyInstance.map((i) => (pick(i) ? change(i) : i));
}

/** The cases of these instances; only the results asked for run their scenarios. */
const results = (instances: ExampleInstance[], scenarios?: Scenario[]) => exampleCases(PROJECT_ROOT, instances, scenarios);
const find = (list: ExampleCase[], id: string, version = "2011-02-04") => list.find((r) => r.id === id && r.version === version && r.lang === "en")!.result();
const clone706 = (i: ExampleInstance) => i.id === "706.2#1" && i.lang === "en";

describe("example results: scenarios claim examples by their text", () => {
  it("runs a renumbered example whose text a scenario claims, under its new number", () => {
    const renumbered = instancesWith((i) => clone706(i) && i.version === "2011-09-30", (i) => ({ ...i, id: "706.3#7" }));
    const r = find(results(renumbered), "706.3#7", "2011-09-30");
    expect([r.status, r.scenario]).toEqual(["pass", "examples/scenarios/706/706.2-1.yaml"]);
  });

  it("reports stale, with the scenario file and the example's number, an example whose text changed", () => {
    const reworded = instancesWith((i) => clone706(i) && i.version === "2011-09-30", (i) => ({ ...i, text: `${i.text} It is blue.` }));
    const r = find(results(reworded), "706.2#1", "2011-09-30");
    expect(r.status).toBe("stale");
    expect(r.failures[0]).toMatch(/^examples\/scenarios\/706\/706\.2-1\.yaml was written for 706\.2#1 \(en\) as worded in [0-9a-f]{12}(, [0-9a-f]{12})*; in 2011-09-30 its text is [0-9a-f]{12}/u);
  });

  it("an example no scenario claims is missing, unless annotated not-executable", () => {
    const unclaimed = (i: ExampleInstance): ExampleInstance => ({ ...i, id: "706.2#9", text: "Example: a new example." });
    expect(find(results(instancesWith(clone706, unclaimed)), "706.2#9").status).toBe("missing");
    const annotated = instancesWith(clone706, (i) => ({ ...unclaimed(i), notExecutable: "needs a subgame" }));
    const r = find(results(annotated), "706.2#9");
    expect([r.status, r.failures]).toEqual(["not-executable", ["needs a subgame"]]);
  });

  it("fails a scenario claiming a text no release has", () => {
    const gone = results(instancesWith(clone706, (i) => ({ ...i, id: "706.2#9", text: "Example: a new example." })));
    const r = gone.find((x) => x.id === "706.2#1" && x.lang === "en" && x.version === "")!.result();
    expect(r.status).toBe("fail");
    expect(r.failures[0]).toMatch(/706\.2-1\.yaml claims [0-9a-f]{12} for 706\.2#1 \(en\), a text no release has/u);
  });

  it("fails every case of a scenario whose check is scoped to behaviours that hold in none of the releases it runs in", () => {
    // 706.7a#2's 2007 expectation ("it will produce blue mana") is scoped to { choiceMemory: object } (503.8): with
    // only the texts of releases where copies don't remember choices (706.7a) left, it would never be checked.
    const only2011 = everyInstance.filter((i) => ruleSetProblem(i.version) === undefined && ruleSet(i.version).behaviours.choiceMemory === "linked-ability");
    const list = results(only2011).filter((c) => c.scenario === "examples/scenarios/706/706.7a-2.yaml" && c.version).map((c) => c.result()).filter((r) => r.status !== "stale");
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) {
      expect(r.status).toBe("fail");
      expect(r.failures.join("\n")).toMatch(/is scoped to \{"choiceMemory":"object"\}, which holds in none of the releases where the scenario runs \(2008-07-15, /u);
    }
    // With the 2007 text back, the same scope applies and the scenario passes.
    const all = results(everyInstance).filter((c) => c.scenario === "examples/scenarios/706/706.7a-2.yaml" && c.version && ruleSetProblem(c.version) === undefined);
    expect(all.map((c) => c.result().status).filter((status) => status === "fail")).toEqual([]);
  });

  it("fails a run that checks nothing, naming the scenario file and the release", () => {
    // 613.3e#1 with every check scoped to the six-layer rules: under 2011-02-04's seven layers nothing is checked.
    const scenarios = loadScenarios(PROJECT_ROOT).map((sc) =>
      sc.file !== "examples/scenarios/613/613.3e-1.yaml" ? sc : { ...sc, actions: sc.actions.map((a) => ("expect" in a ? { ...a, expect: [a.expect].flat().map((e) => ({ ...e, when: { layers: "six-layers" as const } })) } : a)) },
    );
    const r = find(results(everyInstance, scenarios), "613.3e#1");
    expect(r.status).toBe("fail");
    expect(r.failures).toContain("examples/scenarios/613/613.3e-1.yaml checks nothing in 2011-02-04 (en): each of its checks is scoped to behaviours of other releases");
    // The same scenario as written checks the 4/1 and the 4/6 there.
    expect(find(results(everyInstance), "613.3e#1").run!.narration.filter((e) => e.action === "checked").length).toBeGreaterThan(0);
  });

  it("fails a claimed variant whose example states an outcome no check made in its run covers", () => {
    // 613.8#1's "Neither of these depends on the other" scoped to the six-layer rules: printed in 2011-02-04, where
    // its check would not be made, though the run still checks the other sentences.
    const neither = "Neither of these depends on the other, since nothing changes what they affect or what they're doing to it.";
    const scenarios = loadScenarios(PROJECT_ROOT).map((sc) =>
      sc.file !== "examples/scenarios/613/613.8-1.yaml"
        ? sc
        : { ...sc, actions: sc.actions.map((a) => ("expect" in a ? { ...a, expect: [a.expect].flat().map((e) => (e.because === neither || (typeof e.because === "object" && e.because.en === neither) ? { ...e, when: { layers: "six-layers" as const } } : e)) } : a)) },
    );
    const r = find(results(everyInstance, scenarios), "613.8#1");
    expect(r.status).toBe("fail");
    expect(r.failures).toContain(`examples/scenarios/613/613.8-1.yaml: in 2011-02-04 (en) 613.8#1 says "${neither}", but no check quoting it is made there (each is scoped to behaviours of other releases)`);
    expect(find(results(everyInstance), "613.8#1").status).toBe("pass");
  });

  it("lets a quote of words printed in error go unchecked only where the project corrects them and a check quotes the words meant", () => {
    // Gray Ogre's example of 2020-04-17 (613.5#2 there) puts the counter in "layer 7d" though 613.4c applies
    // counters in 7c then.
    const ogre = (i: ExampleInstance) => i.id === "613.5#2" && i.version === "2020-04-17";
    expect(everyInstance.find(ogre)!.corrections).toEqual([{ printed: "An effect puts a +1/+1 counter on it (layer 7d)", expected: "An effect puts a +1/+1 counter on it (layer 7c)" }]);
    expect(find(results(everyInstance), "613.5#2", "2020-04-17").status).toBe("pass");
    const uncorrected = find(results(instancesWith(ogre, ({ corrections: _, ...i }) => i)), "613.5#2", "2020-04-17");
    expect(uncorrected.failures).toEqual([
      'examples/scenarios/613/613.4-2.yaml: in 2020-04-17 (en) 613.5#2 says "An effect puts a +1/+1 counter on it (layer 7d)", but no check quoting it is made there (each is scoped to behaviours of other releases)',
    ]);
  });
});
