// Identifiers: an object's and a player's. The lowest layer of the engine: it imports nothing.
export type ObjectId = string;
export type PlayerId = string;
