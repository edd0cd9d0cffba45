import { sql } from "kysely";
import { getDb } from "./db.server";

let inflight: Promise<number> | null = null;

/**
 * The current content version (see the content_version migration). Requests
 * that arrive while a check is under way share it: one query serves a burst.
 */
export function currentContentVersion(): Promise<number> {
  inflight ??= sql<{ version: number | string }>`select version from content_version where id = 1`
    .execute(getDb())
    .then((r) => Number(r.rows[0]?.version ?? 0))
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
