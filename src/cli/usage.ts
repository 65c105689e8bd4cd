import { parseArgs, type ParseArgsConfig } from "node:util";
import { isLang, type Lang } from "../kb/model.ts";

/** A bad command line: the CLI prints the message and exits 2. */
export class UsageError extends Error {}

/**
 * node:util parseArgs, with its errors turned into UsageError so the CLI reports them uniformly. An option given
 * twice, or given an empty value, is an error too: parseArgs would keep the last value, or an empty one that a
 * command reads as "not given" (`--version ''` explaining every version).
 */
export function parseOptions<T extends ParseArgsConfig["options"]>(args: string[], options: T, allowPositionals = true) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== "option") continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given more than once: give it once`);
    seen.add(token.name);
    if (token.value === "") throw new UsageError(`--${token.name} is empty: give it a value`);
  }
  return { values: parsed.values, positionals: parsed.positionals };
}

/** Longest argument a message quotes whole; a longer one is shortened to its start and its length. */
const QUOTED_ARGUMENT_LENGTH = 80;

/** `message` with every command-line argument too long to quote shortened (an argument of 100 KB is not echoed). */
export function shortenArguments(message: string, args: string[]): string {
  const long = [...new Set(args.filter((arg) => arg.length > QUOTED_ARGUMENT_LENGTH))].sort((a, b) => b.length - a.length);
  return long.reduce((text, arg) => text.replaceAll(arg, `${arg.slice(0, 40)}… (${arg.length} characters)`), message);
}

/** The value of --lang, checked. */
export function langOption(value: string): Lang {
  if (!isLang(value)) throw new UsageError(`--lang '${value}': expected en or fr`);
  return value;
}
