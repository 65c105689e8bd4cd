// Headless Chromium for the browser tests, driven by playwright-core: the one shipped by @sparticuz/chromium (it
// comes with `npm install`), else Debian's /usr/bin/chromium.

import { existsSync } from "node:fs";
import { chromium as playwright, type Browser } from "playwright-core";

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  const failures: string[] = [];
  try {
    const { default: sparticuz } = await import("@sparticuz/chromium");
    return await playwright.launch({ executablePath: await sparticuz.executablePath(), args: ARGS });
  } catch (error) {
    failures.push(`@sparticuz/chromium: ${(error as Error).message.split("\n")[0]}`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) {
    try {
      return await playwright.launch({ executablePath: DEBIAN_CHROMIUM, args: ARGS });
    } catch (error) {
      failures.push(`${DEBIAN_CHROMIUM}: ${(error as Error).message.split("\n")[0]}`);
    }
  } else {
    failures.push(`${DEBIAN_CHROMIUM}: not installed (apt-get install chromium)`);
  }
  throw new Error(`no headless Chromium could start:\n${failures.join("\n")}`);
}
