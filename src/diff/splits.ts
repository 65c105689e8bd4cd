// Splits and merges (align.ts, step 5): what one-to-one matching cannot say. At M10 rule 418.5a, the list of
// layers, became 613.1 and its subrules 613.1a–613.1f, one layer each; 200.5 (a spell is a card, or a copy of a
// spell or card, on the stack) became 111.1a and 111.1b. The other way, several rules can become one.
//
// A rule `a` of the older text split when rules of the newer text left unmatched by steps 1–4 are made of its
// sentences. Each sentence (or clause: see sentencesOf) of `a` goes where its words are best found: to `a`'s
// partner, or to one of the unmatched candidate rules. A candidate is a part of the split when it received a
// sentence of `a` and at least PART_WITHIN of its own word weight is found in `a` (it says little else). The
// candidates of an unmatched rule `b`: the older partners of the rules beside it and of its parent rule (a split
// puts its parts side by side; a forced split's parts count as its partners) and the rules beside those partners,
// and the PART_CANDIDATES older rules sharing the most rare words with it. A part none of its likeliest wholes takes
// is offered to the next ones. A sentence found neither in the partner nor in a part may have gone to a rule with
// a partner of its own, beside the places, where the rules beside the whole went, or in the section the whole's
// section went to, found there under the words the release renamed (renames.ts); a reworded rule no part was
// offered to is searched that way too (a short sentence only found whole: see placeOf). A sentence that went nowhere
// new may have, clause by clause (clausesOf). A sentence cut in two went to the rule that holds its other half too
// (otherHalf). An
// unmatched rule between two parts joins them when most of it comes from the whole (BETWEEN_WITHIN), its words also
// found under the names the release gave them.
// A merge is the same seen from the newer text: removed rules whose sentences are found in one newer rule.
//
// A rule of `a` that had no partner and gives sentences to exactly one rule, also unmatched, has simply become
// that rule (a one-to-one match too short or too long for the similarity threshold): the pair is matched instead.

import { Renames } from "./renames.ts";
import { sentencesOf } from "./text.ts";
import { BETWEEN_WITHIN, CLAUSE_WORDS, GROWN_WITHIN, KEPT_WITHIN, MIN_SENTENCE_WORDS, MIN_SHARED_WORDS, NEAR_BEST, PART_CANDIDATES, PART_WITHIN, SENTENCE_WITHIN, SHARED_WITHIN, SHORT_SHARED_WITHIN } from "./thresholds.ts";
import { wordIds, type CandidateIndex, type PairSimilarity } from "./similarity.ts";
import type { Entry } from "./version-text.ts";

/** A whole sentence, not a piece of one: a capital to open it, a full stop to end it. */
const WHOLE_SENTENCE = /^\p{Lu}[^\n]*[.!?]\s*$/u;
/**
 * "See also the rules for timestamp order and dependency": a pointer, repeated wherever it is useful, not text that
 * moved; it is never given to a rule with a partner of its own.
 */
