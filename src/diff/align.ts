// Alignment of two versions of the rules: which rule of `to` each rule of `from` became.
//
// The algorithm, in four steps; each step only considers entries the previous steps left unmatched:
//
// 1. Forced matches (forced-matches.ts): pairs a person has checked and the text alone cannot find.
// 2. Anchors: rules whose content is identical once rule numbers are masked ("see rule 502.28" = "see rule
//    702.4"): pairs with the same id, then texts that occur once on each side.
// 3. Similarity rounds. Each unmatched rule of `from` is scored against a few candidates in `to`: the rule with
//    the same number, the rules next to where its neighbours went, and the CANDIDATES rules sharing the most
//    rare-word weight with it (similarity.ts), or the newer rules that have it among theirs. A candidate's score is
//        similarity + SAME_NUMBER_BONUS · [same id] + NEIGHBOUR_BONUS · ([previous rules aligned] + [next rules aligned])
//    and pairs are taken greedily, best score first, while similarity ≥ MIN_SIMILARITY and score ≥ ACCEPT_SCORE.
//    Equal scores go to the pair whose relative positions in the two documents are closest. A pair across sections
//    (the rule's section has a counterpart, the section most of its anchored rules went to, and the candidate is
//    elsewhere) counts only if the rule resembles the candidate more, by CROSS_SECTION_MARGIN, than any rule of the
//    counterpart: step sentences repeated in every step ("Fourth, the active player gets priority", KLD 510.4) stay
//    in their step. A rule never pairs with a rule citing its number (pointsAt). Every round aligns
//    more neighbours, which raises the scores of the rules between them, so rounds repeat while they match new
//    pairs. The neighbour bonus is what follows a renumbered section whose rules were each lightly edited.
//    Then the rules left in a section and its counterparts pair when each is clearly the likeliest of the other
//    (leftInSection).
// 4. Titles: section headings and rules with subrules still unmatched ("418.5. Interaction of Continuous Effects",
//    which M10 made section 612). A title's partner is the title (heading or rule) that received what it owned
//    (a heading owns its section's rules, "418.5" owns "418.5a", "418.5b"…), scored as
//        similarity + 2 · (owned entries aligned between the two) / (entries both own) + SAME_NUMBER_BONUS · [same id]
//    and taken greedily while the score is ≥ TITLE_ACCEPT_SCORE (an equal heading title alone is enough). Only two
//    titles may pair on what they owned alone ("217.5. In Play" → "403. Battlefield"); a rule that is a sentence
//    needs similarity ≥ MIN_SIMILARITY too, unless it received what the title owned (share ≥ TITLE_TO_RULE_SHARE).
//
// 5. Splits and merges (splits.ts): rules still unmatched that are made of the sentences of a rule of the other
//    text, matched or not ("418.5a", the list of layers, became 612.1 and one subrule per layer).
//
// The numbers in capitals are tuned: thresholds.ts says what each decides and what set it, and the gold set's test
// (test/diff/gold.test.ts) guards them.
//
// Unmatched entries are removed (from) or added (to), unless they are part of a split or merge. Ids may repeat within a version (misprints such as
// 702.30d twice in 2009-10-05): entries are told apart by position, never looked up by id alone.

import { forcedMatchesFor, forcedSplitsFor } from "./forced-matches.ts";
import { PairSimilarity } from "./similarity.ts";
import { findSplitsAndMerges, type Regrouping } from "./splits.ts";
import { ruleNumbersIn } from "./text.ts";
import { ACCEPT_SCORE, CANDIDATES, CROSS_SECTION_MARGIN, GAP, HOME_CANDIDATES, LEFT_IN_SECTION_SIMILARITY, LOST_SENTENCE_RULES, MAX_ROUNDS, MIN_SIMILARITY, NEIGHBOUR_BONUS, REPEATED_SIMILARITY, SAME_NUMBER_BONUS, TITLE_ACCEPT_SCORE, TITLE_TO_RULE_SHARE } from "./thresholds.ts";
import type { ForcedSplit } from "./forced-matches.ts";
import type { Entry, VersionText } from "./version-text.ts";

interface Match {
  from: number;
  to: number;
  /** Text similarity (0…1) of the two entries; 1 when their words are the same. */
  similarity: number;
  /** Why a person forced this match, when it comes from the table (else undefined). */
  forced: string | undefined;
}

export interface Alignment {
  from: VersionText;
  to: VersionText;
  /** Matches in the order of the `to` entries. */
  matches: Match[];
  /** For each `from` entry, the index of its partner in `to`, or -1 (removed). */
  fromPartner: Int32Array;
  /** For each `to` entry, the index of its partner in `from`, or -1 (added). */
  toPartner: Int32Array;
  /** Rules of `from` that split: `whole` a from-entry, `parts` to-entries (its partner among them if it has one). */
  splits: Regrouping[];
  /** Rules of `to` that several rules merged into: `whole` a to-entry, `parts` from-entries. */
  merges: Regrouping[];
}

