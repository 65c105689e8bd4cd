// Writing a file whole or not at all: the text goes to a temporary file beside it, then replaces it in one rename,
// so an interrupted import never leaves half a file, and a target that is not a regular file is refused, not
// written into (a device, a directory, a file under /proc).

import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export class WriteRefusedError extends Error {}

export function writeFileWhole(path: string, text: string): void {
  let existing;
  try {
    existing = lstatSync(path);
  } catch {
    existing = undefined;
  }
  if (existing && !existing.isFile()) throw new WriteRefusedError(`${path} exists and is not a regular file`);
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text, { flag: "wx" });
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Writes, each whole, the outputs (paths relative to root) whose text differs from what is there. */
export function writeChanged(root: string, outputs: { path: string; text: string }[]): { written: string[]; unchanged: string[] } {
  const report = { written: [] as string[], unchanged: [] as string[] };
  for (const output of outputs) {
    const full = join(root, output.path);
    if (existsSync(full) && readFileSync(full, "utf8") === output.text) report.unchanged.push(output.path);
    else {
      writeFileWhole(full, output.text);
      report.written.push(output.path);
    }
  }
  return report;
}
