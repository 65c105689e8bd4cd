// Every tuned number of the diff, in one place: what it decides, and what set it.
//
// How they were tuned: by hand, one case at a time. Each value was set while reading a pair of releases where the
// alignment was wrong (the case is named beside it, with the commit that introduced it) and, from the gold set's
// creation on, kept only if the aligner still made the links of the gold set (test/diff/gold/alignments.yaml: 407 pairs of rules read in the
// texts, the reorganisations of M10, ZEN, M11, M20, KLD, AFR, ARC and 2003–2007 among them). The gold set is the
// gate: test/diff/gold.test.ts fails if precision or recall falls under 99% (December 2026: precision 100%,
// 397/397 judged links; recall 99.0%, 397/401 — the four links missed are M10's 200.4a → 110.5a and 404.1, 404.2 →
// 112.3c, 603.2, which `npm run bench` lists). A change of one of these numbers is measured there, never judged on
// one pair alone. Similarities are shares of rare-word weight (similarity.ts), 0…1.

// --- One-to-one alignment (align.ts, steps 3 and 4) ----------------------------------------------------------------

/** Below this similarity two rules are not paired by text (only by number, neighbours or titles). First aligner (022a2cb). */
export const MIN_SIMILARITY = 0.3;
/** A candidate pair is taken only when its score (similarity plus the bonuses below) reaches this. First aligner (022a2cb). */
export const ACCEPT_SCORE = 0.5;
/** Added to the score of a pair with the same number, and to a title pair's: most rules keep theirs. First aligner (022a2cb). */
export const SAME_NUMBER_BONUS = 0.1;
/**
 * Added to a pair's score for each of its neighbours (previous, next) already aligned with the other's: follows a
 * renumbered section whose rules were each lightly edited. First aligner (022a2cb).
 */
export const NEIGHBOUR_BONUS = 0.05;
/**
 * A title (heading, or rule with subrules) pairs with another when similarity + share of what they own aligned
 * (× 2) + same-number bonus reaches this; an equal heading title alone does. First aligner (022a2cb).
 */
export const TITLE_ACCEPT_SCORE = 0.6;
/**
 * A title pairs with a rule that is a sentence, under MIN_SIMILARITY, only when the rule received at least this
 * share of what the title owned ("418.5. Interaction of Continuous Effects" → M10 612; be30b22).
 */
export const TITLE_TO_RULE_SHARE = 0.8;
/** How many rules sharing the most rare-word weight are candidates of an unmatched rule, each way. First aligner (022a2cb). */
export const CANDIDATES = 6;
/** Similarity rounds repeat while they match new pairs, at most this many times (each aligns more neighbours). First aligner (022a2cb). */
export const MAX_ROUNDS = 8;
/**
 * A pair across sections counts only if the rule resembles the candidate more, by this much, than any rule of its
 * section's counterpart (KLD 510.4 "Fourth, the active player gets priority" stays in its step; 10b67e9); also how
 * clearly a rule left in a section must be the likeliest of the other (LEFT_IN_SECTION_SIMILARITY).
 */
export const CROSS_SECTION_MARGIN = 0.1;
/** Rules left in a section and its counterpart pair from this similarity on: below, as often unrelated as rewritten (M10 213.2 → 111.3; a49ca90). */
export const LEFT_IN_SECTION_SIMILARITY = 0.4;
/** How many rules after (before) where a rule's previous (next) rule went are candidates: rules inserted between aligned neighbours (10b67e9). */
export const GAP = 4;
/** A section's unmatched rules are all candidates for the unmatched rules of its counterpart when at most this many (be30b22). */
export const HOME_CANDIDATES = 16;
/** A lost sentence is looked for in the counterpart section of its rule's section when that section has at most this many rules (M10 214.1 → 110.1; 6685315). */
export const LOST_SENTENCE_RULES = 40;
/** Two older rules at least this similar say the same thing: a removed rule repeating one that split splits the same way (M10 213.3 repeats 200.5; 565005a). */
export const REPEATED_SIMILARITY = 0.55;

// --- Splits and merges (splits.ts, step 5) ------------------------------------------------------------------------

/** Share of a part's word weight that must come from the whole it is part of (418.5a → 612.1 and one subrule per layer; 1aaa86c). */
export const PART_WITHIN = 0.6;
/** Share of a sentence's word weight that must be found in the rule it went to (1aaa86c). */
export const SENTENCE_WITHIN = 0.6;
/** How many older rules sharing the most rare words with an unmatched rule are its likeliest wholes (1aaa86c). */
export const PART_CANDIDATES = 4;
/** A part is a candidate of every whole holding nearly, by this much, as much of it as the best one (806.7c's three sentences; ea7fb60). */
export const NEAR_BEST = 0.1;
/** Share of a sentence's word weight that must be found in a rule with a partner of its own for the sentence to go there (be30b22). */
export const SHARED_WITHIN = 0.8;
/** A sentence goes to a rule with a partner of its own only if it says this many distinct words… (be30b22) */
export const MIN_SHARED_WORDS = 8;
/** …or if this much of it is found there (whole): "Some effects put tokens into play", M10 216.1 → 110.5 (26f3c1c). */
export const SHORT_SHARED_WITHIN = 0.99;
/** Share of an unmatched rule's word weight that must be found in the whole for it to join the parts beside it (be30b22). */
export const GROWN_WITHIN = 0.75;
/** A reworded rule with this much of its word weight in its partner lost no sentence worth looking for (a cost bound; 20e4258). */
export const KEPT_WITHIN = 0.9;
/** The same for an unmatched rule between two parts, its renamed words counted (M10 612.1f, the ability layer; 0b21c16). */
export const BETWEEN_WITHIN = 0.55;
/** A clause is placed apart from the rest of its sentence when each says this many distinct words (ARC 806.3 → 805.2; ffe8820). */
export const CLAUSE_WORDS = 8;
/** A sentence of fewer words says too little to tell where it went: it is joined to the next ("Example: "; 1aaa86c). */
export const MIN_SENTENCE_WORDS = 3;

// --- Renamed words (renames.ts) -----------------------------------------------------------------------------------

/** A word x was renamed y when at least this many aligned pairs lost x and gained y… ("in play" → "on the battlefield"; 6685315) */
export const RENAME_MIN_PAIRS = 5;
/** …and at least this share of the pairs that lost x gained y. */
export const RENAMED_SHARE = 0.3;
/** A pair that lost and gained more words than this was rewritten, not renamed: it teaches nothing. */
export const RENAME_MAX_CHANGED_WORDS = 12;

// --- Candidate search (similarity.ts) -----------------------------------------------------------------------------

/** Words held by more indexed entries than this are too common to point at a partner ("the"): left out of the index (cost). */
export const MAX_POSTINGS = 24;

// --- Word diffs shown to a reader (text-diff.ts) ------------------------------------------------------------------

/** Two sentences at least this alike (Dice coefficient over their words) are one sentence, reworded. */
export const SAME_SENTENCE = 0.5;
/** A reworded sentence gets a word diff only if this share of its text is unchanged; else it reads better replaced whole. */
export const WORD_DIFF_KEPT = 0.6;