export function align(from: VersionText, to: VersionText): Alignment {
  const state = new AlignmentState(from, to);
  state.applyForced();
  state.anchor();
  state.similarityRounds();
  state.leftInSection();
  state.alignTitles();
  state.regroup();
  return state.result();
}

class AlignmentState {
  readonly fromPartner: Int32Array;
  readonly toPartner: Int32Array;
  /** Similarity of each from-entry with its partner. */
  private readonly similarities: Float64Array;
  private readonly forced = new Map<number, string>();
  private readonly similarity: PairSimilarity;
  private readonly fromRules: Neighbours;
  private readonly toRules: Neighbours;

  constructor(
    readonly from: VersionText,
    readonly to: VersionText,
  ) {
    this.fromPartner = new Int32Array(from.entries.length).fill(-1);
    this.toPartner = new Int32Array(to.entries.length).fill(-1);
    this.similarities = new Float64Array(from.entries.length);
    this.similarity = new PairSimilarity(from.entries, to.entries);
    this.fromRules = Neighbours.of(from);
    this.toRules = Neighbours.of(to);
  }

  private link(a: number, b: number, similarity: number): void {
    this.fromPartner[a] = b;
    this.toPartner[b] = a;
    this.similarities[a] = similarity;
  }

  private free(a: number, b: number): boolean {
    return this.fromPartner[a] === -1 && this.toPartner[b] === -1;
  }

  applyForced(): void {
    for (const forced of forcedMatchesFor(this.from.version, this.to.version)) {
      const a = this.from.entries.find((e) => e.id === forced.from.id);
      const b = this.to.entries.find((e) => e.id === forced.to.id);
      if (!a || !b || !this.free(a.index, b.index)) {
        throw new Error(
          `forced match ${forced.from.version} ${forced.from.id} → ${forced.to.version} ${forced.to.id}: ` +
            "a rule is missing or already forced elsewhere; fix the table in src/diff/forced-matches.ts",
        );
      }
      this.link(a.index, b.index, this.similarity.similarity(a.index, b.index));
      this.forced.set(a.index, forced.reason);
    }
  }

  anchor(): void {
    // Most rules keep their number and words: pair those first, cheaply, by id.
    const toById = IdIndex.of(this.to);
    const entries = this.from.entries;
    for (let i = 0; i < entries.length; i++) {
      const a = entries[i];
      if (a.heading || this.fromPartner[i] !== -1) continue;
      for (let b = toById.firstRule(a.id); b !== -1; b = toById.nextRule(b)) {
        if (this.toPartner[b] !== -1 || this.to.entries[b].masked !== a.masked) continue;
        this.link(i, b, 1);
        break;
      }
    }
    // Then the same words under another number, when they occur once on each side.
    const byText = new Map<string, { from: Entry[]; to: Entry[] }>();
    const group = (entry: Entry, side: "from" | "to") => {
      if (entry.heading) return;
      let found = byText.get(entry.masked);
      if (!found) byText.set(entry.masked, (found = { from: [], to: [] }));
      found[side].push(entry);
    };
    for (let i = 0; i < entries.length; i++) if (this.fromPartner[i] === -1) group(entries[i], "from");
    for (let i = 0; i < this.to.entries.length; i++) if (this.toPartner[i] === -1) group(this.to.entries[i], "to");
    for (const { from, to } of byText.values()) {
      if (from.length === 1 && to.length === 1) this.link(from[0].index, to[0].index, 1);
    }
  }

  /** For each section of `from`, the section of `to` most of its anchored rules went to. */
  private counterparts = new Map<string, string>();
  /** For a from-rule, its best similarity to a rule of its section's counterpart (computed when first needed). */
  private readonly bestAtHome = new Map<number, number>();

  /** Whether a pair across sections is allowed (see the header): always within the counterpart section. */
  private staysHome(a: number, b: number, similarity: number): boolean {
    const home = this.counterparts.get(this.from.entries[a].section);
    if (home === undefined || home === this.to.entries[b].section) return true;
    let best = this.bestAtHome.get(a);
    if (best === undefined) {
      best = 0;
      for (const c of this.toRules.inSection(home)) best = Math.max(best, this.similarity.similarity(a, c));
      this.bestAtHome.set(a, best);
    }
    return similarity >= best + CROSS_SECTION_MARGIN;
  }

