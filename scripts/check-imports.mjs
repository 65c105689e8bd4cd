// Import hygiene of the project (issue 30, item 7): no import cycle under src/, type imports included, and no
// unused export. `npm run check:imports` prints every problem as `file:line:col: message` and exits 1 if there is
// any; test/imports.test.ts makes the same checks part of `npm test`.
//
// Cycles: every import of every module under src/ (TypeScript files and the frontmatter of Astro components) read
// with the TypeScript compiler's parser: `import` and `import type`, `export … from`, `import("…")` in types and
// calls, and `declare module "…"` augmentations; each group of modules that reach each other (a strongly
// connected component) is reported once, with one cycle through it, import by import.
// Unused exports: knip (knip.json), which follows the entry points (the CLI, the site's pages, scripts, tests,
// benchmarks) and reports every export and exported type that no other module imports.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Every .ts and .astro file under `dir`, relative to `root`, sorted. */
function sourceFiles(root, dir) {
  const found = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(root, file));
    else if (/\.(?:ts|astro)$/u.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(file);
  }
  return found.sort();
}

/** The TypeScript of a file: an Astro component's frontmatter (between its first two `---` lines), with the line it starts at. */
function scriptOf(file, text) {
  if (!file.endsWith(".astro")) return { code: text, firstLine: 0 };
  const m = /^---\r?\n([\s\S]*?)\r?\n---/u.exec(text);
  return { code: m ? m[1] : "", firstLine: 1 };
}

/** The module specifiers a file names, with where: imports, re-exports, import types, dynamic imports, augmentations. */
function specifiersOf(file, text) {
  const { code, firstLine } = scriptOf(file, text);
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const add = (literal) => {
    const { line, character } = source.getLineAndCharacterOfPosition(literal.getStart(source));
    found.push({ specifier: literal.text, line: line + 1 + firstLine, column: character + 1 });
  };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) add(node.moduleReference.expression);
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) add(node.name);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) add(node.argument.literal);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a relative specifier names, if it is one of `files`; packages and virtual modules are not followed. */
function resolve(from, specifier, files) {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}/index.ts`].find((candidate) => files.has(candidate));
}

/** Every import between the modules under `dir`: for each file, the files it imports, with where. */
export function importGraph(root = ROOT, dir = "src") {
  const files = new Set(sourceFiles(root, dir));
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const s of specifiersOf(file, readFileSync(path.join(root, file), "utf8"))) {
      const to = resolve(file, s.specifier, files);
      if (to) edges.push({ to, line: s.line, column: s.column });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected components of a graph with more than one module, or one importing itself (Tarjan). */
function cyclicComponents(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const connect = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const { to } of graph.get(v)) {
      if (!index.has(to)) {
        connect(to);
        low.set(v, Math.min(low.get(v), low.get(to)));
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v), index.get(to)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v).some((e) => e.to === v)) components.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest cycle through `start` inside a component, as the imports that close it. */
function cycleThrough(graph, start, members) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const edge of graph.get(v)) {
      if (!members.has(edge.to)) continue;
      if (edge.to === start) {
        const path = [{ from: v, ...edge }];
        for (let at = v; at !== start; at = previous.get(at).from) path.unshift(previous.get(at));
        return path;
      }
      if (!previous.has(edge.to)) {
        previous.set(edge.to, { from: v, ...edge });
        queue.push(edge.to);
      }
    }
  }
  return [];
}

/** Every import cycle under `dir`: one per group of modules that import each other, with the imports of one cycle. */
export function importCycles(root = ROOT, dir = "src") {
  const graph = importGraph(root, dir);
  return cyclicComponents(graph).map((modules) => ({ modules, cycle: cycleThrough(graph, modules[0], new Set(modules)) }));
}

/** A cycle as diagnostics, one line per import that closes it. */
export function describeCycle({ modules, cycle }) {
  const head = `${modules.length} module${modules.length > 1 ? "s" : ""} import each other (${modules.join(", ")}); one cycle:`;
  return [head, ...cycle.map((e) => `  ${e.from}:${e.line}:${e.column}: imports ${e.to}`)].join("\n");
}

/**
 * Every unused export and exported type of the project at `root`, as knip (the project's own, installed here) reports
 * it under that project's knip.json, each as `file:line:col: message`.
 */
export function unusedExports(root = ROOT) {
  const knip = path.join(ROOT, "node_modules", "knip", "bin", "knip.js");
  if (!existsSync(knip)) throw new Error("knip is not installed: run npm install");
  const run = spawnSync(process.execPath, [knip, "--include", "exports,types,nsExports,nsTypes,enumMembers", "--reporter", "json", "--no-progress"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  if (run.stdout.trim() === "") throw new Error(`knip failed (exit ${run.status}): ${run.stderr}`);
  const report = JSON.parse(run.stdout);
  const problems = [];
  for (const issue of report.issues ?? []) {
    for (const [kind, what] of [["exports", "export"], ["types", "exported type"], ["nsExports", "export (namespace)"], ["nsTypes", "exported type (namespace)"], ["enumMembers", "enum member"]]) {
      for (const item of Object.values(issue[kind] ?? {}).flat()) {
        problems.push(`${issue.file}:${item.line ?? 1}:${item.col ?? 1}: unused ${what} ${item.name}: nothing imports it (remove it, or its \`export\`)`);
      }
    }
  }
  return problems.sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = importCycles().map(describeCycle);
  const unused = unusedExports();
  for (const line of [...cycles, ...unused]) console.log(line);
  console.log(`${cycles.length} import cycle${cycles.length === 1 ? "" : "s"} under src/, ${unused.length} unused export${unused.length === 1 ? "" : "s"}`);
  process.exit(cycles.length + unused.length > 0 ? 1 : 0);
}
