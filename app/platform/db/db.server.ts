import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CompiledQuery, Kysely, type LogEvent, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from "kysely";
import type { Pool } from "pg";
import type { Database } from "./db-schema";
import { getEnv } from "../config.server";
import { createPostgresPool, PostgresSiteDialect, readOnNewConnection } from "./postgres.server";
import { withKeptStatements } from "./statement-cache.server";

export type Dialect = "sqlite" | "postgres";

let instance:
  | { db: Kysely<Database>; dialect: Dialect; close: () => Promise<void>; sqlite?: SQLite.Database; pool?: Pool }
  | undefined;

const queryHooks: ((durationMs: number, failed: boolean) => void)[] = [];

/** Runs `hook` after each query Kysely ran, with its duration (the metrics' database query time). */
export function onQueryTimed(hook: (durationMs: number, failed: boolean) => void): void {
  queryHooks.push(hook);
}

function timeQuery(event: LogEvent): void {
  for (const hook of queryHooks) hook(event.queryDurationMillis, event.level === "error");
}

/** PostgreSQL's pool now: connections open, idle, and requests waiting for one; undefined on SQLite. */
export function postgresPoolUse(): { total: number; idle: number; waiting: number } | undefined {
  const pool = instance?.pool;
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

export function sqlitePath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "site.db");
}

function openSqlite(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Created readable by this user only (SQLite would use 0644): it holds the
  // owners' contacts and the password hashes. SQLite gives site.db-wal and
  // site.db-shm the same mode as the database.
  fs.closeSync(fs.openSync(file, "a", 0o600));
  const database = new SQLite(file);
  // WAL lets readers go on while a save is written; busy_timeout makes a
  // second writer wait instead of failing; synchronous=NORMAL is safe in WAL.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return database;
}

const releaseHooks: (() => void)[] = [];

/**
 * Runs `hook` each time a Kysely statement or transaction on this process's
 * SQLite connection has finished: whatever it wrote is there for the next read
 * (the content version's per-turn memo is dropped so).
 */
export function onSqliteQueryDone(hook: () => void): void {
  releaseHooks.push(hook);
}

/** How long a statement waits for another process's write lock before it fails with SQLITE_BUSY (a save then says "busy"). */
export const LOCK_WAIT_MS = 5_000;

/**
 * better-sqlite3 is synchronous: with SQLite's own busy_timeout a write that
 * meets another process's lock (a CLI import, a backup) held the event loop
 * for the whole wait, every cached page and /healthz included (issue 25).
 * So the connection's busy_timeout is 0 and a statement that finds the
 * database locked is tried again after a timer, 5 ms doubling to 100 ms,
 * for LOCK_WAIT_MS; the loop serves other requests meanwhile. Only outside
 * a transaction: `begin immediate` takes the lock first, so the statements
 * inside one never meet it (decision 032).
 */
