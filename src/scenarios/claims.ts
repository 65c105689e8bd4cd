// Which scenario executes an example instance, by the example's text: a scenario names its example and the variants
// of its text it was written against (`texts:`, each the fingerprint of one wording, kb/fingerprint.ts); every
// release and language whose example carries one of those texts runs it, whatever the example's number there. An
// example whose number a scenario claims but whose text is none of its variants is stale: its text changed, and
// someone must review it.
import { fingerprint } from "../kb/fingerprint.ts";
import type { ExampleId } from "../kb/ids.ts";
import type { Lang } from "../kb/model.ts";
import type { Scenario } from "./load.ts";

export interface Claim {
  scenario: Scenario;
  /** The example's id where the scenario's author read it ("706.2#2"); renumbered releases run it all the same. */
  example: ExampleId;
  lang: Lang;
  texts: string[];
}

export type Found = { claim: Claim; status: "claimed" } | { claim: Claim; status: "stale" } | undefined;

/** The official claims of every scenario, looked up by text (and by number, to tell a changed text). */
export class Claims {
  private readonly byText = new Map<string, Claim>();
  private readonly byId = new Map<string, Claim>();
  readonly conflicts: { claim: Claim; message: string }[] = [];

  constructor(scenarios: readonly Scenario[]) {
    for (const scenario of scenarios) {
      if (scenario.kind === "project") continue;
      for (const ref of scenario.examples) {
        const claim: Claim = { scenario, example: ref.example, lang: ref.lang, texts: ref.texts ?? [] };
        for (const text of claim.texts) {
          const key = `${ref.lang}|${text}`;
          const other = this.byText.get(key);
          if (other && other.scenario !== scenario) this.conflicts.push({ claim, message: `${scenario.file} and ${other.scenario.file} both claim the ${ref.lang} text ${text} (${ref.example})` });
          else this.byText.set(key, claim);
        }
        this.byId.set(`${ref.lang}|${ref.example}`, claim);
      }
    }
  }

  /** The scenario that runs an example instance (by its text's fingerprint), or the one written for another text of its number. */
  find(lang: Lang, id: ExampleId, text: string): Found {
    const claim = this.byText.get(`${lang}|${fingerprint(text)}`);
    if (claim) return { claim, status: "claimed" };
    const stale = this.byId.get(`${lang}|${id}`);
    return stale ? { claim: stale, status: "stale" } : undefined;
  }

  all(): Claim[] {
    return [...new Set(this.byId.values())];
  }
}
