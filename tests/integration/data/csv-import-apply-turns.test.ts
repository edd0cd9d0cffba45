import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { contentVersionNow } from "~/platform/db/content-version.server";
import { getDb, getSqliteConnection, onSqliteQueryDone } from "~/platform/db/db.server";
import { applyListingsCsv } from "~/properties/transfer/csv-import.server";

/**
 * Issue 28 item 8: the import writes its rows with turns of the event loop
 * between them, inside its one transaction (decision 044). A timer due every
 * 5 ms stands for the requests the server answers meanwhile. All or nothing
 * still holds (decision 019): a row that fails as it is written, late in the
 * file, leaves nothing of the rows written before it.
 */
const onPostgres = process.env.TEST_DIALECT === "postgres";
// SQLite needs the 3,000 rows: their WAL passes the 1,000 pages at which it would checkpoint at
// the commit (decision 056). PostgreSQL runs only the first test, where the size is not what is
// proved (all or nothing with a fault late in the file, and turns while it writes): its rows are
// network round trips, 3,000 of them 10–25 s of a worker, so it takes 1,000.
const ROWS = onPostgres ? 1_000 : 3_000;
const LATE = `Turns Apply ${ROWS - 2}`;

const file = () =>
  `title,location,listing_type,price_sale,bedrooms,description\n${Array.from(
    { length: ROWS },
    (_, i) => `Turns Apply ${i},Cheras,sale,${500_000 + i},3,"<p>Unit ${i}, <b>renovated</b>.</p>"`,
  ).join("\n")}\n`;

const imported = async () =>
  Number(
    (
      await getDb()
        .selectFrom("properties")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("title", "like", "Turns Apply %")
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A fault of the database itself, as a full disk would be: the insert of one row late in the file fails. */
async function failInsertOf(title: string) {
  if (onPostgres) {
    await sql`create function turns_fail() returns trigger language plpgsql as $$ begin if new.title = ${sql.lit(title)} then raise exception 'injected fault'; end if; return new; end $$`.execute(getDb());
    await sql`create trigger turns_fail before insert on properties for each row execute function turns_fail()`.execute(getDb());
  } else {
    await sql`create trigger turns_fail before insert on properties when new.title = ${sql.lit(title)} begin select raise(abort, 'injected fault'); end`.execute(getDb());
  }
}

afterEach(async () => {
  await sql`drop trigger if exists turns_fail ${sql.raw(onPostgres ? "on properties" : "")}`.execute(getDb());
  if (onPostgres) await sql`drop function if exists turns_fail()`.execute(getDb());
});

/**
 * SQLite: the rows the import has written so far, read on its own connection
 * (inside its transaction, so its uncommitted rows show): a count between
 * none and all means the timer ran while it wrote. null on PostgreSQL.
 */
const writtenSoFar = () =>
  (getSqliteConnection()?.prepare("select count(*) from properties where title like 'Turns Apply %'").pluck().get() as number | undefined) ?? null;

const writing = (seen: { written: number | null }[]) => seen.filter((s) => s.written !== null && s.written > 0 && s.written < ROWS - 2);

/** Runs `work` with a timer due every 5 ms standing for other requests; what it saw each time it ran. */
async function withTimer<T>(work: () => Promise<T>) {
  const seen: { written: number | null; version: number | undefined; writing: boolean }[] = [];
  const look = () => ({ written: writtenSoFar(), version: onPostgres ? undefined : contentVersionNow(), writing: getSqliteConnection()?.inTransaction ?? false });
  const timer = setInterval(() => seen.push(look()), 5);
  try {
    const result = await work().catch((error: unknown) => error);
    return { result, seen };
  } finally {
    clearInterval(timer);
  }
}

describe("a large CSV import", () => {
  it("a row that fails as it is written, late in the file, leaves nothing written; the loop turned while it wrote", { timeout: 300_000 }, async () => {
    await failInsertOf(LATE);
    const { result, seen } = await withTimer(() => applyListingsCsv(getDb(), file(), "admin@example.com"));
    expect(String(result)).toMatch(/injected fault/);
    expect(await imported()).toBe(0);
    // Seconds of checking and writing in turns of about 20 ms: dozens of answers at the least,
    // and on SQLite some of them while rows were being written (none before: the writes ran in one go).
    expect(seen.length).toBeGreaterThan(20);
    if (!onPostgres) expect(writing(seen).length).toBeGreaterThan(5);
  });

  it.skipIf(onPostgres)("SQLite: kept pages stay kept while it writes (the content version moves at the commit, not before)", { timeout: 300_000 }, async () => {
    const before = contentVersionNow();
    expect(before).toBeTypeOf("number");
    const { result, seen } = await withTimer(() => applyListingsCsv(getDb(), file(), "admin@example.com"));
    expect(result).toMatchObject({ applied: true, created: ROWS });
    expect(writing(seen).length).toBeGreaterThan(5);
    // Every look inside the import's transaction saw the committed version; the commit moved it
    // (the looks after it, while a worker copies the WAL, see the new one).
    expect(new Set(seen.filter((s) => s.writing).map((s) => s.version))).toEqual(new Set([before]));
    expect(contentVersionNow()).toBeGreaterThan(before!);
    expect(await imported()).toBe(ROWS);
  });
});

/**
 * Decision 056: SQLite copies a WAL past 1,000 pages into the database at the
 * commit, in that commit's one synchronous call (most of the import's longest
 * turn). Here the import's commit leaves the copy to a worker thread: just
 * after the commit (the first statement done that sees every row on a
 * connection of the test's own) the database file alone, without its WAL,
 * holds none of the rows; once the import has answered it holds them all,
 * and the connection checkpoints automatically again.
 */
it.skipIf(onPostgres)("SQLite: the commit leaves copying the WAL into the database to a worker thread", { timeout: 300_000 }, async () => {
  const main = getSqliteConnection()!;
  const dbFile = main.name;
  await sql`delete from properties where title like 'Turns Apply %'`.execute(getDb());
  main.pragma("wal_checkpoint(TRUNCATE)"); // the test starts from an empty WAL
  const pageSize = main.pragma("page_size", { simple: true }) as number;
  const reader = new Database(dbFile, { readonly: true });
  const count = "select count(*) from properties where title like 'Turns Apply %'";
  const committed = () => reader.prepare(count).pluck().get() as number;
  // The rows in site.db itself: a copy of the file opened without the WAL beside it.
  const inFileAlone = () => {
    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wal-")), "copy.db");
    fs.copyFileSync(dbFile, copy);
    const db = new Database(copy);
    try {
      return db.prepare(count).pluck().get() as number;
    } finally {
      db.close();
      fs.rmSync(path.dirname(copy), { recursive: true, force: true });
    }
  };
  let atCommit: { inFile: number; wal: number } | undefined;
  let watching = true;
  onSqliteQueryDone(() => {
    if (watching && !atCommit && !main.inTransaction && committed() === ROWS) atCommit = { inFile: inFileAlone(), wal: fs.statSync(`${dbFile}-wal`).size };
  });
  try {
    expect(await applyListingsCsv(getDb(), file(), "admin@example.com")).toMatchObject({ applied: true, created: ROWS });
  } finally {
    watching = false;
    reader.close();
  }
  // Enough written for SQLite to checkpoint at the commit, were it left to.
  expect(atCommit!.wal).toBeGreaterThan(1000 * pageSize);
  expect(atCommit!.inFile).toBe(0);
  expect(inFileAlone()).toBe(ROWS);
  expect(main.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
});
