import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { crSection, readCrFile } from "../../src/import/cr-text.ts";
import { FRENCH_ERRATA, FrenchSeedError, frenchSectionTitles, parseFrenchSeed, readFrenchSources } from "../../src/import/fr-seeds.ts";
import type { SourceDocument, SourceRule, SourceSection } from "../../src/import/types.ts";
import { normalizeWhitespace } from "../../src/kb/fingerprint.ts";
import { formatDiagnostic } from "../../src/kb/diagnostics.ts";

const SEED_2007 = "sources/fr/000_8d0801848f1f0fa0.txt";
const SEED_706 = "sources/fr/001_5cdce41f886ec47f.txt";
const SEED_613 = "sources/fr/002_3684f206f720815f.txt";
const SEED_810 = "sources/fr/003_8cadefed89bb4c27.txt";
const SEED_115 = "sources/fr/004_57fae7db884d5ec6.txt";

const documents = readFrenchSources();
const fr2007 = documents.find((d) => d.version === "2007-10-01")!;
const fr2011 = documents.find((d) => d.version === "2011-02-04")!;
const en2007 = readCrFile("sources/cr/cr-2007-10-01-LRW.txt");
const en2011 = readCrFile("sources/cr/cr-2011-02-04-MBS.txt");

function section(doc: SourceDocument, number: string): SourceSection {
  const found = doc.sections.find((s) => s.number === number);
  if (!found) throw new Error(`no section ${number} in ${doc.file}`);
  return found;
}

function rule(doc: SourceDocument, id: string): SourceRule {
  const found = section(doc, id.slice(0, 3)).rules.find((r) => r.id === id);
  if (!found) throw new Error(`no rule ${id} in ${doc.file}`);
  return found;
}

function source(file: string): string {
  return readFileSync(file, "utf8");
}

/** Rule ids only in the French text and only in the English one. */
function idDifference(fr: SourceSection, en: SourceSection): { frenchOnly: string[]; englishOnly: string[] } {
  const frIds = new Set(fr.rules.map((r) => r.id));
  const enIds = new Set(en.rules.map((r) => r.id));
  return { frenchOnly: [...frIds].filter((id) => !enIds.has(id)), englishOnly: [...enIds].filter((id) => !frIds.has(id)) };
}

describe("versions and sections", () => {
  it("reads one document per version, with the sections of each dump", () => {
    expect(documents.map((d) => [d.version, d.lang, d.file])).toEqual([
      ["2007-10-01", "fr", SEED_2007],
      ["2011-02-04", "fr", "sources/fr"],
    ]);
    expect(fr2007.sections.map((s) => [s.number, s.file])).toEqual(
      ["503", "504", "505", "506", "507", "508", "509", "510", "511"].map((n) => [n, SEED_2007]),
    );
    expect(fr2011.sections.map((s) => [s.number, s.file])).toEqual([
      ["115", SEED_115],
      ["613", SEED_613],
      ["706", SEED_706],
      ["810", SEED_810],
    ]);
  });

  it("gives each section its French title, without the chapter prefix of the 2011 pages", () => {
    expect(fr2007.sections.map((s) => s.title)).toEqual([
      "Copier des objets",
      "Sorts et permanents face cachée",
      "Double cartes",
      "Sous-parties",
      "Contrôler le tour d'un autre joueur",
      "Cartes inversibles",
      "Terminer le tour",
      "Statut",
      "Pile ou face",
    ]);
    expect(fr2011.sections.map((s) => s.title)).toEqual([
      "Actions spéciales",
      "Interaction d’effets continus",
      "Copier des objets",
      "Variante du Troll à deux têtes",
    ]);
  });

  it("parses a string and a buffer alike", () => {
    const bytes = readFileSync(SEED_115);
    expect(parseFrenchSeed(bytes.toString("utf8"), SEED_115)).toEqual(parseFrenchSeed(bytes, SEED_115));
  });
});

