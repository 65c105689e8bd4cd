// The placeholders of the archive pages' frame (pages/[lang]/archive/template.astro), filled in by pages.ts.

export const TEMPLATE = {
  /** The frame's own address, in each language: every occurrence becomes the page's (canonical, alternates…). */
  path: (lang: string) => `/${lang}/archive/template/`,
  title: "ARCHIVE-TEMPLATE-TITLE",
  tab: "ARCHIVE-TEMPLATE-TAB",
  toc: "archive-template-toc",
  body: "<!--archive-template-body-->",
} as const;