  similarityRounds(): void {
    this.counterparts = counterpartsOf(this.from, this.to, this.fromPartner);
    const unmatchedTo = this.toRules.order.filter((b) => this.toPartner[b] === -1);
    const unmatchedFrom = this.fromRules.order.filter((a) => this.fromPartner[a] === -1);
    const index = this.similarity.index(unmatchedTo);
    const toById = IdIndex.of(this.to);
    const likely = new Map<number, number[]>();
    for (const a of unmatchedFrom) likely.set(a, index.likeliest(a, CANDIDATES));
    // And the other way: a short rewritten rule is not among the likeliest of a rule sharing its rare words with
    // longer ones (M10 214.2's "supertypes, and subtypes" point at 204; 110.3's "nontoken permanent" at 214.2).
    const reverse = this.similarity.reverseIndex(unmatchedFrom);
    for (const b of unmatchedTo) for (const a of reverse.likeliest(b, CANDIDATES)) likely.get(a)!.push(b);
    // The unmatched rules of each section, candidates for the unmatched rules of its counterpart when few.
    const unmatchedIn = new Map<string, number[]>();
    for (const b of unmatchedTo) {
      const section = this.to.entries[b].section;
      const list = unmatchedIn.get(section);
      if (list) list.push(b);
      else unmatchedIn.set(section, [b]);
    }
    const atHome = (a: number) => {
      const list = unmatchedIn.get(this.counterparts.get(this.from.entries[a].section) ?? "") ?? [];
      return list.length <= HOME_CANDIDATES ? list : [];
    };
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const proposals: Proposal[] = [];
      for (const [a, rare] of likely) {
        if (this.fromPartner[a] !== -1) continue;
        const candidates = new Set<number>(rare);
        for (let b = toById.firstRule(this.from.entries[a].id); b !== -1; b = toById.nextRule(b)) candidates.add(b);
        for (const b of this.besideAlignedNeighbours(a)) candidates.add(b);
        for (const b of atHome(a)) candidates.add(b);
        for (const b of candidates) {
          if (this.toPartner[b] !== -1) continue;
          const proposal = this.score(a, b);
          if (proposal) proposals.push(proposal);
        }
      }
      if (this.acceptGreedily(proposals) === 0) break;
    }
  }

  /**
   * A section of `to` and its counterparts (the sections of `from` most of whose rules went there, and the one most
   * of its rules came from): a rule left unmatched in one was rewritten in place as the rule left in the other it
   * resembles (at least LEFT_IN_SECTION_SIMILARITY), if each clearly resembles the other most (by
   * CROSS_SECTION_MARGIN, or the rivals that come that near resemble another rule most) and their parent rules are
   * partners (sameParents).
   * ARC rewrote 508.4, effects that refer to a defending player, as 508.5 after 508.5 became 508.4 (and added
   * 508.5a); M10 widened 213.2, a spell's card type, supertype, and subtype, to 111.3, a noncopy spell's
   * characteristics, and made 404.1 (a triggered ability begins with "when," "whenever," or "at") 603.1, in the
   * section that took most of 410.
   */
  leftInSection(): void {
    const forward = counterpartsOf(this.from, this.to, this.fromPartner);
    const backward = counterpartsOf(this.to, this.from, this.toPartner);
    const leftIn = (order: readonly number[], entries: readonly Entry[], partner: Int32Array) => {
      const left = new Map<string, number[]>();
      for (const i of order) {
        if (partner[i] !== -1 || isTitle(entries[i])) continue;
        const list = left.get(entries[i].section);
        if (list) list.push(i);
        else left.set(entries[i].section, [i]);
      }
      return left;
    };
    const fromLeft = leftIn(this.fromRules.order, this.from.entries, this.fromPartner);
    const toLeft = leftIn(this.toRules.order, this.to.entries, this.toPartner);
    // Each section of `to` with the sections of `from` most of whose rules went there, and the one most of its
    // rules came from (M10 603 took most of 410, and of 404, whose 404.1 and 404.2 became 603.1 and 603.3).
    const pools = new Map<string, Set<string>>();
    const pool = (to: string, from: string) => {
      if (!toLeft.has(to) || !fromLeft.has(from)) return;
      const sections = pools.get(to);
      if (sections) sections.add(from);
      else pools.set(to, new Set([from]));
    };
    for (const [section, home] of forward) pool(home, section);
    for (const [section, home] of backward) pool(section, home);
    for (const [home, sections] of pools) {
      const toRules = toLeft.get(home)!;
      const fromRules = [...sections].flatMap((section) => fromLeft.get(section)!);
      // Each rule left with the one left on the other side it clearly resembles most, if that one clearly
      // resembles it most as well.
      const similarities = fromRules.map((a) => toRules.map((b) => (this.pointsAt(a, b) ? 0 : this.similarity.similarity(a, b))));
      const columns = toRules.map((_, j) => similarities.map((row) => row[j]));
      /** The likeliest of some scores: an index, or -1 below LEFT_IN_SECTION_SIMILARITY. */
      const likeliest = (scores: number[]) => {
        let best = -1;
        scores.forEach((score, k) => {
          if (score >= LEFT_IN_SECTION_SIMILARITY && (best === -1 || score > scores[best])) best = k;
        });
        return best;
      };
      const rowBest = similarities.map(likeliest);
      const columnBest = columns.map(likeliest);
      // `best` is clearly the likeliest of `scores` when no other comes within CROSS_SECTION_MARGIN, or when each
      // that does is itself likeliest with another rule (M10 603.3 resembles 404.2 most, 410.2 nearly as much, but
      // 410.2 resembles 603.2 most: 404.2 → 603.3).
      const clearly = (scores: number[], best: number, rivalsBest: number[], self: number) =>
        scores.every((score, k) => k === best || score < scores[best] - CROSS_SECTION_MARGIN + 1e-12 || (rivalsBest[k] !== self && rivalsBest[k] !== -1));
      fromRules.forEach((a, i) => {
        const j = rowBest[i];
        if (j === -1 || columnBest[j] !== i || !this.sameParents(a, toRules[j])) return;
        if (!clearly(similarities[i], j, columnBest, i) || !clearly(columns[j], i, rowBest, j)) return;
        this.link(a, toRules[j], similarities[i][j]);
      });
    }
  }

  /**
   * Whether either rule cites the other's number: a rule that points at another is not that rule, it is where the
   * other's text is not (KLD 509.1i "Any abilities that trigger on blockers being declared trigger. See rule 509.4
   * for more information." is not CN2 509.4, "Fourth, any abilities that triggered on blockers being declared go on
   * the stack", which went to 509.4a).
   */
  private pointsAt(a: number, b: number): boolean {
    const [from, to] = [this.from.entries[a], this.to.entries[b]];
    // `includes` first: most texts cite no rule, and those that do rarely this one.
    return from.id !== to.id && ((to.plain.includes(from.id) && citedBy(to).has(from.id)) || (from.plain.includes(to.id) && citedBy(from).has(to.id)));
  }

  /**
   * Whether two subrules belong to rules that are partners (a rule and a subrule, or two rules, always do): M10's
   * 702.27b on the echo cards' errata, under echo, is not 502.23a on the threshold cards' errata, under threshold.
   */
  private sameParents(a: number, b: number): boolean {
    const [parentA, parentB] = [this.fromRules.parentOf(a), this.toRules.parentOf(b)];
    return parentA === -1 || parentB === -1 || this.fromPartner[parentA] === parentB;
  }

  /**
   * The GAP to-rules after where the previous rule went and the GAP rules before where the next rule went: new
   * subrules may have been inserted next to a rule's old neighbours.
   */
  private besideAlignedNeighbours(a: number): number[] {
    const previous = this.fromRules.previous(a);
    const next = this.fromRules.next(a);
    const after = previous !== -1 && this.fromPartner[previous] !== -1 ? this.toRules.rankOf(this.fromPartner[previous]) + 1 : -1;
    const before = next !== -1 && this.fromPartner[next] !== -1 ? this.toRules.rankOf(this.fromPartner[next]) - 1 : -1;
    const found = new Set<number>();
    for (let r = after; after !== -1 && r < Math.min(after + GAP, this.toRules.order.length); r++) found.add(this.toRules.order[r]);
    for (let r = before; r >= 0 && r > before - GAP; r--) found.add(this.toRules.order[r]);
    return [...found];
  }

  private score(a: number, b: number): Proposal | undefined {
    const similarity = this.similarity.similarity(a, b);
    if (similarity < MIN_SIMILARITY) return undefined;
    let score = similarity;
    if (this.from.entries[a].id === this.to.entries[b].id) score += SAME_NUMBER_BONUS;
    const previous = this.fromRules.previous(a);
    if (previous !== -1 && this.fromPartner[previous] !== -1 && this.fromPartner[previous] === this.toRules.previous(b)) {
      score += NEIGHBOUR_BONUS;
    }
    const next = this.fromRules.next(a);
    if (next !== -1 && this.fromPartner[next] !== -1 && this.fromPartner[next] === this.toRules.next(b)) {
      score += NEIGHBOUR_BONUS;
    }
    if (score < ACCEPT_SCORE || this.pointsAt(a, b) || !this.staysHome(a, b, similarity)) return undefined;
    const distance = Math.abs(a / this.from.entries.length - b / this.to.entries.length);
    return { from: a, to: b, similarity, score, distance };
  }

  private acceptGreedily(proposals: Proposal[]): number {
    proposals.sort((x, y) => y.score - x.score || x.distance - y.distance || x.from - y.from || x.to - y.to);
    let accepted = 0;
    for (const p of proposals) {
      if (!this.free(p.from, p.to)) continue;
      this.link(p.from, p.to, p.similarity);
      accepted++;
    }
    return accepted;
  }

  alignTitles(): void {
    const fromOwners = Owners.of(this.from);
    const toOwners = Owners.of(this.to);
    const shared = new Map<number, Map<number, number>>();
    for (let a = 0; a < this.from.entries.length; a++) {
      const b = this.fromPartner[a];
      if (b === -1) continue;
      for (let k = 0; k < Owners.PER_ENTRY; k++) {
        const owner = fromOwners.of(a, k);
        if (owner === -1 || this.fromPartner[owner] !== -1) continue;
        let counts = shared.get(owner);
        if (!counts) shared.set(owner, (counts = new Map()));
        for (let j = 0; j < Owners.PER_ENTRY; j++) {
          const partnerOwner = toOwners.of(b, j);
          if (partnerOwner !== -1) counts.set(partnerOwner, (counts.get(partnerOwner) ?? 0) + 1);
        }
      }
    }
    const toHeadings = HeadingWords.of(this.to);
    const toById = IdIndex.of(this.to);
    const proposals: Proposal[] = [];
    // Each candidate once per title: `seen[b] === a` once proposed for a.
    const seen = new Int32Array(this.to.entries.length).fill(-1);
    for (const a of this.from.entries) {
      if (this.fromPartner[a.index] !== -1) continue;
      const counts = shared.get(a.index);
      const propose = (b: number) => {
        if (seen[b] === a.index || this.toPartner[b] !== -1) return;
        seen[b] = a.index;
        const similarity = this.similarity.similarity(a.index, b);
        const members = fromOwners.size(a.index) + toOwners.size(b);
        const share = members === 0 ? 0 : (2 * (counts?.get(b) ?? 0)) / members;
        // Two titles may share no word ("In Play", "Battlefield"); a rule that says something must resemble its
        // partner, unless a title's rules all went under it (the title "Continuous Effects from Static Abilities"
        // became 610.3 "A continuous effect may be generated by the static ability of an object").
        if (similarity < MIN_SIMILARITY && !(isTitle(a) && (isTitle(this.to.entries[b]) || share >= TITLE_TO_RULE_SHARE))) return;
        const score = similarity + share + (a.id === this.to.entries[b].id ? SAME_NUMBER_BONUS : 0);
        if (score < TITLE_ACCEPT_SCORE) return;
        const distance = Math.abs(a.index / this.from.entries.length - b / this.to.entries.length);
        proposals.push({ from: a.index, to: b, similarity, score, distance });
      };
      for (const b of counts?.keys() ?? []) propose(b);
      for (let b = toById.first(a.id); b !== -1; b = toById.next(b)) propose(b);
      // Another heading, sharing neither rules nor number, needs a similarity ≥ TITLE_ACCEPT_SCORE: a shared word.
      if (a.heading) toHeadings.forEachSharing(a.words, propose);
    }
    this.acceptGreedily(proposals);
  }

  private splits: Regrouping[] = [];
  private merges: Regrouping[] = [];

  regroup(): void {
    const forced = forcedSplitsFor(this.from.version, this.to.version).map((f) => this.forcedSplit(f));
    const fromRelated = (a: number) => [...(this.fromPartner[a] === -1 ? [] : [this.fromPartner[a]]), ...forced.filter((s) => s.whole === a).flatMap((s) => s.parts)];
    const toRelated = (b: number) => [...(this.toPartner[b] === -1 ? [] : [this.toPartner[b]]), ...forced.filter((s) => s.parts.includes(b)).map((s) => s.whole)];
    const side = (text: VersionText, partner: Int32Array, rules: Neighbours, related: (index: number) => number[], other: Neighbours) => {
      const entries = text.entries;
      const counterparts = counterpartsOf(text, text === this.from ? this.to : this.from, partner);
      return {
        entries,
        partner,
        beside: (index: number) => rules.beside(index),
        next: (index: number) => rules.next(index),
        siblings: (index: number) => rules.siblings(index),
        related,
        home: (index: number) => {
          const rules = other.inSection(counterparts.get(entries[index].section) ?? "");
          return rules.length <= LOST_SENTENCE_RULES ? rules : [];
        },
      };
    };
    const found = findSplitsAndMerges(
      this.similarity,
      side(this.from, this.fromPartner, this.fromRules, fromRelated, this.toRules),
      side(this.to, this.toPartner, this.toRules, toRelated, this.fromRules),
      (e) => !isTitle(e),
      new Set(forced.map((s) => s.whole)),
    );
    for (const [a, b] of found.pairs) if (this.free(a, b)) this.link(a, b, this.similarity.similarity(a, b));
    this.splits = found.splits;
    this.merges = found.merges;
    for (const split of forced) {
      const whole = split.whole;
      if (this.fromPartner[whole] !== -1 || this.splits.some((r) => r.whole === whole) || this.merges.some((r) => r.parts.includes(whole))) {
        throw new ForcedSplitError(this.from.entries[whole].id, "the older rule is already matched or split");
      }
      this.splits.push(split);
    }
    this.splitLikeRepeated();
  }

  /**
   * A removed rule that says what a rule that split says (similarity ≥ REPEATED_SIMILARITY between the two older
   * rules) split the same way: M10 213.3, "The term "spell" is used to refer to a card, or a copy of a spell or
   * card, while it's on the stack", repeats 200.5 and went to the same three rules 111.1, 111.1a and 111.1b. Only a
   * rule that split whole, leaving no partner: one that kept its partner gave away a sentence or two, which a rule
   * like it need not have given (M10 309.4's "becomes blocked by a creature declared as a blocker" went to 509.4c,
   * 309.3 on blocking did not).
   */
  private splitLikeRepeated(): void {
    const regrouped = new Set<number>();
    for (const r of this.splits) regrouped.add(r.whole);
    for (const r of this.merges) for (const p of r.parts) regrouped.add(p);
    const splits = this.splits.filter((s) => this.fromPartner[s.whole] === -1);
    // Most releases have no such split: then the rules are not read.
    if (splits.length === 0) return;
    for (const a of this.fromRules.order) {
      const entry = this.from.entries[a];
      if (this.fromPartner[a] !== -1 || regrouped.has(a) || isTitle(entry)) continue;
      let best: Regrouping | undefined;
      let bestSimilarity = REPEATED_SIMILARITY;
      for (const split of splits) {
        const similarity = this.similarity.similarityOfWords(entry.words, this.from.entries[split.whole].words);
        if (similarity >= bestSimilarity) [best, bestSimilarity] = [split, similarity];
      }
      if (best) this.splits.push({ whole: a, parts: best.parts, texts: best.parts.map(() => entry.plain) });
    }
  }

  /** A forced split as a regrouping, its parts in document order. */
  private forcedSplit(forced: ForcedSplit): Regrouping {
    const whole = this.from.entries.find((e) => e.id === forced.from.id);
    const parts = forced.to.parts.map((p) => ({ entry: this.to.entries.find((e) => e.id === p.id), text: p.text }));
    if (!whole || parts.some((p) => !p.entry)) throw new ForcedSplitError(forced.from.id, "a rule is missing");
    const sorted = parts.sort((x, y) => x.entry!.index - y.entry!.index);
    return { whole: whole.index, parts: sorted.map((p) => p.entry!.index), texts: sorted.map((p) => p.text), forced: forced.reason };
  }

  result(): Alignment {
    const matches: Match[] = [];
    for (let b = 0; b < this.toPartner.length; b++) {
      const a = this.toPartner[b];
      if (a === -1) continue;
      // `forced` always set (undefined for most): every match has one shape.
      matches.push({ from: a, to: b, similarity: this.similarities[a], forced: this.forced.get(a) });
    }
    const { from, to, fromPartner, toPartner, splits, merges } = this;
    return { from, to, matches, fromPartner, toPartner, splits, merges };
  }
}

