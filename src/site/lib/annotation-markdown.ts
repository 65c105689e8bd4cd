// Annotation bodies are Markdown written by the project. They are rendered with remark → rehype, where raw HTML
// is shown as text (an annotation quoting "<script>" must display it, not run it) and the result is sanitised
// (no javascript: links, no event handlers), so nothing in an annotation can inject markup into a page.

import { unified, type Plugin } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { isLang, type KbAnnotation, type Lang } from "../../kb/model.ts";
import { typography } from "./i18n.ts";

/** Raw HTML in the Markdown (block or inline) becomes a text node carrying the same characters. */
const rawHtmlAsText: Plugin<[], Root> = () => (tree) => {
  visit(tree, "html", (node, index, parent) => {
    if (!parent || index === undefined) return;
    const text = { type: "text" as const, value: node.value };
    parent.children[index] = parent.type === "root" ? { type: "paragraph", children: [text] } : text;
  });
};

/** French typography in the text (never in code or link targets): a no-break space before « : ; ! ? ». */
const frenchTypography: Plugin<[], Root> = () => (tree) => {
  visit(tree, "text", (node) => {
    node.value = typography(node.value, "fr");
  });
};

const processor = (lang: Lang) => {
  const markdown = unified().use(remarkParse).use(remarkGfm).use(rawHtmlAsText);
  return (lang === "fr" ? markdown.use(frenchTypography) : markdown).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);
};
const PROCESSORS = { en: processor("en"), fr: processor("fr") };

/** An annotation body (Markdown) as HTML, with the typography of its language. */
export function renderAnnotationMarkdown(markdown: string, lang: Lang = "en"): string {
  return String(PROCESSORS[lang].processSync(markdown));
}

/** The language of an annotation's body: its file's (the language of the text it annotates), unless it says {lang=…}. */
export function annotationLang(annotation: KbAnnotation, fileLang: Lang): Lang {
  return isLang(annotation.attributes.lang) ? annotation.attributes.lang : fileLang;
}
