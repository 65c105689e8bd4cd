// Flip cards (709 in 2011, 508 in 2007): an effect flips a permanent; the layer system then gives it its
// alternative characteristics (709.2 / 508.2).
import type { Kernel } from "./kernel.ts";
import { object, setStatus, type ObjectId } from "./state.ts";

export function flip(game: Kernel, id: ObjectId): void {
  setStatus(game.state, object(game.state, id), { flipped: true });
  game.say({ action: "flips", object: game.ref(id) });
}