class ForcedSplitError extends Error {
  constructor(id: string, problem: string) {
    super(`forced split of ${id}: ${problem}; fix the table in src/diff/forced-matches.ts`);
  }
}

interface Proposal {
  from: number;
  to: number;
  similarity: number;
  score: number;
  distance: number;
}

/** Rules (headings left out) in document order, with each one's previous, next and parent rule; each section's rules. */
class Neighbours {
  private static readonly cache = new WeakMap<VersionText, Neighbours>();
  readonly order: number[];
  private readonly rank: Int32Array;
  private readonly parent: Int32Array;
  private readonly sections = new Map<string, number[]>();

  /** A text's rules, computed once per text (each text is aligned with the one before and the one after). */
  static of(text: VersionText): Neighbours {
    let rules = Neighbours.cache.get(text);
    if (!rules) Neighbours.cache.set(text, (rules = new Neighbours(text.entries, IdIndex.of(text))));
    return rules;
  }

  private constructor(
    private readonly entries: readonly Entry[],
    byId: IdIndex,
  ) {
    this.order = entries.filter((e) => !e.heading).map((e) => e.index);
    this.rank = new Int32Array(entries.length).fill(-1);
    this.order.forEach((index, rank) => (this.rank[index] = rank));
    this.parent = new Int32Array(entries.length).fill(-1);
    for (const e of entries) {
      if (e.heading) continue;
      // The parent rule printed before the subrule (a misprinted release may print it after: no parent then).
      const parentId = parentIdOf(e.id);
      const parent = parentId === undefined ? -1 : byId.firstRule(parentId);
      if (parent < e.index) this.parent[e.index] = parent;
      const section = this.sections.get(e.section);
      if (section) section.push(e.index);
      else this.sections.set(e.section, [e.index]);
    }
  }

