import { examplesDocument, json } from "../../lib/api.ts";

export const GET = () => json(examplesDocument());
