import { parseArgs, type ParseArgsConfig } from "node:util";
import { isLang, type Lang } from "../kb/model.ts";

/** A bad command line: the CLI prints the message and exits 2. */
export class UsageError extends Error {}

/** node:util parseArgs, with its errors turned into UsageError so the CLI reports them uniformly. */
export function parseOptions<T extends ParseArgsConfig["options"]>(args: string[], options: T, allowPositionals = true) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** The value of --lang, checked. */
export function langOption(value: string): Lang {
  if (!isLang(value)) throw new UsageError(`--lang '${value}': expected en or fr`);
  return value;
}
