// Errors that point at a place in a file. Every checker collects all of them, then reports them at once.

export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  message: string;
  /** The rule id concerned, where there is one. */
  rule?: string;
}

export interface SourcePosition {
  line: number;
  column: number;
}

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}: ${d.message}`;
}

/**
 * Thrown when a file cannot be read (into the model, or as a source); carries every problem found, not just the
 * first, and may say first what could not be done because of them.
 */
export class DiagnosticsError extends Error {
  constructor(
    readonly diagnostics: Diagnostic[],
    readonly heading?: string,
  ) {
    super([...(heading ? [heading] : []), ...diagnostics.map(formatDiagnostic)].join("\n"));
    this.name = "DiagnosticsError";
  }
}
