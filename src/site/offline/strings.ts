// What the site says about reading offline, in both languages: the offline page (an address not kept), and the
// button that keeps a whole release for reading without network.

import type { Lang } from "../../kb/model.ts";
import { typography } from "../lib/i18n.ts";

const STRINGS = {
  en: {
    offlineTitle: "Offline, and this page was not kept",
    offlineText:
      "There is no network, and this page was not read on this device before. Pages you read are kept for reading offline, their engine checks included; a release's contents page can keep the whole release.",
    offlineHome: "Home",
    keepRelease: "Keep this release offline ({size})",
    keeping: "Keeping {done} of {total} pages…",
    kept: "This release is kept: its {total} pages read without network.",
    keepFailed: "{failed} pages could not be kept (no network?): press again to retry.",
    searchOffline: "You are offline: search looks only in what this device has kept, and may find nothing. The contents pages of a kept release list every section.",
  },
  fr: {
    offlineTitle: "Hors ligne, et cette page n’a pas été conservée",
    offlineText:
      "Pas de réseau, et cette page n’a pas encore été lue sur cet appareil. Les pages lues sont conservées pour la lecture hors ligne, vérifications du moteur comprises ; le sommaire d’une version permet de conserver toute la version.",
    offlineHome: "Accueil",
    keepRelease: "Conserver cette version hors ligne ({size})",
    keeping: "Conservation de {done} pages sur {total}…",
    kept: "Cette version est conservée : ses {total} pages se lisent sans réseau.",
    keepFailed: "{failed} pages n’ont pas pu être conservées (pas de réseau ?) : appuyez de nouveau pour réessayer.",
    searchOffline: "Vous êtes hors ligne : la recherche ne porte que sur ce que cet appareil a conservé, et peut ne rien trouver. Le sommaire d’une version conservée liste toutes ses sections.",
  },
} satisfies Record<Lang, Record<string, string>>;

export type OfflineKey = keyof (typeof STRINGS)["en"];

export function offlineString(lang: Lang, key: OfflineKey): string {
  return typography(STRINGS[lang][key], lang);
}

/** "12.3 MB", "840 KB" (in the page's language: "12,3 Mo"). */
export function sizeLabel(lang: Lang, bytes: number): string {
  const [unit, value] = bytes >= 2 ** 20 ? [lang === "fr" ? "Mo" : "MB", bytes / 2 ** 20] : [lang === "fr" ? "Ko" : "KB", bytes / 1024];
  return `${value.toLocaleString(lang, { maximumFractionDigits: 1 })}\u00a0${unit}`;
}
