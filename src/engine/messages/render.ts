// Rendering narration events, refusals and effect descriptions in a language, through its catalogue.
import type { Lang } from "../../kb/model.ts";
import type { EffectDescription, NarrationEvent, ObjectRef, ObjectSnapshot, OrderReason, RefusalReason } from "../narration.ts";
import { plainText, segments, words, type Catalogue, type EventOf, type Segment, type Words } from "./catalogue.ts";
import { en } from "./en.ts";
import { fr } from "./fr.ts";

export type { Segment };

/** One catalogue per language of the knowledge base. */
export const CATALOGUES = { en, fr } satisfies Record<Lang, Catalogue>;

const WORDS: Record<Lang, Words> = { en: words(en, "en"), fr: words(fr, "fr") };

/** An event as text and rule citations (the site links them), starting with a capital. */
export function renderSegments(event: NarrationEvent, lang: Lang): Segment[] {
  const message = CATALOGUES[lang].events[event.action] as (e: EventOf<typeof event.action>, w: Words) => string;
  const text = message(event, WORDS[lang]);
  return segments(text.charAt(0).toUpperCase() + text.slice(1));
}

/** An event as one line of text. */
export function renderEvent(event: NarrationEvent, lang: Lang): string {
  return plainText(renderSegments(event, lang));
}

export function renderRefusal(reason: RefusalReason, lang: Lang): string {
  return plainText(segments(WORDS[lang].refusal(reason)));
}

/** A refused action (a RuleViolation's data) as a line: why, and the rule it cites. */
export function renderViolation(violation: { rule: string; reason: RefusalReason }, lang: Lang): string {
  return `${renderRefusal(violation.reason, lang)} (${CATALOGUES[lang].names.rule} ${violation.rule})`;
}

/** An object's name as a heading (the layer trace's), starting with a capital: « Le Clone (copie du Bâton chimérique) ». */
export function renderObject(ref: ObjectRef, lang: Lang): string {
  const name = WORDS[lang].object(ref);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Why the layer system applied an effect where it did, when timestamps did not decide (613.7). */
export function renderOrder(reason: OrderReason, lang: Lang): string {
  return CATALOGUES[lang].order[reason];
}

/** An object's resulting characteristics at a checkpoint, in a line. */
export function renderSnapshot(s: ObjectSnapshot, lang: Lang): string {
  return CATALOGUES[lang].snapshot(s, WORDS[lang]);
}

/** What an effect does, for the layer trace. */
export function renderEffect(d: EffectDescription, lang: Lang): string {
  return plainText(segments(WORDS[lang].effect(d)));
}