  /** The rules of a section, in order. */
  inSection(section: string): readonly number[] {
    return this.sections.get(section) ?? [];
  }

  /** Position of a rule in `order`. */
  rankOf(index: number): number {
    return this.rank[index];
  }

  /** The rules before and after, and the parent rule ("613.1" of "613.1a"), those that exist. */
  beside(index: number): number[] {
    return [this.previous(index), this.next(index), this.parent[index]].filter((i) => i !== -1);
  }

  /**
   * The rules before and after at the same level, those that exist: the subrules of the same rule ("610.2b" and
   * "610.2d" of "610.2c"), or the rules of the same section ("610.2" and "610.4" of "610.3", their subrules skipped).
   */
  siblings(index: number): number[] {
    const parent = this.parent[index];
    const rank = this.rank[index];
    const found: number[] = [];
    for (let r = rank - 1; r >= 0; r--) {
      const other = this.order[r];
      if (this.parent[other] === parent) {
        if (this.entries[other].section === this.entries[index].section) found.push(other);
        break;
      }
      if (other === parent) break;
    }
    for (let r = rank + 1; r < this.order.length; r++) {
      const other = this.order[r];
      if (this.parent[other] === index) continue;
      if (this.parent[other] === parent && this.entries[other].section === this.entries[index].section) found.push(other);
      break;
    }
    return found;
  }

