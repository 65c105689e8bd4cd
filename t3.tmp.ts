import { loadScenarios } from "./src/scenarios/load.ts";
import { runScenario } from "./src/scenarios/run.ts";
const [file, ...versions] = process.argv.slice(2);
const sc = loadScenarios(process.cwd()).find((s) => s.file === file)!;
for (const v of versions) {
  const r = runScenario(sc, v, "en");
  console.log(v, r.status, r.failures, r.narration.filter((e) => e.action === "checked").length);
  for (const t of r.trace) console.log("  ", t.object, t.entries.map((e) => e.stage).join(","), JSON.stringify(t.characteristics).slice(0, 200));
}
