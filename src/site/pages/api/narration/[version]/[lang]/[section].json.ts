import type { APIRoute, GetStaticPaths } from "astro";
import type { Lang } from "../../../../../../kb/model.ts";
import { json, narrationDocument } from "../../../../../lib/api.ts";
import { LANGS } from "../../../../../lib/i18n.ts";
import { sectionNumbers, siteVersions } from "../../../../../lib/knowledge-base.ts";

export const getStaticPaths = (() =>
  siteVersions().flatMap((version) =>
    sectionNumbers(version).flatMap((section) => LANGS.map((lang) => ({ params: { version, lang, section } }))),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => json(narrationDocument(params.version!, params.lang as Lang, params.section!));
