import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { contentVersionNow } from "~/platform/db/content-version.server";
import { getDb, getSqliteConnection } from "~/platform/db/db.server";
import { applyListingsCsv } from "~/properties/transfer/csv-import.server";

/**
 * Issue 28 item 8: the import writes its rows with turns of the event loop
 * between them, inside its one transaction (decision 044). A timer due every
 * 5 ms stands for the requests the server answers meanwhile. All or nothing
 * still holds (decision 019): a row that fails as it is written, late in the
 * file, leaves nothing of the rows written before it.
 */
const onPostgres = process.env.TEST_DIALECT === "postgres";
const ROWS = 3_000;
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
  const seen: { written: number | null; version: number | undefined }[] = [];
  const look = () => ({ written: writtenSoFar(), version: onPostgres ? undefined : contentVersionNow() });
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
    // Every look during the import, while it wrote too, saw the committed version; the commit moved it.
    expect(new Set(seen.map((s) => s.version))).toEqual(new Set([before]));
    expect(contentVersionNow()).toBeGreaterThan(before!);
    expect(await imported()).toBe(ROWS);
  });
});
