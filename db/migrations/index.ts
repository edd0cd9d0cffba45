import type { Migration } from "kysely";
import * as initial from "./20261122_1130_initial";

/**
 * Every migration, by its timestamped name. Listed by hand (not read from the
 * folder) so that the bundled server carries them. Never rename an entry.
 */
export const migrations: Record<string, Migration> = {
  "20261122_1130_initial": initial,
};
