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

/** Raw HTML in the Markdown (block or inline) becomes a text node carrying the same characters. */
const rawHtmlAsText: Plugin<[], Root> = () => (tree) => {
  visit(tree, "html", (node, index, parent) => {
    if (!parent || index === undefined) return;
    const text = { type: "text" as const, value: node.value };
    parent.children[index] = parent.type === "root" ? { type: "paragraph", children: [text] } : text;
  });
};

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(rawHtmlAsText)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeStringify);

export function renderAnnotationMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
