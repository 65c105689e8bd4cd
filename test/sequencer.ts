// The order of the test files: the site's browser test first, then vitest's own order (failed, then slowest first).
// Most of the browser test's time is the site's build, a child process during which its worker only waits: started
// first, the build runs beside the other files on the second worker instead of after them.

import { BaseSequencer, type TestSpecification } from "vitest/node";

const SITE_TEST = "test/site/site.test.ts";

export default class SiteTestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSite = (file: TestSpecification) => file.moduleId.replaceAll("\\", "/").endsWith(SITE_TEST);
    return [...sorted.filter(isSite), ...sorted.filter((file) => !isSite(file))];
  }
}