describe("rules compared with the English text they follow", () => {
  const expectedDifferences: Record<string, { frenchOnly: string[]; englishOnly: string[] }> = {
    // README: 000_… has no 504.8, and its 506 follows an older English text with other numbers.
    "504": { frenchOnly: [], englishOnly: ["504.8"] },
    "506": { frenchOnly: ["506.3a", "506.5a", "506.7"], englishOnly: ["506.1a", "506.1b", "506.4a"] },
    // README: 003_… stops after 810.9d.
    "810": { frenchOnly: [], englishOnly: ["810.9e", "810.9f", "810.9g", "810.9h", "810.10"] },
  };

  for (const [fr, en, numbers] of [
    [() => fr2007, () => en2007, ["503", "504", "505", "506", "507", "508", "509", "510", "511"]],
    [() => fr2011, () => en2011, ["115", "613", "706", "810"]],
  ] as const) {
    for (const number of numbers) {
      it(`section ${number}: same rule ids as the English text, except the documented gaps`, () => {
        const frSection = section(fr(), number);
        const enSection = crSection(en(), number);
        expect(idDifference(frSection, enSection)).toEqual(expectedDifferences[number] ?? { frenchOnly: [], englishOnly: [] });
        // Shared rules come in the same order.
        const shared = enSection.rules.map((r) => r.id).filter((id) => frSection.rules.some((r) => r.id === id));
        expect(frSection.rules.map((r) => r.id).filter((id) => shared.includes(id))).toEqual(shared);
      });

      it(`section ${number}: same number of examples per rule as the English text`, () => {
        const frSection = section(fr(), number);
        const enSection = crSection(en(), number);
        const counts = (s: SourceSection) => Object.fromEntries(s.rules.map((r) => [r.id, r.examples.length]));
        const frCounts = counts(frSection);
        const enCounts = counts(enSection);
        const differing = Object.keys(frCounts).filter((id) => id in enCounts && frCounts[id] !== enCounts[id]);
        // 506 is numbered differently: the French 506.6 is the English 506.5, whose example it carries.
        expect(differing).toEqual(number === "506" ? ["506.5", "506.6"] : []);
      });
    }
  }

  it("counts rules and examples per section", () => {
    const summary = (doc: SourceDocument) =>
      Object.fromEntries(doc.sections.map((s) => [s.number, [s.rules.length, s.rules.reduce((n, r) => n + r.examples.length, 0)]]));
    expect(summary(fr2007)).toEqual({
      "503": [15, 17],
      "504": [7, 0],
      "505": [7, 2],
      "506": [9, 1],
      "507": [11, 5],
      "508": [7, 1],
      "509": [6, 0],
      "510": [6, 1],
      "511": [3, 0],
    });
    expect(summary(fr2011)).toEqual({ "115": [9, 0], "613": [32, 10], "706": [20, 18], "810": [22, 11] });
  });
});

