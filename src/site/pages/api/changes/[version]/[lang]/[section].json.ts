import type { APIRoute, GetStaticPaths } from "astro";
import { json } from "../../../../../lib/api.ts";
import { LANGS } from "../../../../../lib/i18n.ts";
import { sectionChanges } from "../../../../../lib/changes.ts";
import { sectionNumbers, siteVersions } from "../../../../../lib/knowledge-base.ts";

export const getStaticPaths = (() =>
  siteVersions().flatMap((version) =>
    sectionNumbers(version).flatMap((section) =>
      LANGS.flatMap((lang) => {
        const changes = sectionChanges(lang, version, section);
        return changes ? [{ params: { version, lang, section }, props: { changes } }] : [];
      }),
    ),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => json(props.changes);