const CROSS_REFERENCE = /^\(?See /u;

/** One rule of one text and the rules of the other text its sentences went to (or came from). */
export interface Regrouping {
  /** The rule that split (an index into the older text's entries), or that several rules merged into (newer). */
  whole: number;
  /**
   * The rules it split into, or merged from, in document order; its one-to-one partner among them if any. A part
   * may have a partner of its own (it took in a sentence of the whole besides its own text).
   */
  parts: number[];
  /** For each part, the sentences of the whole that went there (split) or came from there (merge). */
  texts: string[];
  /** Why a person forced this split (forced-matches.ts). */
  forced?: string;
}

export interface SplitsAndMerges {
  splits: Regrouping[];
  merges: Regrouping[];
  /** One-to-one pairs found on the way (see above): [from, to]. */
  pairs: [number, number][];
}

interface Side {
  entries: readonly Entry[];
  partner: Int32Array;
  /** Structural neighbours: the rules before and after, and the parent rule. */
  beside(index: number): number[];
  /** The next rule, or -1. */
  next(index: number): number;
  /** The rules before and after at the same level (a rule's subrules skipped). */
  siblings(index: number): number[];
  /** The rules of the other text in the section where most of the rule's section went, if few. */
  home(index: number): readonly number[];
  /** The rules of the other text a rule went to or came from: its partner, or the parts of a forced split. */
  related(index: number): readonly number[];
}

export function findSplitsAndMerges(
  similarity: PairSimilarity,
  from: Side,
  to: Side,
  isCandidate: (entry: Entry) => boolean,
  /** Older rules a person split (forced-matches.ts): neither split nor merged again. */
  forced: ReadonlySet<number> = new Set(),
): SplitsAndMerges {
  const result: SplitsAndMerges = { splits: [], merges: [], pairs: [] };
  const fromChanged = changedRules(from, to);
  const toChanged = changedRules(to, from);
  // What the release renamed, learned from the rules reworded under a partner.
  const renames = Renames.learn(fromChanged.filter((a) => from.partner[a] !== -1).map((a) => [from.entries[a].words, to.entries[from.partner[a]].words]));
  const measures = (
    index: CandidateIndex,
    partWithin: Measures["partWithin"],
    wholeWithin: Measures["wholeWithin"],
    older: boolean,
  ): Measures => ({
    likeliest: (part) => index.likeliest(part, PART_CANDIDATES),
    partWithin,
    wholeWithin,
    within: (words, other) => similarity.within(words, other),
    sentenceWithin: (words, other) => similarity.withinRenamed(words, other, renames, older),
    partWithinRenamed: (words, whole) => similarity.withinRenamed(words, whole, renames, !older),
  });
  const splits = measures(similarity.reverseIndex(fromChanged), (whole, part) => similarity.toWithinFrom(whole, part), (whole, part) => similarity.fromWithinTo(whole, part), true);
  new Finder(from, to, isCandidate, splits).find(result.splits, result.pairs, false, new Set(), (whole) => forced.has(whole), fromChanged);
  // An entry takes part in one regrouping at most: a merge leaves out what a split holds.
  const inSplits = new Set<number>();
  const split = new Set<number>(forced);
  for (const s of result.splits) {
    split.add(s.whole);
    for (const p of s.parts) inSplits.add(p);
  }
  const merges = measures(similarity.index(toChanged), (whole, part) => similarity.fromWithinTo(part, whole), (whole, part) => similarity.toWithinFrom(part, whole), false);
  new Finder(to, from, isCandidate, merges).find(result.merges, result.pairs, true, split, (whole) => inSplits.has(whole) || split.has(to.partner[whole]));
  return result;
}

/** The rules of a side that can have split (or been merged into): without a partner, or worded otherwise than it; in document order. */
function changedRules(side: Side, other: Side): number[] {
  const changed: number[] = [];
  for (let i = 0; i < side.entries.length; i++) {
    const entry = side.entries[i];
    if (entry.heading) continue;
    const partner = side.partner[i];
    if (partner === -1 || other.entries[partner].key !== entry.key) changed.push(i);
  }
  return changed;
}

interface Measures {
  /** The likeliest wholes of an unmatched part. */
  likeliest(part: number): number[];
  /** The share of a part's word weight found in the whole. */
  partWithin(whole: number, part: number): number;
  /** The share of the whole's word weight found in a part. */
  wholeWithin(whole: number, part: number): number;
  within(words: Int32Array, other: Int32Array): number;
  /** The same for a sentence of the whole, its words also found under the names the release gave them (renames.ts). */
  sentenceWithin(words: Int32Array, other: Int32Array): number;
  /** The share of a part's word weight (`words`) found in the whole's words, also under the names the release gave them. */
  partWithinRenamed(words: Int32Array, whole: Int32Array): number;
}

/** Splits seen from the older text (`wholes` older, `parts` newer), or merges seen from the newer one. */
class Finder {
  constructor(
    private readonly wholes: Side,
    private readonly partsSide: Side,
    private readonly isCandidate: (entry: Entry) => boolean,
    private readonly measures: Measures,
  ) {}

  /**
   * Fills `out` with regroupings and `pairs` with plain matches; `reversed`: pairs are [part, whole]. `excluded`:
   * parts that belong elsewhere already; `excludedWhole`: wholes that do. Three methods rather than one: V8
   * optimises each apart, and a call first made after that (a path rarely taken) compiles again only the method
   * it is in, not all three (issue 16).
   */
  find(
    out: Regrouping[],
    pairs: [number, number][],
    reversed: boolean,
    excluded: ReadonlySet<number>,
    excludedWhole: (whole: number) => boolean = () => false,
    changedWholes: readonly number[] = [],
  ): void {
    const taken = new Set<number>();
    const tried = new Set<number>();
    this.offerParts(this.rankWholes(excluded, excludedWhole), out, pairs, reversed, excluded, taken, tried);
    this.regroupReworded(changedWholes, out, excluded, excludedWhole, taken, tried);
  }

  /** Each part's wholes, those holding most of its words first. */
  private rankWholes(excluded: ReadonlySet<number>, excludedWhole: (whole: number) => boolean): Map<number, [number, number][]> {
    const ranked = new Map<number, [number, number][]>();
    for (const part of this.partsSide.entries) {
      if (this.partsSide.partner[part.index] !== -1 || excluded.has(part.index) || !this.isCandidate(part)) continue;
      const wholes = new Set(this.measures.likeliest(part.index));
      for (const b of this.partsSide.beside(part.index)) {
        for (const whole of this.partsSide.related(b)) {
          wholes.add(whole);
          for (const next of this.wholes.beside(whole)) wholes.add(next);
        }
      }
      const within: [number, number][] = [];
      for (const whole of wholes) {
        if (!this.isCandidate(this.wholes.entries[whole]) || excludedWhole(whole)) continue;
        const w = this.measures.partWithin(whole, part.index);
        if (w >= PART_WITHIN) within.push([whole, w]);
      }
      if (within.length > 0) ranked.set(part.index, within.sort((x, y) => y[1] - x[1] || x[0] - y[0]));
    }
    return ranked;
  }

  /**
   * A part is offered to the wholes that hold (nearly) most of its words; if none of them takes it (their
   * sentences stayed with their partners), to the next ones: 112.7 holds more of 217.6d, which kept its
   * sentences in 405.4, than of 200.7a, which gave it one. Fills `taken` (parts) and `tried` (wholes).
   */
  private offerParts(
    ranked: Map<number, [number, number][]>,
    out: Regrouping[],
    pairs: [number, number][],
    reversed: boolean,
    excluded: ReadonlySet<number>,
    taken: Set<number>,
    tried: Set<number>,
  ): void {
    for (;;) {
      const offers = new Map<number, number[]>();
      for (const [part, wholes] of ranked) {
        if (taken.has(part)) continue;
        const open = wholes.filter(([whole]) => !tried.has(whole));
        for (const [whole, w] of open) {
          if (w < open[0][1] - NEAR_BEST) break;
          offers.set(whole, [...(offers.get(whole) ?? []), part]);
        }
      }
      if (offers.size === 0) break;
      for (const [whole, parts] of [...offers].sort((x, y) => x[0] - y[0])) {
        tried.add(whole);
        const regrouping = this.regroup(whole, parts.filter((p) => !taken.has(p)), (p) => taken.has(p) || excluded.has(p));
        if (!regrouping) continue;
        const partner = this.wholes.partner[whole];
        const gained = regrouping.parts.filter((p) => p !== partner && this.partsSide.partner[p] === -1);
        if (partner === -1 && gained.length === 1 && regrouping.parts.length === 1) {
          pairs.push(reversed ? [gained[0], whole] : [whole, gained[0]]);
        } else {
          out.push(regrouping);
        }
        for (const p of gained) taken.add(p);
      }
    }
  }

  /**
   * A reworded rule no part was offered to may still have left a sentence in a rule beside its partner, which
   * has a partner of its own (418.4b's 1/1 creature spell example went to 610.3c, the successor of 418.2).
   */
  private regroupReworded(
    changedWholes: readonly number[],
    out: Regrouping[],
    excluded: ReadonlySet<number>,
    excludedWhole: (whole: number) => boolean,
    taken: Set<number>,
    tried: ReadonlySet<number>,
  ): void {
    for (const whole of changedWholes) {
      const partner = this.wholes.partner[whole];
      if (tried.has(whole) || partner === -1 || excludedWhole(whole) || !this.isCandidate(this.wholes.entries[whole])) continue;
      if (this.measures.wholeWithin(whole, partner) >= KEPT_WITHIN) continue;
      const regrouping = this.regroup(whole, [], (p) => taken.has(p) || excluded.has(p));
      if (!regrouping) continue;
      out.push(regrouping);
      for (const p of regrouping.parts) if (p !== partner && this.partsSide.partner[p] === -1) taken.add(p);
    }
  }

  /**
   * Where each sentence of `whole` went: to its partner, to one of the candidate parts, or to a rule beside them
   * that has a partner of its own. Then the parts grow by the unmatched rules beside them made of the whole's words,
   * and take in a rule between two of them that came from the whole. Undefined if the sentences went nowhere new.
   */
  private regroup(whole: number, candidates: number[], unavailable: (part: number) => boolean): Regrouping | undefined {
    const placement = new SentencePlacement(this.wholes, this.partsSide, this.isCandidate, this.measures, whole, candidates, unavailable);
    placement.placeEverySentence();
    if (!placement.wentSomewhereNew()) return undefined;
    placement.growParts();
    placement.joinRulesBetweenParts();
    return placement.regrouping();
  }
}

/**
 * The sentences of one whole and the rules they went to, found in the steps Finder.regroup names. A sentence goes
 * to the place that holds most of its word weight (SENTENCE_WITHIN at least): the whole's partner or a candidate
 * part, else a rule with a partner of its own (a shared place) that took it in when it left the partner.
 */
class SentencePlacement {
  private readonly partner: number;
  /** The whole's partner, then the candidate parts: where a sentence is looked for first. */
  private readonly places: number[];
  /**
   * Rules with a partner of their own (other than the whole) that may have taken in a sentence of the whole: beside
   * the places, where the rules beside the whole went, and in the section the whole's section went to.
   */
  private readonly shared = new Set<number>();
  /**
   * Where the rules beside the whole went, unless beside a place too: a sentence found there and in that rule's
   * partner was copied, not moved (M10 110.4b "permanent spell", written on the model of 110.4a beside it).
   */
  private readonly besideWhole = new Set<number>();
  /** The section the whole's section went to is searched from the first sentence that did not stay with the partner. */
  private homeSearched = false;
  private readonly sentences: readonly string[];
  private readonly sentenceWords: readonly Int32Array[];
  /** The sentences each rule received, by rule, in the order they were given. */
  private readonly texts = new Map<number, string[]>();

  constructor(
    private readonly wholes: Side,
    private readonly partsSide: Side,
    private readonly isCandidate: (entry: Entry) => boolean,
    private readonly measures: Measures,
    private readonly whole: number,
    candidates: number[],
    /** Rules that belong to another regrouping already. */
    private readonly unavailable: (part: number) => boolean,
  ) {
    this.partner = wholes.partner[whole];
    this.places = this.partner === -1 ? candidates : [this.partner, ...candidates];
    for (const place of this.places) for (const b of partsSide.beside(place)) this.share(b);
    // And where the rules beside the whole went (806.3a, beside 806.3, became 805.2, which took 806.3's primary
    // player).
    for (const b of wholes.beside(whole)) {
      const place = wholes.partner[b];
      if (place !== -1 && !this.shared.has(place)) this.besideWhole.add(place);
      this.share(place);
    }
    ({ sentences: this.sentences, words: this.sentenceWords } = placeableSentences(wholes.entries[whole].plain));
  }

  /** A rule with a partner of its own, other than the whole, is a shared place. */
  private share(b: number): void {
    const partner = b === -1 ? -1 : this.partsSide.partner[b];
    if (b !== -1 && b !== this.partner && partner !== -1 && partner !== this.whole) this.shared.add(b);
  }

  /**
   * Step 1: each sentence to where it is best found; a sentence that went nowhere new may have, clause by clause
   * (clausesOf); a sentence found nowhere stays with the partner (or is gone); a sentence cut in two goes to the rule
   * holding its other half too (otherHalf).
   */
  placeEverySentence(): void {
    this.sentences.forEach((sentence, i) => {
      const best = this.placeOf(sentence, this.sentenceWords[i]);
      const clauses = best === -1 || best === this.partner ? clausesOf(sentence) : undefined;
      if (clauses && this.placedClauseByClause(clauses)) return;
      const place = best === -1 ? this.partner : best;
      if (place === -1) return;
      this.give(place, sentence);
      const other = this.otherHalf(place, this.sentenceWords[i]);
      if (other !== -1) this.give(other, sentence);
    });
  }

  /** The clauses of a sentence placed one by one, if one of them went somewhere new (a clause found nowhere stays with the partner). */
  private placedClauseByClause(clauses: Clauses): boolean {
    const placed = clauses.texts.map((clause, k) => this.placeOf(clause, clauses.words[k]));
    if (!placed.some((p) => p !== -1 && p !== this.partner)) return false;
    placed.forEach((p, k) => {
      if (p !== -1 || this.partner !== -1) this.give(p === -1 ? this.partner : p, clauses.texts[k]);
    });
    return true;
  }

  private give(place: number, sentence: string): void {
    const list = this.texts.get(place);
    if (list) list.push(sentence);
    else this.texts.set(place, [sentence]);
  }

  /** Where a sentence (or clause) is best found: a place, a shared place, or -1 (found nowhere). */
  private placeOf(sentence: string, words: Int32Array): number {
    const [best, bestWithin] = this.bestPlace(words);
    // A short sentence must be a whole one to go to a shared place (see bestSharedPlace).
    const short = words.length < MIN_SHARED_WORDS;
    if (short && !WHOLE_SENTENCE.test(sentence)) return best;
    if ((this.partner !== -1 && best === this.partner) || CROSS_REFERENCE.test(sentence)) return best;
    this.searchHome();
    return this.bestSharedPlace(words, short, best, bestWithin);
  }

  /** The share of a sentence's word weight found in a rule, its words also found under their new names. */
  private within(words: Int32Array, place: number): number {
    return this.measures.sentenceWithin(words, this.partsSide.entries[place].words);
  }

  /** The place holding most of a sentence (at least SENTENCE_WITHIN; the partner on a tie), with that share; -1 if none. */
  private bestPlace(words: Int32Array): [number, number] {
    let best = -1;
    let bestWithin = SENTENCE_WITHIN;
    for (const place of this.places) {
      const w = this.within(words, place);
      if (w > bestWithin || (w === bestWithin && place === this.partner)) {
        best = place;
        bestWithin = w;
      }
    }
    return [best, bestWithin];
  }

  /**
   * Beside the places, then in the section the whole's section went to: 214.1's "A permanent is a card or token in
   * play" went to 110.1, the successor of 200.6, though 214.1 became 110.4.
   */
  private searchHome(): void {
    if (this.homeSearched || this.partner === -1) return;
    this.homeSearched = true;
    for (const b of this.wholes.home(this.whole)) {
      this.share(b);
      this.besideWhole.delete(b);
    }
  }

  /**
   * A shared place holding more of the sentence than `best` does, SHARED_WITHIN at least. A short sentence must be
   * found there whole (SHORT_SHARED_WITHIN), most of it under its own words (renamed words fill a few words too
   * easily), in a rule whose own partner does not say it: "Some effects put tokens into play" of 216.1 → 110.5
   * "Some effects put tokens onto the battlefield" (not "Permanents come into play untapped" of 214.3 → 110.6d, on
   * status, which holds "permanents" and "untapped" under their own names). Neither goes to where a rule beside the
   * whole went when that rule's partner says it too (copied).
   */
  private bestSharedPlace(words: Int32Array, short: boolean, best: number, bestWithin: number): number {
    const sharedWithin = short ? SHORT_SHARED_WITHIN : SHARED_WITHIN;
    const copied = (place: number) => this.measures.within(words, this.wholes.entries[this.partsSide.partner[place]].words) >= SHARED_WITHIN;
    const own = (place: number) => !short || this.measures.within(words, this.partsSide.entries[place].words) >= SENTENCE_WITHIN;
    for (const place of this.shared) {
      const w = this.within(words, place);
      if (w >= sharedWithin && w > bestWithin && own(place) && !((short || this.besideWhole.has(place)) && copied(place))) {
        best = place;
        bestWithin = w;
      }
    }
    return best;
  }

  /**
   * The rule beside `place`, or next to it at its level, that holds the rest of a sentence `place` holds only part
   * of: made of the sentence's words alone, the two together holding all of it (M10 cut 418.1's "A continuous
   * effect may be generated by the resolution of a spell or ability or by a static ability of an object" into
   * 610.2 and 610.3, though 610.3 has a partner of its own). -1 if none.
   */
  private otherHalf(place: number, words: Int32Array): number {
    const at = this.partsSide.entries[place].words;
    if (words.length < MIN_SHARED_WORDS || this.measures.within(words, at) >= SHORT_SHARED_WITHIN) return -1;
    for (const b of new Set([...this.partsSide.beside(place), ...this.partsSide.siblings(place)])) {
      if (this.texts.has(b) || this.unavailable(b) || !this.isCandidate(this.partsSide.entries[b])) continue;
      const own = this.partsSide.entries[b].words;
      if (this.measures.within(own, words) < SHORT_SHARED_WITHIN) continue;
      if (this.measures.within(words, union(at, own)) >= SHORT_SHARED_WITHIN) return b;
    }
    return -1;
  }

  /** Whether a sentence went to a rule other than the partner. */
  wentSomewhereNew(): boolean {
    return [...this.texts.keys()].some((p) => p !== this.partner);
  }

  /**
   * Step 2: the parts grow by the unmatched rules beside them made of the whole's words (GROWN_WITHIN), and by
   * the rules beside those.
   */
  growParts(): void {
    const grown = [...this.texts.keys()];
    for (let i = 0; i < grown.length; i++) {
      for (const b of this.partsSide.beside(grown[i])) {
        if (!this.joinable(b) || this.measures.partWithin(this.whole, b) < GROWN_WITHIN) continue;
        this.join(b);
        grown.push(b);
      }
    }
  }

  /**
   * Step 3: a rule between two parts is one too if it says little else (612.1f, layer 6 of the abilities, between
   * the layers of colors and of power and toughness, though 418.5a never named its "ability-adding" effects), its
   * renamed words counted: M10 110.5a "A token is both owned and controlled by the player under whose control it
   * entered the battlefield", between 110.5 and 110.5b, came from 216.1's "…whoever put it into play…".
   */
  joinRulesBetweenParts(): void {
    const whole = this.wholes.entries[this.whole].words;
    for (const p of [...this.texts.keys()]) {
      const b = this.partsSide.next(p);
      if (this.joinable(b) && this.texts.has(this.partsSide.next(b)) && this.measures.partWithinRenamed(this.partsSide.entries[b].words, whole) >= BETWEEN_WITHIN) this.join(b);
    }
  }

  /** An unmatched rule, in no regrouping yet, that received nothing: it may join the parts. */
  private joinable(b: number): boolean {
    return b !== -1 && !this.texts.has(b) && !this.unavailable(b) && this.partsSide.partner[b] === -1 && this.isCandidate(this.partsSide.entries[b]);
  }

  /** A rule joins the parts with the sentence of the whole that holds most of its words ("(5) all other continuous effects" for "Layer 5: Color-changing effects"). */
  private join(b: number): void {
    const own = this.partsSide.entries[b].words;
    let source = 0;
    this.sentenceWords.forEach((words, k) => {
      if (this.measures.within(own, words) > this.measures.within(own, this.sentenceWords[source])) source = k;
    });
    this.give(b, this.sentences[source]);
  }

  /** The parts in document order (the partner among them, even if it received nothing), each with its sentences. */
  regrouping(): Regrouping {
    const parts = [...this.texts.keys()];
    if (this.partner !== -1 && !this.texts.has(this.partner)) parts.push(this.partner);
    parts.sort((x, y) => x - y);
    return { whole: this.whole, parts, texts: parts.map((p) => (this.texts.get(p) ?? []).join("").trim()) };
  }
}

/**
 * A sentence cut before ", and", ", but", ", or" (", et", ", mais", ", ou") when each side, from the comma before,
 * says enough to be placed alone (CLAUSE_WORDS): ARC moved "The player seated on the right within each team is the
 * primary player" of 806.3 to the shared team turns option 805.2, and dropped "and the player seated on the left is
 * the secondary player". Undefined for a sentence that is one clause (most are: their words are not read again).
 */
function clausesOf(sentence: string): Clauses | undefined {
  const cached = clauseCache.get(sentence);
  if (cached !== undefined) return cached ?? undefined;
  const texts: string[] = [];
  let start = 0;
  for (const cut of sentence.matchAll(CLAUSE)) {
    const end = cut.index + cut[0].length;
    // The last item of a list ("must attack, can't attack, or is affected by…") is not a clause.
    const item = sentence.slice(Math.max(start, sentence.lastIndexOf(", ", cut.index - 1)), end);
    if (wordIds(item).length >= CLAUSE_WORDS && wordIds(sentence.slice(end)).length >= CLAUSE_WORDS) {
      texts.push(sentence.slice(start, end));
      start = end;
    }
  }
  texts.push(sentence.slice(start));
  const found = texts.length > 1 ? { texts, words: texts.map((text) => wordIds(text)) } : null;
  clauseCache.set(sentence, found);
  return found ?? undefined;
}

interface Clauses {
  texts: string[];
  words: Int32Array[];
}

/** The sorted word ids of two texts together. */
function union(x: Int32Array, y: Int32Array): Int32Array {
  return Int32Array.from(new Set([...x, ...y])).sort();
}

/** The clauses of each sentence seen, null for a sentence that is one clause. */
const clauseCache = new Map<string, Clauses | null>();
const CLAUSE = /, (?=(?:and|but|or|et|mais|ou) )/gu;

/** The sentences of each text seen, with their word ids: most rules are the same from one release to the next. */
const sentenceCache = new Map<string, { sentences: string[]; words: Int32Array[] }>();

/** The sentences of a text, a piece too short to place ("Example: ") joined to the next one, and their words. */
function placeableSentences(text: string): { sentences: string[]; words: Int32Array[] } {
  const cached = sentenceCache.get(text);
  if (cached) return cached;
  const sentences: string[] = [];
  const words: Int32Array[] = [];
  let pending = "";
  for (const piece of sentencesOf(text)) {
    pending += piece;
    const ids = wordIds(pending);
    if (ids.length >= MIN_SENTENCE_WORDS) {
      sentences.push(pending);
      words.push(ids);
      pending = "";
    }
  }
  if (pending !== "") {
    if (sentences.length > 0) sentences[sentences.length - 1] += pending;
    else sentences.push(pending);
    words[sentences.length - 1] = wordIds(sentences[sentences.length - 1]);
  }
  const found = { sentences, words };
  sentenceCache.set(text, found);
  return found;
}
