// Basic land types (305.6–305.7 in 2011; 212.6g–h in 2007). Each basic land type carries its intrinsic mana
// ability: a land that is a Forest has "{T}: Add {G}" because it is a Forest, however it became one (305.6). An
// effect that sets a land's subtype to basic land types takes away its old land types and every ability its rules
// text gave it; abilities other effects granted stay, and the new types bring their own mana abilities (305.7).
import type { AbilityDef } from "./cards.ts";
import type { ManaSymbol } from "./mana.ts";
import type { AbilityInstance, Values } from "./values.ts";

const BASIC_LAND_MANA: Readonly<Record<string, ManaSymbol>> = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G" };

/** "{T}: Add [its symbol]": the intrinsic mana ability of one basic land type, as the rules word it (305.6). */
function intrinsicAbility(landType: string, symbol: ManaSymbol): AbilityInstance {
  const def: AbilityDef = { id: `${landType.toLowerCase()}-mana`, activated: { cost: { tap: true }, mana: true, effect: [{ addMana: `{${symbol}}` }] } };
  return { def, origin: `intrinsic:${landType}` };
}

const INTRINSIC: Readonly<Record<string, AbilityInstance>> = Object.fromEntries(
  Object.entries(BASIC_LAND_MANA).map(([landType, symbol]) => [landType, intrinsicAbility(landType, symbol)]),
);

/** 305.6: a land gets the mana ability of each basic land type it has (once its types are known, after layer 4). */
export function addIntrinsicManaAbilities(v: Values): void {
  if (!v.types.includes("land")) return;
  for (const subtype of v.subtypes) {
    const ability = INTRINSIC[subtype];
    if (ability && !v.abilities.includes(ability)) v.abilities.push(ability);
  }
}

/** 305.7: setting a land's subtype to basic land types removes the abilities of its rules text (not granted ones). */
export function setsBasicLandTypes(v: Values, subtypes: readonly string[]): boolean {
  return v.types.includes("land") && subtypes.some((t) => t in BASIC_LAND_MANA);
}
