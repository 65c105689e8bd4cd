import { createHash } from "node:crypto";
import { comparisonKey, plainTypography } from "./typography.ts";

/** Whitespace normalisation used wherever two renderings of official text are compared. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

/** SHA-256 of a file's bytes (or a text), in hex: what the frontmatter records of each source. */
export function sha256(bytes: Buffer | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * The fingerprint of an example's text, the one hash of its wording: the first 12 hex digits of the SHA-256 of the
 * text whitespace-normalised and in plain typography (typography.ts), so that the same sentences printed in two
 * typographies have one fingerprint. Scenarios claim the texts they were written against by it (`texts:`,
 * src/scenarios/claims.ts), the diff follows an example's text through releases by it, and the site publishes it.
 */
export function fingerprint(text: string): string {
  return sha256(comparisonKey(plainTypography(normalizeWhitespace(text)))).slice(0, 12);
}
