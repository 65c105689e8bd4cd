// How the narration names objects and players as they are now (a copy's name beside its own, a face-down creature,
// an ability of its source, an object gone by its last known information), and an object's characteristics as
// plain data: what the kernel says and what a scenario's checkpoints read.
import type { Lang } from "./describe.ts";
import type { Kernel } from "./kernel.ts";
import { words } from "./messages/catalogue.ts";
import { CATALOGUES } from "./messages/render.ts";
import type { ObjectRef, ObjectSnapshot, PlayerRef, Recipient, StackChoices } from "./narration.ts";
import { object, type ObjectId, type PlayerId, type StackInfo, type TargetRef } from "./state.ts";
import { abilityLabel } from "./values.ts";

export function objectRef(k: Kernel, id: ObjectId): ObjectRef {
  const o = k.state.objects.get(id);
  if (!o) {
    // An object that left the battlefield is named by its last known information (608.2g).
    const lastKnown = k.state.lastKnown.get(id);
    return lastKnown ? { is: "object", id, name: lastKnown.name } : { is: "gone", id };
  }
  if (o.kind === "ability") return { is: "ability", id, source: objectRef(k, o.stack!.source!) };
  if (o.kind === "combat-damage") return { is: "combat-damage", id };
  const name = k.characteristics(id).name;
  if (o.kind === "spell-copy") return { is: "spell-copy", id, original: name };
  if (!name && o.status.faceDown) return { is: "face-down", id };
  const copied = k.state.effects.some((e) => e.copy && e.affected.includes(id));
  return copied ? { is: "object", id, name, copyOf: { own: o.base.name } } : { is: "object", id, name };
}

export function objectSnapshot(k: Kernel, id: ObjectId): ObjectSnapshot {
  const o = object(k.state, id);
  const c = k.characteristics(id);
  return {
    name: c.name,
    manaCost: c.manaCost,
    colors: [...c.colors],
    types: [...c.types],
    subtypes: [...c.subtypes],
    supertypes: [...c.supertypes],
    power: c.power,
    toughness: c.toughness,
    abilities: c.abilities.map(abilityLabel),
    controller: c.controller,
    zone: o.zone,
    status: { tapped: o.status.tapped, faceDown: o.status.faceDown, flipped: o.status.flipped },
    counters: { ...o.counters },
    damage: o.damage,
  };
}

export function nameIn(k: Kernel, id: ObjectId, lang: Lang): string {
  return words(CATALOGUES[lang], lang).object(objectRef(k, id));
}

/** A refused choice may name a player who isn't in the game: by their id. */
export function playerRef(k: Kernel, id: PlayerId): PlayerRef {
  return { id, name: k.state.players.find((p) => p.id === id)?.name ?? String(id) };
}

export function recipient(k: Kernel, t: TargetRef): Recipient {
  return "object" in t ? { object: objectRef(k, t.object) } : { player: playerRef(k, t.player) };
}

export function stackChoices(k: Kernel, info: StackInfo): StackChoices {
  return { x: info.x, mode: info.mode === undefined ? undefined : info.mode + 1, targets: info.targets.map((t) => recipient(k, t)) };
}
