// Reading and parsing the whole archive of English CR releases (95 numbered files, 1999–2021, about 55 MB).
// Target: a few seconds on 2 cores for one pass.
import path from "node:path";
import { bench, describe } from "vitest";
import { listReleases } from "../src/import/archive.ts";
import { readCrFile } from "../src/import/cr-text.ts";
import { PROJECT_ROOT } from "../src/kb/load.ts";

const numbered = listReleases().filter((r) => r.date >= "1999");

describe("CR archive", () => {
  bench(
    `read and parse all ${numbered.length} numbered releases`,
    () => {
      for (const release of numbered) readCrFile(path.join(PROJECT_ROOT, release.file));
    },
    { iterations: 5, warmupIterations: 1 },
  );

  bench(
    "read and parse the largest release (2021-09-24)",
    () => {
      readCrFile(path.join(PROJECT_ROOT, "sources/cr/cr-2021-09-24-MID.txt"));
    },
    { iterations: 20 },
  );
});
