// The site's one build dataset. What the pages read that is computed from the project — the knowledge base, the
// engine's results (example-results.ts), the knowledge base's diffs, the outcome timeline, the archive's releases —
// and what pages derive from it (a section's history, a release's glossary) is computed once per build, on first
// use, and kept here, shared by every page of both languages. No other module of src/site/lib keeps state.

const parts = new Map<string, unknown>();

/** The part of the dataset named `name` (one name, one module), made by `make` the first time it is asked for. */
export function kept<T>(name: string, make: () => T): T {
  if (!parts.has(name)) parts.set(name, make());
  return parts.get(name) as T;
}
