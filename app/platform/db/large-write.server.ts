import { setImmediate as nextTurn } from "node:timers/promises";
import type SQLite from "better-sqlite3";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "./db-schema";
import { turnTaker } from "../turns";
import { checkpointedOffLoop } from "./checkpoint.server";
import { sqliteOf } from "./db.server";

/**
 * One transaction that writes tens of MB (a 20,000-row import) in turns of
 * the event loop of at most a few tens of ms each (issue 28 item 8,
 * decisions 044, 056 and 073). `work` gets the transaction and `pause`, to
 * await between rows: it gives the loop a turn every SLICE_MS.
 *
 * SQLite's search indexes are FTS5 tables kept by triggers. FTS5 holds new
 * terms in memory, writes them out as a segment every 1 MB, and after each
 * merges segments (`automerge`), all of a level at once when it holds
 * `crisismerge` of them: 50–110 ms inside the insert of whichever row came
 * next. Here, inside the transaction, they merge nothing by themselves; at
 * each turn `pause` has them write out the slice's terms and merge segments a
 * few pages a step (FTS5's 'merge', which writes the pending terms out first),
 * each step in a turn of its own, until a step finds nothing to merge. The
 * settings are put back in the commit's turn, still inside the transaction (a
 * rollback undoes them too). The commit leaves the WAL's copy to a worker
 * thread (checkpoint.server.ts). PostgreSQL: the transaction and the turns
 * (its indexes are the database server's work, not this process's).
 */
export async function inLargeWrite<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>, pause: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const sqlite = sqliteOf(db);
  if (!sqlite) return db.transaction().execute((trx) => work(trx, turnTaker(SLICE_MS)));
  const cacheSize = sqlite.pragma("cache_size", { simple: true }) as number;
  sqlite.pragma(`cache_size = ${CACHE_KIB}`);
  try {
    return await largeWrite(db, sqlite, work);
  } finally {
    sqlite.pragma(`cache_size = ${cacheSize}`);
  }
}

function largeWrite<T>(db: Kysely<Database>, sqlite: SQLite.Database, work: (trx: Transaction<Database>, pause: () => Promise<void>) => Promise<T>): Promise<T> {
  return checkpointedOffLoop(sqlite, () =>
    db.transaction().execute(async (trx) => {
      // Kysely's transaction holds the one connection: these statements run inside it.
      const search = deferSearchMerges(sqlite);
      // A merge step after each turn given, outside the slice's clock.
      const result = await work(trx, turnTaker(SLICE_MS, search.merge));
      await search.finish();
      // The commit (its own few ms of writing the last pages) in a turn of its own, with the settings put back just before it.
      await nextTurn();
      search.restore();
      return result;
    }),
  );
}

/** The loop's CPU between two turns of a large write: a slice and the one row after it stay well under 50 ms. */
export const SLICE_MS = 10;

/** SQLite's defaults (FTS5_DEFAULT_AUTOMERGE, FTS5_DEFAULT_CRISISMERGE), put back where a table had none of its own. */
const DEFAULTS = { automerge: 4, crisismerge: 16 } as const;
type Settings = Record<keyof typeof DEFAULTS, number>;
/** Inside the large write FTS5 merges nothing by itself (crisismerge: the most segments a level may hold before it must). */
const DEFERRED: Settings = { automerge: 0, crisismerge: 1000 };
/**
 * The connection's page cache during a large write, in KiB (SQLite's negative
 * cache_size). The commit writes the pages still in the cache into the WAL in
 * its one call: with the usual 2 MB that was 65 ms of CPU after 20,000 rows,
 * 33 ms with 256 KB; the rest go out a few at a time as rows are written.
 */
const CACHE_KIB = -256;
/** Pages of output a merge step writes (FTS5's 'merge', N): a few ms of CPU. */
export const MERGE_PAGES = 8;

/** FTS5's 'merge' and 'flush' commands on every search table, prepared once; the tables' own settings while they run. */
function deferSearchMerges(sqlite: SQLite.Database) {
  const names = sqlite.prepare("select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE % USING fts5%'").pluck().all() as string[];
  const changes = sqlite.prepare("select total_changes()").pluck();
  const tables = names.map((name) => {
    const t = `"${name.replaceAll('"', '""')}"`;
    const own = sqlite.prepare(`select k, v from "${name.replaceAll('"', '""')}_config" where k in ('automerge', 'crisismerge')`).all() as { k: string; v: number }[];
    const command = sqlite.prepare(`insert into ${t} (${t}, rank) values (?, ?)`);
    return {
      kept: { ...DEFAULTS, ...Object.fromEntries(own.map((r) => [r.k, Number(r.v)])) } as Settings,
      set: (settings: Settings) => {
        // FTS5 takes only an integer: better-sqlite3 binds a JavaScript number as a real, a BigInt as an integer.
        for (const [k, v] of Object.entries(settings)) command.run(k, BigInt(v));
      },
      merge: sqlite.prepare(`insert into ${t} (${t}, rank) values ('merge', ${MERGE_PAGES})`),
      flush: sqlite.prepare(`insert into ${t} (${t}) values ('flush')`),
    };
  });
  for (const table of tables) table.set(DEFERRED);
  /** One merge step on every table that has segments to merge, a turn after each, until none has (FTS5: work done moves total_changes() by 2 or more). */
  const merge = async () => {
    for (let busy = true; busy; ) {
      busy = false;
      for (const table of tables) {
        const before = changes.get() as number;
        table.merge.run();
        if ((changes.get() as number) - before < 2) continue;
        busy = true;
        await nextTurn();
      }
    }
  };
  return {
    merge,
    /** The pending terms written out and merged, a step a turn. */
    finish: async () => {
      for (const table of tables) {
        await nextTurn();
        table.flush.run();
        await nextTurn();
        await merge();
      }
    },
    /** FTS5's own settings back. */
    restore: () => {
      for (const table of tables) table.set(table.kept);
    },
  };
}

