// What a rule area (combat, suspend, planes, Two-Headed Giant, turn control…) plugs into the kernel. The kernel
// (game.ts) calls the hooks of every area listed in areas.ts, in that order, and names none of them: a new area is
// one module exporting a RuleArea plus one line in areas.ts.
import type { AreaWords } from "./cards.ts";
import type { Citations } from "./citations.ts";
import type { RuleViolation } from "./errors.ts";
import type { Decisions, Kernel, MoveOptions, PendingTrigger } from "./kernel.ts";
import type { InstructionHandlers } from "./resolution.ts";
import type { ZoneName } from "./ruleset.ts";
import type { GameObject, ObjectId, PlayerId, Step } from "./state.ts";
import type { Characteristics, Values } from "./values.ts";

/** One object an event moves, and the rule it cites when it narrates the move (a state-based action's). */
export interface Move {
  id: ObjectId;
  zone: ZoneName;
  rule?: string | null;
  options?: MoveOptions;
}

export interface RuleArea {
  /** The area, with the rules it implements in each numbering: "combat (506–511 / 306–311)". */
  name: string;
  /** The rules the area cites, in each release's own numbering (its module's `citationTable`). */
  citations?: Citations;
  /**
   * The card-language words the area carries out: their schemas (built from the language's parts, `l.filter`,
   * `l.instructions`…) and its keywords' names. The module also names them in the word lists' interfaces
   * (`declare module "./cards.ts"`), which is what types their handlers.
   */
  words?: AreaWords;
  /**
   * The handlers of the card-language words the area carries out (instructions.ts adds the kernel's). Declare the
   * area with `satisfies RuleArea`, so that areas.ts sees which words it handles: a word no one handles fails to compile.
   */
  instructions?: Partial<InstructionHandlers>;
  /** A game is created (Two-Headed Giant forms its teams, 810.4). */
  setUp?(game: Kernel): void;
  /** A turn begins, as the active player changes (control of that turn starts, 507.1 / 711.1). */
  beginTurn?(game: Kernel): void;
  /** The step that comes after `step` when the area inserts one (a second combat damage step, 510.5), else null. */
  stepAfter?(game: Kernel, step: Step): Step | null;
  /** As a step ends, before the next begins (mana empties, 500.4; damage wears off in the cleanup step, 514.2). */
  endStep?(game: Kernel, step: Step, next: Step): void;
  /** Turn-based actions as a step begins, before abilities trigger (untap 502.2, combat damage 510.2…). */
  beginStep?(game: Kernel, step: Step, decisions: Decisions): void;
  /** Abilities of objects outside the battlefield that trigger as a step begins (suspend in exile, the plane, 901.7). */
  triggersAtBeginningOf?(game: Kernel, step: Step): PendingTrigger[];
  /** Abilities that trigger as the last counter of a kind is removed from an object (suspend, 702.59a). */
  triggersOnLastCounterRemoved?(game: Kernel, id: ObjectId, kind: string): PendingTrigger[];
  /**
   * Abilities that trigger as a permanent leaves the battlefield for a zone, judged before it leaves (603.6d /
   * 410.10d); the kernel makes the new object in that zone their trigger object.
   */
  triggersOnLeavingBattlefield?(game: Kernel, leaving: GameObject, to: ZoneName): PendingTrigger[];
  /** How a stack object that is neither a spell nor an ability resolves (combat damage on the stack, 310.4). */
  resolvers?: Partial<Record<GameObject["kind"], (game: Kernel, o: GameObject, decisions: Decisions) => void>>;
  /**
   * State-based actions that put permanents into their owners' graveyards (704.5 / 420.5): the permanents, with the
   * rule to narrate (null: not narrated); the kernel moves those of every area at once (704.3, simultaneous.ts).
   */
  stateBasedMoves?(game: Kernel, decisions: Decisions): Move[];
  /** Other state-based actions (704 / 420): performs them, and says whether any happened. */
  stateBasedActions?(game: Kernel, decisions: Decisions): boolean;
  /** Refuses an action taken for a player by anyone but whoever makes that player's decisions (507.3 / 711.5). */
  requireDecider?(game: Kernel, player: PlayerId): void;
  /** Refuses costs paid for a player with objects that aren't that player's resources (507.3a / 711.5a). */
  requireOwnResources?(game: Kernel, player: PlayerId, objects: ObjectId[]): void;
  /** Why an object's activated abilities can't be activated now (a restriction, 602.5 / 409.4), or null. */
  activationRefusal?(game: Kernel, source: ObjectId): RuleViolation | null;
  /** Whether the area holds back the enters-the-battlefield triggers of an object that just entered, to fire later. */
  holdsEnterTriggers?(game: Kernel, id: ObjectId): boolean;
  /** What an object enters with by its copiable values, once "as enters" abilities applied (fading's counters, 702.31a). */
  entersWith?(game: Kernel, o: GameObject, values: Values): void;
  /** Replacement effects that apply as an object enters the battlefield, before it is there (a copy effect, 706.5). */
  asEnters?(game: Kernel, o: GameObject, decisions: Decisions, x: number): void;
  /** The characteristics a card is cast with when only part of it is (a split card's half, 708.2a), or null. */
  castAs?(game: Kernel, card: GameObject, characteristics: Characteristics, decisions: Decisions): Values | null;
}
