import type { Statement } from "better-sqlite3";
import { sql } from "kysely";
import { getDb, getSqliteConnection } from "./db.server";

const QUERY = "select version from content_version where id = 1";
let inflight: Promise<number> | null = null;
let sqliteStatement: { connection: object; statement: Statement<[], { version: number }> } | undefined;

/**
 * The current content version (see the content_version migration), read on
 * every public page request. On SQLite one prepared statement answers
 * synchronously in microseconds; on PostgreSQL requests that arrive while a
 * check is under way share it, so one round trip serves a burst.
 */
export function currentContentVersion(): Promise<number> {
  const connection = getSqliteConnection();
  if (connection) {
    if (sqliteStatement?.connection !== connection) {
      sqliteStatement = { connection, statement: connection.prepare<[], { version: number }>(QUERY) };
    }
    return Promise.resolve(Number(sqliteStatement.statement.get()?.version ?? 0));
  }
  inflight ??= sql<{ version: number | string }>`${sql.raw(QUERY)}`
    .execute(getDb())
    .then((r) => Number(r.rows[0]?.version ?? 0))
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
