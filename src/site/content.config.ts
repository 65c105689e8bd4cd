// Starlight requires its `docs` collection. Every page of this site is generated from the knowledge base by
// src/site/pages, so the collection is defined with a loader that yields no entries.
import { defineCollection } from "astro:content";
import { docsSchema } from "@astrojs/starlight/schema";

export const collections = {
  docs: defineCollection({ loader: () => [], schema: docsSchema() }),
};
