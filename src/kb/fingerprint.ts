import { createHash } from "node:crypto";

/** Whitespace normalisation used wherever two renderings of official text are compared. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

/** SHA-256 of a file's bytes (or a text), in hex: what the frontmatter records of each source. */
export function sha256(bytes: Buffer | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Fingerprint of an example (or rule) text: the first 12 hex digits of the SHA-256 of its whitespace-normalised
 * text. Scenarios record it so that `rules check` can report them stale when the example text changes.
 */
export function fingerprint(text: string): string {
  return sha256(normalizeWhitespace(text)).slice(0, 12);
}