  /** The parent rule ("613.1" of "613.1a"), or -1. */
  parentOf(index: number): number {
    return this.parent[index];
  }

  previous(index: number): number {
    const rank = this.rank[index];
    return rank > 0 ? this.order[rank - 1] : -1;
  }

  next(index: number): number {
    const rank = this.rank[index];
    return rank !== -1 && rank + 1 < this.order.length ? this.order[rank + 1] : -1;
  }
}

/**
 * For each section of `text`, the section of `other` most of its rules' partners are in (of those as many, the
 * first in code-point order); the sections in the order of their first rule with a partner.
 */
function counterpartsOf(text: VersionText, other: VersionText, partner: Int32Array): Map<string, string> {
  const sections = Sections.of(text);
  const otherSections = Sections.of(other);
  const columns = otherSections.names.length;
  // votes[section · columns + other section]: how many rules of the one have their partner in the other.
  const votes = new Int32Array(sections.names.length * columns);
  const voted: number[] = [];
  const hasVotes = new Uint8Array(sections.names.length);
  for (let a = 0; a < partner.length; a++) {
    const b = partner[a];
    if (b === -1 || text.entries[a].heading) continue;
    const section = sections.of(a);
    if (hasVotes[section] === 0) {
      hasVotes[section] = 1;
      voted.push(section);
    }
    votes[section * columns + otherSections.of(b)]++;
  }
  const counterparts = new Map<string, string>();
  for (const section of voted) {
    const row = section * columns;
    let best = -1;
    for (let c = 0; c < columns; c++) {
      const n = votes[row + c];
      if (n === 0 || (best !== -1 && (n < votes[row + best] || (n === votes[row + best] && otherSections.names[c] > otherSections.names[best])))) continue;
      best = c;
    }
    counterparts.set(sections.names[section], otherSections.names[best]);
  }
  return counterparts;
}

