// Static site: rules pages per language, version and section (src/site is the Astro source folder).
// Starlight gives the frame (sidebar, Pagefind search, light/dark themes, i18n of its own interface); every page
// is generated from the knowledge base by src/site/pages with <StarlightPage>.
import { defineConfig } from "astro/config";
import starlight from "@astrojs/starlight";

export default defineConfig({
  srcDir: "./src/site",
  // SITE_OUT_DIR: the browser test builds a fixture knowledge base into another folder.
  outDir: process.env.SITE_OUT_DIR ?? "./dist",
  trailingSlash: "always",
  build: { format: "directory" },
  image: { service: { entrypoint: "astro/assets/services/noop" } },
  integrations: [
    starlight({
      title: { en: "Magic Rules, annotated", fr: "Règles de Magic annotées" },
      defaultLocale: "en",
      locales: {
        en: { label: "English", lang: "en" },
        fr: { label: "Français", lang: "fr" },
      },
      // Rules text is prose: no code blocks to highlight, so no Expressive Code bundle on every page.
      expressiveCode: false,
      customCss: ["./src/site/styles/rules.css"],
      components: {
        LanguageSelect: "./src/site/components/LanguageSelect.astro",
        Search: "./src/site/components/SearchLink.astro",
      },
      pagination: false,
    }),
  ],
});
