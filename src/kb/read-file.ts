// Reading a file the project lists (a rules file, a card, a scenario): anything but a readable regular file — a
// directory named *.md, a symlink loop, a device — is a located problem, never an exception.
import { lstatSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { Diagnostic } from "./diagnostics.ts";

/** The UTF-8 text of `file` (from `root`, or absolute), or the problem that stops it being read. */
export function readProjectFile(root: string, file: string): { text: string } | { problem: Diagnostic } {
  const at = (message: string) => ({ problem: { file, line: 1, column: 1, message } });
  try {
    const stats = statSync(resolve(root, file));
    if (stats.isDirectory()) return at("is a directory, not a file");
    if (!stats.isFile()) return at("is not a regular file");
    return { text: readFileSync(resolve(root, file), "utf8") };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ELOOP") return at("cannot be read: a symbolic link loop");
    if (code === "ENOENT") return at(isLink(resolve(root, file)) ? "cannot be read: a symbolic link to nothing" : "cannot be read: no such file");
    return at(`cannot be read (${code ?? (error as Error).message})`);
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