describe("rule text and examples as printed", () => {
  it("keeps the text of rules whose number stands on its own line", () => {
    expect(rule(fr2011, "706.1").text).toMatch(/^Certains objets deviennent une « copie » d'un sort/u);
    expect(rule(fr2011, "706.2a").text).toBe(
      "Une copie acquiert les couleurs de l'objet qu'elle copie, car il s'agit de valeurs dérivées de son coût de mana. Une copie acquiert les capacités de l'objet qu'elle copie, car il s'agit de valeurs dérivées de son texte de règles. Une copie n'acquiert toutefois pas deux occurrences de chaque capacité (en d'autres termes, elle ne copie pas les capacités et le texte de règle d'un objet pour ensuite obtenir un nouvel exemplaire de chaque capacité de part le texte de règles).",
    );
    expect(rule(fr2011, "613.1f").text).toBe("Coucher 6 : Les effets qui rajoutent ou qui retirent des capacités sont appliqués.");
    expect(rule(fr2011, "115.3").text).toBe("Si un joueur effectue une action spéciale, ce joueur reçoit la priorité une fois l’action effectuée.");
  });

  it("keeps a line break inside a paragraph, and a cross-reference number on its own line as text", () => {
    expect(rule(fr2011, "613.3a").text).toBe("Couche 7a : Les effets des capacités de définition de caractéristique sont appliqués. Cf. règle\n604.3.");
  });

  it("keeps the text of rules printed on the line of their number, with every paragraph of the rule", () => {
    expect(rule(fr2007, "507.1b").text).toBe(
      "Si un tour est sauté, la prise de contrôle du tour attend que le joueur affecté commence un nouveau tour.",
    );
    const r5056 = rule(fr2007, "505.6");
    expect(r5056.text.split("\n").map((p) => p.slice(0, 30))).toEqual([
      "Un effet qui réalise une compa",
      "Un effet qui réalise une compa",
      "Si un effet réalise une compar",
    ]);
    expect(r5056.examples).toHaveLength(1);
  });

  it("keeps the gaps left by lost mana symbols, joining the broken lines of an example with a line break", () => {
    expect(rule(fr2011, "706.2").examples[1]).toMatch(/^Exemple : Un Clone arrive sur le champ de bataille comme une copie d'un Démon grimaçant face cachée \(une créature avec Mue \)\. /u);
    expect(rule(fr2007, "503.2").examples[0]).toMatch(/^Exemple : le Bâton Chimérique est un artefact qui a pour texte "\n: le Bâton Chimérique devient/u);
    expect(rule(fr2007, "503.2").examples[1]).toBe(
      "Exemple : un Clone arrive en jeu en copiant un Démon grimaçant face cachée (un créature ayant un coût de mue de\n). Le Clone est un créature 2/2 incolore sans nom, type de créature, coût de mana, ni capacité. Il est face visible. Son contrôleur ne peut pas payer\npour le tourner face visible.",
    );
  });

  it("keeps the example label as each file spells it", () => {
    expect(rule(fr2007, "507.2").examples).toEqual([
      "Exemple : le contrôleur du tour d'un joueur peut voir la main de ce joueur et l'identité de toutes les créatures face cachée qu'il contrôle.",
    ]);
    expect(rule(fr2011, "810.9").examples).toEqual([
      "Exemple : Dans une partie de Troll à deux têtes, un joueur joue Ride de flammes qui dit : « La Ride de flammes inflige 4 blessures à chaque joueur. » Chaque équipe subit un total de 8 blessures.",
    ]);
  });

  it("records the line of each rule number", () => {
    expect(rule(fr2007, "503.10a").line).toBe(58);
    expect(rule(fr2011, "706.8d").line).toBe(111);
    expect(rule(fr2011, "810.4").line).toBe(114);
  });

  it("finds every rule text and example verbatim in its source file, after whitespace normalisation", () => {
    for (const doc of documents) {
      for (const s of doc.sections) {
        const normalised = normalizeWhitespace(source(s.file!));
        for (const r of s.rules) {
          for (const text of [r.text, ...r.examples]) {
            expect(text.trim()).not.toBe("");
            expect(normalised.includes(normalizeWhitespace(text)), `${r.id}: ${text.slice(0, 60)}`).toBe(true);
          }
        }
      }
    }
  });

  it("leaves no page chrome in any rule", () => {
    const chrome = /Sommaire|Règles US|Noter cette rubrique|Table de Jeux|Règles MAGIC|Règles complètes/u;
    for (const doc of documents) for (const s of doc.sections) for (const r of s.rules) expect([r.text, ...r.examples].join("\n")).not.toMatch(chrome);
  });
});

describe("rule numbers glued to the previous sentence (810, 115)", () => {
  it("splits them into separate rules", () => {
    expect(rule(fr2011, "810.1").text).toBe("Une partie de Troll à deux têtes se joue avec deux équipes de deux joueurs chacune.");
    expect(rule(fr2011, "810.3").text).toBe(
      "Chaque équipe s’installe ensemble d’un côté de la table. Chaque équipe décide dans quel ordre s’installent les joueurs.",
    );
    expect(rule(fr2011, "810.4").text).toBe("Chaque équipe a un total de points de vie partagé qui commence à 30 points de vie.");
    expect(rule(fr2011, "810.6").text).toBe("L’équipe qui joue en premier saute l’étape de pioche de son premier tour.");
    expect(rule(fr2011, "810.7c").text.endsWith("Cf. règle 508.1.")).toBe(true);
    expect(rule(fr2011, "810.7c").examples[0]).toMatch(/^Exemple : Un joueur d'une équipe/u);
    expect(rule(fr2011, "115.1").text.endsWith("« Actions basées sur un état. »)")).toBe(true);
    expect(rule(fr2011, "115.2").text).toBe("Il existe six actions spéciales :");
  });

  it("leaves cross-references to rules of the same section in the text", () => {
    expect(rule(fr2011, "613.7a").text).toContain("(voir les règles 613.1 et 613.3)");
    expect(rule(fr2011, "613.2").text).toContain("(cf. règle 613.6)");
  });

  it("records each glued number with the source text around it", () => {
    const glued = fr2011.defects.filter((d) => d.message === "Numéro de règle collé à la phrase précédente dans la source");
    expect(glued.map((d) => [d.rule, d.original])).toEqual([
      ["115.2", "état. ») 115.2 Il"],
      ["810.2", "chacune.810.2."],
      ["810.3", "805.)810.3."],
      ["810.4", "joueurs. 810.4 Chaque"],
      ["810.5", "vie.810.5."],
      ["810.6", "membres. 810.6 L’équipe"],
      ["810.7", "tour.810.7."],
      ["810.7a", "multi-joueurs.810.7a"],
      ["810.7b", "défenseur.810.7b"],
      ["810.7c", "attaquant. »810.7c"],
      ["810.7f", "attaquantes.810.7f"],
      ["810.8a", "suivantes :810.8a"],
      ["810.8c", "partie.810.8c"],
      ["810.9", "704.)810.9."],
      ["810.9c", "vie.)810.9c"],
    ]);
    for (const d of glued) expect(d.kind).toBe("correction");
  });

  it("records each example glued to the rule text above it", () => {
    const glued = fr2011.defects.filter((d) => d.message.startsWith("Exemple collé"));
    expect(glued.map((d) => [d.rule, d.original])).toEqual([
      ["810.7c", "508.1.Exemple : Un"],
      ["810.7d", "509.1.Exemple : Si"],
      ["810.8a", "perdre.Exemple : Dans"],
      ["810.9", "commun.Exemple : Dans"],
      ["810.9a", "l’équipe.Exemple : Dans"],
      ["810.9c", "perdre.Exemple : Dans"],
      ["810.9d", "affecté.Exemple : Dans"],
    ]);
  });
});

describe("source defects", () => {
  const lostSymbol = "Un symbole de mana ou d’engagement (une image dans la page d’origine) a disparu ici";

  it("finds the original text of every defect in the bytes of its source file", () => {
    for (const doc of documents) {
      const texts = doc.sections.map((s) => source(s.file!));
      for (const defect of doc.defects) {
        expect(texts.some((t) => t.includes(defect.original)), `${defect.rule}: ${defect.original}`).toBe(true);
        expect(doc.sections.some((s) => s.rules.some((r) => r.id === defect.rule)), defect.rule).toBe(true);
      }
    }
  });

  it("numbers the second 706.8c as 706.8d, the rule the English text has there", () => {
    expect(section(fr2011, "706").rules.map((r) => r.id).filter((id) => id.startsWith("706.8"))).toEqual(["706.8", "706.8a", "706.8b", "706.8c", "706.8d"]);
    expect(rule(fr2011, "706.8d").text).toMatch(/^Quand on applique un effet de copie qui ne copie pas/u);
    expect(crSection(en2011, "706").rules.find((r) => r.id === "706.8d")!.text).toMatch(/^When applying a copy effect that doesn’t copy/u);
    expect(fr2011.defects).toContainEqual({
      rule: "706.8d",
      kind: "correction",
      original: "706.8c",
      expected: "706.8d",
      message: "Numéro de règle 706.8c imprimé deux fois dans la source ; la seconde occurrence est la règle 706.8d",
    });
    expect(source(SEED_706).match(/^706\.8c$/gmu)).toHaveLength(2);
  });

  it("records “Coucher 6” in 613.1f", () => {
    expect(fr2011.defects).toContainEqual(expect.objectContaining({ rule: "613.1f", kind: "correction", original: "Coucher 6", expected: "Couche 6" }));
  });

  it("records the untranslated English sentence opening 503.10, which ends the English 503.10", () => {
    const defect = fr2007.defects.find((d) => d.kind === "translation" && d.rule === "503.10" && d.message.includes("anglais"));
    expect(defect?.original).toBe("A copy of an ability is itself an ability.");
    expect(rule(fr2007, "503.10").text.startsWith(defect!.original)).toBe(true);
    expect(crSection(en2007, "503").rules.find((r) => r.id === "503.10")!.text.endsWith(defect!.original)).toBe(true);
    // No other English sentence is left anywhere.
    expect([...fr2007.defects, ...fr2011.defects].filter((d) => d.message === "Phrase restée en anglais dans la source française")).toHaveLength(1);
  });

  it("records the missing space in “règle510.1”", () => {
    expect(fr2011.defects).toContainEqual(
      expect.objectContaining({ rule: "810.7f", kind: "correction", original: "règle510.1", expected: "règle 510.1" }),
    );
  });

  it("records each visible gap left by a lost mana or tap symbol, with the text around it", () => {
    const gaps = (doc: SourceDocument) => doc.defects.filter((d) => d.message === lostSymbol).map((d) => [d.rule, d.original]);
    expect(gaps(fr2007)).toEqual([
      ["503.2", 'pour texte "\n\n: le Bâton'],
      ["503.2", "de mue de\n\n). Le Clone"],
      ["503.2", "peut pas payer\n\npour le tourner"],
      ["503.3", "de mue de\n\n) face visible."],
      ["503.3", "face visible pour\n\n. Si c'est"],
      ["503.8", 'comme capacité "\n\n: Ajoutez un'],
      ["503.11", 'texte : "\n\n: l\'Armodon Affolé'],
      ["510.4", 'texte : " : Retirez de'],
    ]);
    expect(gaps(fr2011)).toEqual([
      ["706.2", "la capacité « : le Bâton"],
      ["706.2", "créature avec Mue ). Le Clone"],
      ["706.3", "piétinement et mue ). Les caractéristiques"],
      ["706.3", "face visible pour . Si elle"],
      ["706.7a", "pour capacité « : Ajoutez un"],
      ["706.10", "pour capacité « : L'Armodon affolé"],
    ]);
  });

  it("finds as many gaps per rule as the English text has symbols, except the one lost without a trace", () => {
    const symbolRuns = (r: SourceRule) => [r.text, ...r.examples].join("\n").match(/(?:\{[^}]+\})+/gu)?.length ?? 0;
    for (const [fr, en] of [
      [fr2007, en2007],
      [fr2011, en2011],
    ] as const) {
      for (const s of fr.sections) {
        for (const enRule of crSection(en, s.number).rules) {
          const gaps = fr.defects.filter((d) => d.rule === enRule.id && d.message === lostSymbol).length;
          // 706.2: "Son contrôleur ne peut pas payer pour le retourner" — the {2}{B}{B} left no double space.
          const invisible = enRule.id === "706.2" && fr === fr2011 ? 1 : 0;
          if (s.rules.some((r) => r.id === enRule.id)) expect(gaps, enRule.id).toBe(symbolRuns(enRule) - invisible);
        }
      }
    }
  });

  it("records the misprints and mistranslations found against the English text", () => {
    const defectsOf = (doc: SourceDocument) => doc.defects.map((d) => [d.rule, d.kind, d.original, d.expected]);
    expect(defectsOf(fr2011)).toEqual(
      expect.arrayContaining([
        ["613.5", "correction", "lui est ensuite appliqué (couche 7b)", "lui est ensuite appliqué (couche 7c)"],
        ["810.8", "correction", "(cf. règle 102)", "(cf. règle 104)"],
        ["810.7b", "correction", "à l'attaquant Les capacités", "à l'attaquant. Les capacités"],
        ["115.2c", "correction", "Un joueur peur effectuer", "Un joueur peut effectuer"],
      ]),
    );
    expect(defectsOf(fr2007)).toEqual(
      expect.arrayContaining([
        ["503.5", "correction", "Il ne devient une copie après être arrivé en jeu.", "Il ne devient pas une copie après être arrivé en jeu."],
        ["503.10", "translation", "ou détruisez l'aura ciblée", undefined],
        ["504.1", "translation", "Une ancienne carte (Masque de l'Illusion)", undefined],
        ["507.3c", "translation", "qui seraient contraires aux règles de tournoi", undefined],
      ]),
    );
    // The English counterparts say what the corrections claim.
    const en = (doc: SourceDocument, id: string) => {
      const r = crSection(doc, id.slice(0, 3)).rules.find((x) => x.id === id)!;
      return [r.text, ...r.examples].join("\n");
    };
    expect(en(en2011, "613.5")).toContain("is applied to it (layer 7c)");
    expect(en(en2011, "810.8")).toContain("(see rule 104)");
    expect(en(en2011, "115.2c")).toContain("A player can take such an action");
    expect(en(en2007, "503.5")).toContain("It doesn't come into play, and then become a copy");
    expect(en(en2007, "503.10")).toContain("destroy target non-Aura enchantment");
    expect(en(en2007, "504.1")).toContain("Two cards (Illusionary Mask and Ixidron)");
    expect(en(en2007, "507.3c")).toContain("that would be called for by the tournament rules");
  });

  it("finds every entry of the errata table in the page of its version and section", () => {
    for (const erratum of FRENCH_ERRATA) {
      const doc = documents.find((d) => d.version === erratum.version)!;
      const matching = doc.defects.filter((d) => d.original === erratum.original && d.message === erratum.message);
      expect(matching.map((d) => d.rule.slice(0, 3)), erratum.original).toEqual([erratum.section]);
    }
  });

  it("lists every defect once, in section order", () => {
    for (const doc of documents) {
      const keys = doc.defects.map((d) => `${d.rule}|${d.original}|${d.message}`);
      expect(new Set(keys).size).toBe(keys.length);
      const sections = doc.defects.map((d) => Number(d.rule.slice(0, 3)));
      expect(sections).toEqual([...sections].sort((a, b) => a - b));
    }
  });
});

describe("section titles from the table of contents", () => {
  const titles = frenchSectionTitles(readFileSync(SEED_810), SEED_810);

  it("reads chapters and sections of the whole CR", () => {
    expect(titles.get("706")).toBe("Copier des objets");
    expect(titles.get("7")).toBe("Règles supplémentaires");
    expect(titles.get("0")).toBe("Introduction");
    expect(titles.get("9")).toBe("Variantes conviviales");
    expect(titles.get("115")).toBe("Actions spéciales");
    expect(titles.get("613")).toBe("Interaction d’effets continus");
    expect(titles.get("810")).toBe("Variante du Troll à deux têtes");
    expect(titles.get("811")).toBe("Variante par Équipe");
    expect(titles.get("100")).toBe("Généralités");
  });

  it("lists the 10 chapters and every section of chapters 1, 2, 5, 6, 7 and 8", () => {
    const numbers = [...titles.keys()];
    expect(numbers.filter((n) => n.length === 1)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    const sectionsOf = (chapter: string) => numbers.filter((n) => n.length === 3 && n.startsWith(chapter)).length;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((c) => sectionsOf(String(c)))).toEqual([22, 13, 0, 0, 15, 17, 18, 12, 0]);
  });

  it("reads only the chapters from a page listing no sections, and nothing from a page without contents", () => {
    expect([...frenchSectionTitles(readFileSync(SEED_706), SEED_706).keys()]).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(frenchSectionTitles(readFileSync(SEED_2007), SEED_2007).size).toBe(0);
  });
});

describe("malformed input", () => {
  function problems(text: string, file = "bad.txt"): string[] {
    try {
      parseFrenchSeed(text, file);
    } catch (error) {
      expect(error).toBeInstanceOf(FrenchSeedError);
      return (error as FrenchSeedError).diagnostics.map(formatDiagnostic);
    }
    throw new Error("no error");
  }

  it("reports bytes that are not UTF-8", () => {
    expect(() => parseFrenchSeed(Buffer.from([0x52, 0xe8, 0x67, 0x6c, 0x65]), "latin1.txt")).toThrow("latin1.txt:1:1: not valid UTF-8");
  });

  it("reports a page without an edition label", () => {
    expect(problems("503. Copier des objets\n\n503.1. Texte.\n")).toEqual([
      'bad.txt:1:1: no edition label ("Règles MAGIC 5.2" or "Règles FR [dd/mm/yyyy]") found',
    ]);
  });

  it("reports every problem at once, each with file:line:col", () => {
    const text = [
      "Règles MAGIC 5.2", // 1
      "Un paragraphe égaré.", // 2
      "503. Copier des objets", // 3
      "503.2. Deuxième.", // 4
      "503.1. Premier.", // 5
      "503.3.", // 6
      "503.4. Quatrième.", // 7
    ].join("\n");
    expect(problems(text)).toEqual([
      "bad.txt:2:1: unexpected text before the first section heading",
      "bad.txt:5:1: rule 503.1 follows rule 503.2",
      "bad.txt:6:1: rule 503.3 has no text",
    ]);
  });

  it("reports a page with no section, and an example outside any rule's text", () => {
    expect(problems("Règles US [30/09/2011] Règles FR [04/02/2011]\n\nSommaire\n")).toEqual(['bad.txt:1:1: no section heading ("503. Copier des objets") found']);
    expect(problems("Règles MAGIC 5.2\n503. Copier des objets\n503.1.\nExemple : rien.\n")).toEqual([
      "bad.txt:3:1: rule 503.1 has no text",
      "bad.txt:4:1: example before the text of rule 503.1",
    ]);
  });

  it("reports a number printed twice that is not followed by its successor", () => {
    expect(problems("Règles MAGIC 5.2\n503. Titre\n503.1. Un.\n503.2. Deux.\n503.1. Encore.\n")).toEqual(["bad.txt:5:1: rule 503.1 appears twice"]);
  });

  it("reads a minimal page of each layout", () => {
    const inline = parseFrenchSeed("Règles MAGIC 5.2\n\n503. Titre\n\n503.1. Un.\nExemple : un exemple.\n", "a.txt");
    expect(inline!.version).toBe("2007-10-01");
    expect(inline!.sections[0]!.rules).toEqual([{ id: "503.1", text: "Un.", examples: ["Exemple : un exemple."], line: 5 }]);
    const block = parseFrenchSeed("Règles US [30/09/2011] Règles FR [04/02/2011]\n\n706. Règles supplémentaires : Copier\n\n706.1.\n\nTexte.\n", "b.txt");
    expect(block!.version).toBe("2011-02-04");
    expect(block!.sections[0]!.title).toBe("Règles supplémentaires : Copier");
    expect(block!.sections[0]!.rules).toEqual([{ id: "706.1", text: "Texte.", examples: [], line: 5 }]);
  });

  it("accepts the example label with no space or a no-break space before the colon", () => {
    const doc = parseFrenchSeed("Règles MAGIC 5.2\n503. Titre\n503.1. Un.\nExemple: a.\nExemple\u00a0: b.\n", "c.txt");
    expect(doc!.sections[0]!.rules[0]!.examples).toEqual(["Exemple: a.", "Exemple\u00a0: b."]);
  });
});
