// Identifiers: an object's and a player's. The lowest layer of the engine: it imports nothing.
export type ObjectId = string;
export type PlayerId = string;

/** The id of the game's n-th new object (each object's is new: 400.7). */
export const objectId = (n: number): ObjectId => `o${n}`;

/** Whether an id is one the game gave an object before its counter reached `next`: an object of the game, now or once. */
export function issuedBefore(id: ObjectId, next: number): boolean {
  const n = /^o(\d+)$/.exec(id)?.[1];
  return n !== undefined && Number(n) < next;
}
