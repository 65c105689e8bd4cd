// `team: … lost: true` means the team lost (810.8a): a planted engine bug where a conceding Two-Headed Giant player
// loses alone (his teammate still in the game) must fail it, where "some member lost" used to satisfy it.
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { player } from "../../src/engine/state.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";
import { loadScenarios } from "../../src/scenarios/load.ts";
import { runScenario } from "../../src/scenarios/run.ts";

const planted = vi.hoisted(() => ({ bug: false }));
vi.mock("../../src/engine/winning-and-losing.ts", async (original) => {
  const real = await original<typeof import("../../src/engine/winning-and-losing.ts")>();
  return {
    ...real,
    concede: (game: Parameters<typeof real.concede>[0], id: string) => {
      if (!planted.bug) return real.concede(game, id);
      player(game.state, id).lost = true;
    },
  };
});

const scenario = loadScenarios(PROJECT_ROOT, join(PROJECT_ROOT, "test/scenarios/fixtures/holes")).find((s) => s.file.endsWith("/team-lost.yaml"))!;

describe("a team's lost / won means the team", () => {
  it("holds when the whole team lost", () => {
    planted.bug = false;
    expect(runScenario(scenario, "2011-02-04", "en").failures).toEqual([]);
  });

  it("fails when only one member lost", () => {
    planted.bug = true;
    const result = runScenario(scenario, "2011-02-04", "en");
    expect(result.failureDetails.map((f) => f.problem)).toContain('team a lost: expected true, got "only some members"');
  });
});