function waitingForLocks(connection: DatabaseConnection, database: SQLite.Database): DatabaseConnection {
  const busy = (error: unknown) => /^SQLITE_BUSY/.test(String((error as { code?: unknown } | null)?.code ?? ""));
  return {
    async executeQuery(query) {
      const deadline = Date.now() + LOCK_WAIT_MS;
      for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
        try {
          return await connection.executeQuery(query);
        } catch (error) {
          if (!busy(error) || database.inTransaction || Date.now() + pause > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, pause));
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

/**
 * On some errors — a full disk (SQLITE_FULL), an I/O error — SQLite ends the
 * transaction itself. Kysely then sends ROLLBACK, which fails with "cannot
 * rollback - no transaction is active" and is thrown instead of the real
 * error: the log said nothing about the disk. Roll back only what is open.
 */
class SqliteRollbackOnlyWhenOpen extends SqliteDialect {
  constructor(private readonly database: SQLite.Database) {
    super({ database });
  }

  override createDriver(): Driver {
    const database = this.database;
    return new (class extends SqliteDriver {
      /**
       * BEGIN IMMEDIATE: a transaction takes the write lock before its first
       * read. A deferred one that read before another process (a CLI, an
       * import, a second server on a shared file) committed fails at its
       * first write with SQLITE_BUSY_SNAPSHOT, at once, without the busy
       * timeout's wait: a save answered "the database did not accept the
       * change". Every transaction here writes, so none waits for nothing.
       */
      override async beginTransaction(connection: DatabaseConnection): Promise<void> {
        await connection.executeQuery(CompiledQuery.raw("begin immediate"));
      }

      /** Every statement, `begin immediate` included, waits for another process's write lock without blocking the event loop. */
      override async acquireConnection(): Promise<DatabaseConnection> {
        return waitingForLocks(await super.acquireConnection(), database);
      }

      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (database.inTransaction) await super.rollbackTransaction(connection);
      }

      override async releaseConnection(): Promise<void> {
        await super.releaseConnection();
        for (const hook of releaseHooks) hook();
      }
    })({ database: withKeptStatements(database) as SQLite.Database });
  }
}

const postgresWriteHooks: (() => void)[] = [];

/**
 * Runs `hook` each time this process has finished a statement or transaction
 * on PostgreSQL that may have written (anything but a select): the content
 * version's LISTEN connection hears of it only a little later, and a save
 * must show on this instance's very next request.
 */
export function onPostgresWriteDone(hook: () => void): void {
  postgresWriteHooks.push(hook);
}

/** Kysely over a SQLite file, set up as the site's own (this process's is getDb()). */
export function openSqliteKysely(file: string): { db: Kysely<Database>; database: SQLite.Database } {
  const database = openSqlite(file);
  // Kysely's statements wait for locks on a timer instead (waitingForLocks); a raw read here fails at once and says so.
  database.pragma("busy_timeout = 0");
  const db = new Kysely<Database>({ dialect: new SqliteRollbackOnlyWhenOpen(database), log: timeQuery });
  connections.set(db, database);
  return { db, database };
}

const connections = new WeakMap<Kysely<Database>, SQLite.Database>();

/** The SQLite connection under a Kysely opened here (openSqliteKysely); undefined on PostgreSQL. */
export function sqliteOf(db: Kysely<Database>): SQLite.Database | undefined {
  return connections.get(db);
}

/** The one Kysely instance of this process. */
export function getDb(): Kysely<Database> {
  return connection().db;
}

export function getDialect(): Dialect {
  return connection().dialect;
}

function connection() {
  if (instance) return instance;
  const env = getEnv();
  if (env.DATABASE_URL) {
    const pool = createPostgresPool(env.DATABASE_URL, 10);
    const url = env.DATABASE_URL;
    const dialect = new PostgresSiteDialect(
      { pool },
      {
        readAgain: (query) => readOnNewConnection(url, query),
        writeDone: () => {
          for (const hook of postgresWriteHooks) hook();
        },
      },
    );
    const db = new Kysely<Database>({ dialect, log: timeQuery });
    instance = { db, dialect: "postgres", close: () => db.destroy(), pool };
  } else {
    const { db, database } = openSqliteKysely(sqlitePath(env.DATA_DIR));
    instance = { db, dialect: "sqlite", close: () => db.destroy(), sqlite: database };
  }
  return instance;
}

/**
 * The SQLite connection itself, for the one hot read that must not wait in
 * Kysely's queue (the page cache's version check); undefined on PostgreSQL.
 */
export function getSqliteConnection(): SQLite.Database | undefined {
  return connection().sqlite;
}

const closeHooks: (() => void)[] = [];

/** Runs `hook` when the database is closed (the content version's LISTEN connection closes with it). */
export function onDbClose(hook: () => void): void {
  closeHooks.push(hook);
}

export async function closeDb(): Promise<void> {
  for (const hook of closeHooks) hook();
  const current = instance;
  instance = undefined;
  await current?.close();
}
