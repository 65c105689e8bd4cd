// The "on this page" list of a rules page: its numbered rules (not subrules), with the start of their text.

import type { MarkdownHeading } from "astro";
import type { KbRule } from "../../kb/model.ts";

const PREVIEW_LENGTH = 30;

export function ruleHeadings(rules: KbRule[]): MarkdownHeading[] {
  return rules
    .filter((rule) => !/[a-z]$/u.test(rule.id))
    .map((rule) => ({ depth: 2, slug: rule.id, text: `${rule.printedId ?? rule.id} ${preview(rule.text)}` }));
}

function preview(text: string): string {
  if (text.length <= PREVIEW_LENGTH) return text;
  return `${text.slice(0, text.lastIndexOf(" ", PREVIEW_LENGTH))}…`;
}
