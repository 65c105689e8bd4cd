// Frontmatter of the knowledge-base Markdown files.

import { z } from "zod";

const version = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u, "expected a release date YYYY-MM-DD");
const lang = z.enum(["en", "fr"]);
const source = z.object({ file: z.string().min(1), sha256: z.string().regex(/^[0-9a-f]{64}$/u, "expected a SHA-256 hex digest") }).strict();

export const sectionFrontmatter = z
  .object({
    version,
    lang,
    section: z.string().regex(/^\d{3}$/u, 'expected a section number such as "706"'),
    title: z.string().min(1),
    source,
  })
  .strict();

export const contentsFrontmatter = z
  .object({ version, lang, kind: z.literal("contents"), source })
  .strict();
