// Static site: rules pages per language, version and section (src/site is the Astro source folder).
import { defineConfig } from "astro/config";

export default defineConfig({
  srcDir: "./src/site",
  outDir: "./dist",
  trailingSlash: "always",
  build: { format: "directory" },
  image: { service: { entrypoint: "astro/assets/services/noop" } },
});
