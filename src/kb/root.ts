// The project root, in a module of its own: the readers of sources need it without loading the Markdown parser.
import { fileURLToPath } from "node:url";

/** The project root (two levels above this module): the paths of rules, sources and scenarios are relative to it. */
export const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
