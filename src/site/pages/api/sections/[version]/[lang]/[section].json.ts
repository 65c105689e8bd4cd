import type { APIRoute, GetStaticPaths } from "astro";
import type { KbSection } from "../../../../../../kb/model.ts";
import { json, sectionDocument } from "../../../../../lib/api.ts";
import { knowledgeBase } from "../../../../../lib/knowledge-base.ts";

export const getStaticPaths = (() =>
  knowledgeBase().sections.map((section) => ({
    params: { version: section.version, lang: section.lang, section: section.section },
    props: { section },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => json(sectionDocument((props as { section: KbSection }).section));
