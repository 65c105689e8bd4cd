// The `rules` command: dispatches to one module per subcommand (each exports `run(args): Promise<number>`).
import { DiagnosticsError } from "../kb/diagnostics.ts";
import { shortenArguments, UsageError } from "./usage.ts";

type Command = { summary: string; load: () => Promise<{ run(args: string[]): Promise<number> }> };

const commands: Record<string, Command> = {
  import: { summary: "sources → rules/<version>/<lang>/<section>.md", load: () => import("./import.ts") },
  check: { summary: "validate the knowledge base (schema, order, references, parity, fidelity)", load: () => import("./check.ts") },
  coverage: { summary: "examples passing / total, by rule area and release range, the whole archive", load: () => import("./coverage.ts") },
  explain: { summary: "why each characteristic has its value in an example", load: () => import("./explain.ts") },
  diff: { summary: "wording and outcome differences between two releases", load: () => import("./diff.ts") },
  trace: { summary: "one rule through every release of the archive", load: () => import("./trace.ts") },
  history: { summary: "one example through every release: status and outcome changes", load: () => import("./history.ts") },
  export: { summary: "the model as JSON", load: () => import("./export.ts") },
  release: { summary: "add a newly published release: rules release add <file> --set CODE", load: () => import("./release.ts") },
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(9)} ${c.summary}`);
  return ["usage: rules <command> [options]", "", ...lines, "", "rules <command> --help for its options"].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h") {
    console.log(usage());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    console.error(`rules: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  // A tool reading --json output gets its errors as JSON too, on stdout: { "errors": [ … ] }.
  const json = rest.includes("--json");
  try {
    return await (await command.load()).run(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      const message = shortenArguments(error.message, rest);
      if (json) printErrors([{ message }]);
      console.error(`rules ${name}: ${message}`);
      return 2;
    }
    // A malformed file (a rules file, a source): every problem at its file:line:col, no stack trace.
    if (error instanceof DiagnosticsError) {
      if (json) printErrors(error.diagnostics.map((d) => ({ ...d, message: shortenArguments(d.message, rest) })));
      console.error(shortenArguments(error.message, rest));
      return 1;
    }
    throw error;
  }
}

function printErrors(errors: object[]): void {
  console.log(JSON.stringify({ errors }, null, 2));
}

// A reader that stops early (`rules diff … | head`) closes the pipe: that is not an error of ours.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

// No top-level await: the compiled command is a CommonJS script (scripts/build-cli.mjs, for its code cache).
// An unexpected error still ends the process with its stack trace and exit code 1 (an unhandled rejection).
void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
