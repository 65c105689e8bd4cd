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

/** Thrown when a file cannot be turned into a model; carries every problem found, not just the first. */
export class DiagnosticsError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join("\n"));
    this.name = "DiagnosticsError";
  }
}
