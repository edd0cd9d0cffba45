import type { Statement } from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { getEnv } from "../config.server";
import { getDb, getSqliteConnection, onDbClose, onPostgresWriteDone, onSqliteQueryDone } from "./db.server";
import { logger } from "../logger.server";
import { describePgError } from "./postgres.server";

const QUERY = "select version from content_version where id = 1";
/** The channel the PostgreSQL trigger notifies on each bump (migration 20261124_0670_content_version_notify). */
export const CONTENT_VERSION_CHANNEL = "content_version";
/** How often the listening connection also reads the version: a lost notification or a dead connection shows within this. */
const POLL_MS = 2000;
/** After a lost LISTEN connection, the next try is this much later, doubling up to RECONNECT_MAX_MS while the database stays away. */
const RECONNECT_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
let reconnectAfterMs = RECONNECT_MS;

let inflight: { writes: number; version: Promise<number> } | null = null;
let sqliteStatement: { connection: object; statement: Statement<[], number> } | undefined;

/**
 * The current content version (see the content_version migration) as every
 * public page request needs it, without a promise where it is known at once:
 *
 * - SQLite: one prepared statement, synchronous, microseconds, read once
 *   per turn of the event loop (below); read at all because another process
 *   (a CLI, a data migration) may write the file.
 * - PostgreSQL: the version the LISTEN connection last heard of (the trigger
 *   notifies with each bump, on any instance); undefined while that
 *   connection is not up, and the caller then asks the database
 *   (`currentContentVersion`), as every hit did before. Undefined too after
 *   this process wrote, until a read made after that write: its notification
 *   may still be on its way, and the agent who saved must not get the page
 *   from before the save.
 */
export function contentVersionNow(): number | undefined {
  if (sqliteMemo !== undefined) return sqliteMemo;
  const connection = getSqliteConnection();
  if (connection) {
    // This process's own transaction is open on the one connection (a CSV
    // import writing in turns, decision 044): a read here would see its
    // uncommitted bumps, which no one else sees, and turn every kept page
    // into a miss that waits for the commit. It holds the write lock, so the
    // version last read outside it is still the committed one.
    if (connection.inTransaction) return sqliteCommitted;
    if (sqliteStatement?.connection !== connection) {
      sqliteStatement = { connection, statement: connection.prepare<[], number>(QUERY).pluck() };
    }
    sqliteMemo = Number(sqliteStatement.statement.get() ?? 0);
    sqliteCommitted = sqliteMemo;
    setImmediate(forgetSqliteMemo);
    return sqliteMemo;
  }
  if (!listener) startListening();
  if (settledWrites === localWrites) return listened;
  settle();
  return undefined;
}

/** A version read after this process's last write, so that hits go on from what the LISTEN connection hears. */
function settle() {
  currentContentVersion().catch(() => {}); // a failed read is reported by the request that needs it
}

/**
 * SQLite: the version read once per turn of the event loop, not once per hit.
 * Still correct across processes: every request answered in this turn had
 * arrived before the turn began, so before the read, and whatever write its
 * sender had seen committed is in it. Dropped at the end of the turn
 * (setImmediate) and whenever this process's own statement or transaction
 * finishes (onSqliteQueryDone), so a save here shows on the very next request.
 */
let sqliteMemo: number | undefined;
/** The version last read outside a transaction: the committed one, while this process's own transaction is open. */
let sqliteCommitted: number | undefined;
function forgetSqliteMemo() {
  sqliteMemo = undefined;
}
onSqliteQueryDone(forgetSqliteMemo);

/**
 * The version read from the database itself; concurrent callers share one
 * round trip, unless this process wrote after it was sent.
 */
export function currentContentVersion(): Promise<number> {
  const now = getSqliteConnection() ? contentVersionNow() : undefined;
  if (now !== undefined) return Promise.resolve(now);
  if (inflight?.writes === localWrites) return inflight.version;
  const writes = localWrites;
  const read = sql<{ version: number | string }>`${sql.raw(QUERY)}`
    .execute(getDb())
    .then((r) => {
      const version = Number(r.rows[0]?.version ?? 0);
      // While the LISTEN connection is up (listened known): every write of
      // ours before this read is in it, so the hits may go on from here.
      if (listened !== undefined) {
        heard(version);
        settledWrites = Math.max(settledWrites, writes);
      }
      return version;
    })
    .finally(() => {
      if (inflight?.version === read) inflight = null;
    });
  inflight = { writes, version: read };
  return read;
}

/** PostgreSQL: writes this process finished, and how many of them a version read since covers. */
let localWrites = 0;
let settledWrites = 0;
onPostgresWriteDone(() => {
  localWrites++;
  if (listener) settle(); // the server: read at once rather than on the next request
});

// ---- PostgreSQL: LISTEN/NOTIFY, with a poll behind it ----

/** The version as last heard on the LISTEN connection; undefined when that connection is not known to be up. */
let listened: number | undefined;
let listener: { client: pg.Client; poll?: NodeJS.Timeout; retry?: NodeJS.Timeout; closed: boolean } | undefined;

function heard(version: number) {
  // Notifications come in commit order, but a poll may cross one: never go back.
  listened = listened === undefined ? version : Math.max(listened, version);
}

function startListening() {
  const url = getEnv().DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: listenerUrl(url) });
  const state: NonNullable<typeof listener> = { client, closed: false };
  listener = state;
  const lost = (err: unknown) => {
    if (state.closed) return;
    logger.warn(`content version listener lost (${describePgError(err)}); reading the version per request until it is back`);
    stop(state);
    // Connected again by itself (decision 030), not only when a request asks: a quiet site gets its notifications back too.
    state.retry = setTimeout(() => {
      if (listener !== state) return;
      listener = undefined;
      startListening();
    }, reconnectAfterMs);
    state.retry.unref();
    reconnectAfterMs = Math.min(reconnectAfterMs * 2, RECONNECT_MAX_MS);
  };
  client.on("error", lost);
  client.on("end", () => lost(new Error("connection ended")));
  client.on("notification", (message) => {
    if (message.channel !== CONTENT_VERSION_CHANNEL) return;
    const version = Number(message.payload);
    if (Number.isFinite(version)) heard(version);
  });
  const read = async () => Number((await client.query<{ version: number | string }>(QUERY)).rows[0]?.version ?? 0);
  (async () => {
    await client.connect();
    // LISTEN first, then read: a bump between the two is heard either way.
    await client.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
    heard(await read());
    reconnectAfterMs = RECONNECT_MS;
    state.poll = setInterval(() => {
      read().then(heard, lost);
    }, POLL_MS);
    state.poll.unref();
    // The connection must not keep a CLI or a test process alive.
    (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
  })().catch(lost);
}

/** The pool's address under its own application_name (`…:listen`), so that an operator tells this connection from the pool's. */
function listenerUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set("application_name", `${parsed.searchParams.get("application_name") ?? "listing-site"}:listen`);
    return parsed.toString();
  } catch {
    return url;
  }
}

function stop(state: NonNullable<typeof listener>) {
  state.closed = true;
  listened = undefined;
  clearInterval(state.poll);
  state.client.end().catch(() => {});
}

/** Closes the LISTEN connection (with the database, at shutdown). */
export function stopListening() {
  if (!listener) return;
  clearTimeout(listener.retry);
  stop(listener);
  listener = undefined;
}

onDbClose(stopListening);
onDbClose(forgetSqliteMemo);
onDbClose(() => (sqliteCommitted = undefined));
