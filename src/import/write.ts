// Writing a file whole or not at all: the text goes to a temporary file beside it, then replaces it in one rename,
// so an interrupted import never leaves half a file, and a target that is not a regular file is refused, not
// written into (a device, a directory, a file under /proc).

import { lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

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