/** A text's sections numbered in the order they first appear, and each entry's, computed once per text (counterpartsOf counts in a typed array). */
class Sections {
  private static readonly cache = new WeakMap<VersionText, Sections>();
  /** The section of each number. */
  readonly names: string[] = [];
  private readonly numbers: Int32Array;

  static of(text: VersionText): Sections {
    let sections = Sections.cache.get(text);
    if (!sections) Sections.cache.set(text, (sections = new Sections(text.entries)));
    return sections;
  }

  private constructor(entries: readonly Entry[]) {
    const numberOf = new Map<string, number>();
    this.numbers = new Int32Array(entries.length);
    for (let i = 0; i < entries.length; i++) {
      const section = entries[i].section;
      let n = numberOf.get(section);
      if (n === undefined) {
        numberOf.set(section, (n = this.names.length));
        this.names.push(section);
      }
      this.numbers[i] = n;
    }
  }

  /** The number of an entry's section. */
  of(index: number): number {
    return this.numbers[index];
  }
}

const citations = new WeakMap<Entry, Set<string>>();

/** The rule numbers an entry's text cites, computed once per entry. */
function citedBy(entry: Entry): Set<string> {
  let cited = citations.get(entry);
  if (!cited) citations.set(entry, (cited = new Set(ruleNumbersIn(entry.plain))));
  return cited;
}

/**
 * A text's entries by id, computed once per text: the first entry with an id, and for each entry the next one with
 * the same id (ids repeat only in misprinted releases). Two typed arrays and one map per text, not a list per id:
 * the 94-pair loop keeps one for every release, and their size was most of what its first pass kept alive (issue 16).
 */
class IdIndex {
  private static readonly cache = new WeakMap<VersionText, IdIndex>();
  private readonly firstById = new Map<string, number>();
  private readonly following: Int32Array;
  private readonly entries: readonly Entry[];

  static of(text: VersionText): IdIndex {
    let index = IdIndex.cache.get(text);
    if (!index) IdIndex.cache.set(text, (index = new IdIndex(text.entries)));
    return index;
  }

  private constructor(entries: readonly Entry[]) {
    this.entries = entries;
    this.following = new Int32Array(entries.length).fill(-1);
    // Backwards, so that the map ends with each id's first entry, and each entry's next one is the one seen before.
    for (let i = entries.length - 1; i >= 0; i--) {
      const after = this.firstById.get(entries[i].id);
      if (after !== undefined) this.following[i] = after;
      this.firstById.set(entries[i].id, i);
    }
  }

