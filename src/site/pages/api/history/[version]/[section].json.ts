import type { APIRoute, GetStaticPaths } from "astro";
import { json } from "../../../../lib/api.ts";
import { sectionNumbers, siteVersions } from "../../../../lib/knowledge-base.ts";
import { sectionHistory } from "../../../../lib/history.ts";

export const getStaticPaths = (() =>
  siteVersions().flatMap((version) => sectionNumbers(version).map((section) => ({ params: { version, section } })))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => json(sectionHistory(params.section!, params.version!));
