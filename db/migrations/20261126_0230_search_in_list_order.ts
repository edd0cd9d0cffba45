import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Issue 19: a search that matches a third of the catalogue reads a page, not
 * every match (SQLite).
 *
 * The search list is the home list's order: featured first, newest
 * date_status first. `properties_public_search` is keyed by display_id, so a
 * page of it had to gather every match (13,000 for "condo" at 100,000
 * listings) and test the date index against them. This second contentless
 * FTS5 table holds the same text of each Available listing under a rowid that
 * sorts as the list does:
 *
 *   is_featured · 2^62 + (seconds of date_status since 2000) · 2^31 + display_id
 *
 * so FTS5, which returns matches in rowid order and stops at a LIMIT, gives
 * page N after reading N pages of matches, whatever the catalogue holds. The
 * low 31 bits give the display_id back (and make the rowid unique). Within
 * one second the newer listing number comes first, where the SQL order ties
 * on id. app/properties/search.server.ts reads it; the display_id-keyed table
 * stays for counts and for searches combined with filters or another sort.
 *
 * PostgreSQL: nothing (pg_trgm's GIN indexes, 20261122_1430_search_indexes.ts).
 * The trigger bodies are written out here so that this migration does the
 * same thing forever.
 */
const TABLE = "properties_search_by_list_order";
const COLUMNS = ["title", "project_name", "location", "display_id"];

/** The rowid of `row` ("new", "old" or "properties"); dates before 2000 (or unreadable) count as 2000. */
const rank = (row: string) =>
  `(${row}.is_featured * 4611686018427387904 + ` +
  `max(0, min(2147483647, coalesce(unixepoch(${row}.date_status), 946684800) - 946684800)) * 2147483648 + ${row}.display_id)`;

function indexRow(row: "new" | "properties"): string {
  const values = COLUMNS.map((column) => `' ' || ${row}.${column}`).join(", ");
  const from = row === "properties" ? " from properties" : "";
  return `insert into ${TABLE} (rowid, ${COLUMNS.join(", ")}) select ${rank(row)}, ${values}${from} where ${row}.status = 'Available';`;
}

const unindexRow = `delete from ${TABLE} where rowid = ${rank("old")};`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql.raw(`create virtual table ${TABLE} using fts5(${COLUMNS.join(", ")}, content='', contentless_delete=1, tokenize='trigram')`).execute(db);
  await sql.raw(indexRow("properties")).execute(db);
  const triggers = {
    insert: { when: "after insert", body: [indexRow("new")] },
    // Its text, its status, or its place in the order changed.
    update: { when: `after update of ${[...COLUMNS, "status", "is_featured", "date_status"].join(", ")}`, body: [unindexRow, indexRow("new")] },
    delete: { when: "after delete", body: [unindexRow] },
  };
  for (const [event, { when, body }] of Object.entries(triggers)) {
    await sql.raw(`create trigger properties_${event}_search_by_list_order ${when} on properties begin ${body.join(" ")} end`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const event of ["insert", "update", "delete"]) {
    await sql.raw(`drop trigger if exists properties_${event}_search_by_list_order`).execute(db);
  }
  await sql.raw(`drop table if exists ${TABLE}`).execute(db);
}
