import { json } from "../../lib/api.ts";
import { apiJsonSchema } from "../../lib/api-schema.ts";

export const GET = () => json(apiJsonSchema());