  /** The first entry (heading or rule) with this id, or -1. */
  first(id: string): number {
    return this.firstById.get(id) ?? -1;
  }

  /** The next entry after `index` with its id, or -1. */
  next(index: number): number {
    return this.following[index];
  }

  /** The first rule (not a heading) with this id, or -1. */
  firstRule(id: string): number {
    const first = this.first(id);
    return first === -1 || !this.entries[first].heading ? first : this.nextRule(first);
  }

  /** The next rule after `index` with its id, or -1. */
  nextRule(index: number): number {
    let next = this.following[index];
    while (next !== -1 && this.entries[next].heading) next = this.following[next];
    return next;
  }
}

/** A text's section headings by the words of their titles, computed once per text. */
class HeadingWords {
  private static readonly cache = new WeakMap<VersionText, HeadingWords>();
  private readonly byWord = new Map<number, number[]>();
  /** Headings without a word: similarity 1 to one another (see PairSimilarity). */
  private readonly wordless: number[] = [];

  static of(text: VersionText): HeadingWords {
    let headings = HeadingWords.cache.get(text);
    if (!headings) HeadingWords.cache.set(text, (headings = new HeadingWords(text.entries)));
    return headings;
  }

  private constructor(entries: readonly Entry[]) {
    for (const e of entries) {
      if (!e.heading) continue;
      if (e.words.length === 0) this.wordless.push(e.index);
      for (const w of e.words) {
        const list = this.byWord.get(w);
        if (list) list.push(e.index);
        else this.byWord.set(w, [e.index]);
      }
    }
  }

  /** Calls `f` on the headings sharing a word with `words` (some more than once), or the wordless ones if it is empty. */
  forEachSharing(words: Int32Array, f: (heading: number) => void): void {
    if (words.length === 0) this.wordless.forEach(f);
    for (let k = 0; k < words.length; k++) this.byWord.get(words[k])?.forEach(f);
  }
}

const SUBRULE = /^\d{3}\.\d+[a-z]$/u;

/** The id of a subrule's parent rule ("613.1" of "613.1a"), or undefined for a rule that is no subrule. */
function parentIdOf(id: string): string | undefined {
  return SUBRULE.test(id) ? id.slice(0, -1) : undefined;
}
/** A title rather than a sentence: "Interaction of Continuous Effects", "In Play", "First Strike". */
const TITLE = /^[^.:;!?\n]{1,60}$/u;
/** TITLE's 60 characters are at most 120 UTF-16 units: a longer text is no title, without reading it. */
const TITLE_MAX_UNITS = 120;

function isTitle(entry: Entry): boolean {
  return entry.heading || (entry.content.length <= TITLE_MAX_UNITS && TITLE.test(entry.content));
}

/**
 * What a section heading or a rule with subrules heads: a heading owns the rules of its section, "418.5" owns
 * "418.5a", "418.5b"… A rule's owners are its section's heading and its parent rule. Kept as typed arrays (one per
 * text, for the whole process: see IdIndex).
 */
class Owners {
  private static readonly cache = new WeakMap<VersionText, Owners>();
  /** How many owners an entry may have: its heading, then its parent rule. */
  static readonly PER_ENTRY = 2;
  /** For each entry, its heading and its parent rule (-1 for none). */
  private readonly owners: Int32Array;
  private readonly sizes: Int32Array;

  static of(text: VersionText): Owners {
    let owners = Owners.cache.get(text);
    if (!owners) Owners.cache.set(text, (owners = new Owners(text.entries, IdIndex.of(text))));
    return owners;
  }

  private constructor(entries: readonly Entry[], byId: IdIndex) {
    const headings = new Map<string, number>();
    for (const e of entries) if (e.heading) headings.set(e.section, e.index);
    this.sizes = new Int32Array(entries.length);
    this.owners = new Int32Array(Owners.PER_ENTRY * entries.length).fill(-1);
    const own = (index: number, k: number, owner: number) => {
      this.owners[Owners.PER_ENTRY * index + k] = owner;
      this.sizes[owner]++;
    };
    for (const e of entries) {
      if (e.heading) continue;
      const heading = headings.get(e.section);
      if (heading !== undefined) own(e.index, 0, heading);
      // The parent rule wherever it is printed.
      const parentId = parentIdOf(e.id);
      const parent = parentId === undefined ? -1 : byId.firstRule(parentId);
      if (parent !== -1) own(e.index, 1, parent);
    }
  }

  /** Owner `k` of an entry (0: its heading, 1: its parent rule), or -1. */
  of(index: number, k: number): number {
    return this.owners[Owners.PER_ENTRY * index + k];
  }

  /** How many entries an entry owns. */
  size(index: number): number {
    return this.sizes[index];
  }
}
