import { json, versionsDocument } from "../../lib/api.ts";

export const GET = () => json(versionsDocument());
