import { apiEndpoints, json } from "../../lib/api.ts";

export const GET = () => json({ endpoints: apiEndpoints() });
