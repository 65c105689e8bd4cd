import { json, rulesDocument } from "../../lib/api.ts";

export const GET = () => json(rulesDocument());
