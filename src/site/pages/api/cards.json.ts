import { cardsDocument, json } from "../../lib/api.ts";

export const GET = () => json(cardsDocument());
