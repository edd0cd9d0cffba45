import { PostgresAdapter, sql, type Kysely } from "kysely";

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Issue 26 item 4 (decision 037): search finds a listing by its Malay and
 * Chinese title and description, short codes as words, and the agent's own
 * short names for places.
 *
 * SQLite: the three FTS5 trigram tables are built again with the listing's
 * own-language columns (the trigram tokenizer needs no spaces, so 武吉 is
 * found inside 武吉免登豪华公寓). Each value is now indexed between two
 * spaces, so that a short code ("SS2") can be asked for as a whole word
 * (" ss2 ", " ss2,"…). The public table no longer holds the property type:
 * categories read their own index since decision 026.
 *
 * PostgreSQL: pg_trgm GIN indexes on the four new expressions (the trigrams of
 * Chinese text are its characters in threes, as on SQLite).
 *
 * Both: `search_aliases`, the agent's pairs of short and full names, which
 * raises the content version like every table public pages read.
 *
 * The trigger bodies are written out here so that this migration does the
 * same thing forever (app/properties/search.server.ts reads these tables).
 */
const OWN_LANGUAGE = ["title_ms", "title_zh", "description_ms", "description_zh"];
const PUBLIC = ["title", ...OWN_LANGUAGE, "project_name", "location", "display_id"];
const TABLES: Record<string, { columns: string[]; available: boolean; rowid: (row: string) => string }> = {
  properties_public_search: { columns: PUBLIC, available: true, rowid: (row) => `${row}.display_id` },
  properties_admin_search: {
    columns: [...PUBLIC, "id", "owner_contact", "owner_name"],
    available: false,
    rowid: (row) => `${row}.display_id`,
  },
  // The home list's order in the rowid (20261126_0230_search_in_list_order.ts).
  properties_search_by_list_order: {
    columns: PUBLIC,
    available: true,
    rowid: (row) =>
      `(${row}.is_featured * 4611686018427387904 + ` +
      `max(0, min(2147483647, coalesce(unixepoch(${row}.date_status), 946684800) - 946684800)) * 2147483648 + ${row}.display_id)`,
  },
};
const ORDER_COLUMNS: Record<string, string[]> = { properties_search_by_list_order: ["is_featured", "date_status"] };
const OLD_TRIGGERS = ["search", "search_by_list_order"].flatMap((suffix) =>
  ["insert", "update", "delete"].map((event) => `properties_${event}_${suffix}`),
);
const TRIGRAM_INDEXES = OWN_LANGUAGE.map((column) => [`properties_${column}_trgm`, `lower(${column})`] as const);

function indexRow(table: string, columns: string[], row: "new" | "properties"): string {
  const { available, rowid } = TABLES[table]!;
  const values = columns.map((c) => `' ' || ${row}.${c} || ' '`).join(", ");
  const from = row === "properties" ? " from properties" : "";
  const where = available ? ` where ${row}.status = 'Available'` : "";
  return `insert into ${table} (rowid, ${columns.join(", ")}) select ${rowid(row)}, ${values}${from}${where};`;
}

/**
 * The trigger that keeps `table` in step. Going down, the names are the older
 * migrations' own (one `properties_{event}_search` for the public and admin
 * tables, `properties_{event}_search_by_list_order` for the third), so that
 * their `down` finds and drops them; otherwise a trigger left behind writes
 * into a table they have dropped and every insert fails.
 */
function triggerName(table: string, event: string, legacy: boolean): string {
  if (!legacy) return `${table}_${event}`;
  return table === "properties_search_by_list_order" ? `properties_${event}_search_by_list_order` : `properties_${event}_search`;
}

async function rebuildSearchTables(
  db: Kysely<unknown>,
  columnsOf: Record<string, string[]>,
  legacy = false,
): Promise<void> {
  const grouped = new Map<string, { when: string[]; body: string[]; watched: Set<string> }>();
  for (const name of OLD_TRIGGERS) await sql.raw(`drop trigger if exists ${name}`).execute(db);
  for (const [table, { rowid }] of Object.entries(TABLES)) {
    const columns = columnsOf[table]!;
    for (const event of ["insert", "update", "delete"]) {
      await sql.raw(`drop trigger if exists ${table}_${event}`).execute(db);
    }
    await sql.raw(`drop table if exists ${table}`).execute(db);
    await sql
      .raw(`create virtual table ${table} using fts5(${columns.join(", ")}, content='', contentless_delete=1, tokenize='trigram')`)
      .execute(db);
    await sql.raw(indexRow(table, columns, "properties")).execute(db);
    const unindex = `delete from ${table} where rowid = ${rowid("old")};`;
    const watched = [...new Set([...columns, "status", ...(ORDER_COLUMNS[table] ?? [])])];
    const triggers = {
      insert: { when: "after insert", body: [indexRow(table, columns, "new")] },
      // Only when a searched field, the status or the order changes; a photo or price edit leaves the index alone.
      update: { when: `after update of ${watched.join(", ")}`, body: [unindex, indexRow(table, columns, "new")] },
      delete: { when: "after delete", body: [unindex] },
    };
    for (const [event, { when, body }] of Object.entries(triggers)) {
      const name = triggerName(table, event, legacy);
      const group = grouped.get(name) ?? { when: [], body: [], watched: new Set<string>() };
      group.when.push(event === "update" ? "after update of" : when);
      group.body.push(...body);
      if (event === "update") for (const column of watched) group.watched.add(column);
      grouped.set(name, group);
    }
  }
  for (const [name, { when, body, watched }] of grouped) {
    const on = when[0] === "after update of" ? `after update of ${[...watched].join(", ")}` : when[0];
    await sql.raw(`create trigger ${name} ${on} on properties begin ${body.join(" ")} end`).execute(db);
  }
}

async function createAliases(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  await db.schema
    .createTable("search_aliases")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("short_name", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("pair_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Search pages depend on it: a change empties every instance's page cache (decision 012).
  if (postgres) {
    await sql`create trigger search_aliases_bump_content_version after insert or update or delete on search_aliases
      for each statement execute function bump_content_version()`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql
      .raw(`create trigger search_aliases_${event}_bump_content_version after ${event} on search_aliases
        begin update content_version set version = version + 1 where id = 1; end`)
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) {
    for (const [name, expression] of TRIGRAM_INDEXES) {
      await sql.raw(`create index ${name} on properties using gin ((${expression}) gin_trgm_ops)`).execute(db);
    }
  } else {
    await rebuildSearchTables(db, Object.fromEntries(Object.entries(TABLES).map(([table, { columns }]) => [table, columns])));
  }
  await createAliases(db, postgres);
}

/**
 * Back to the columns of 20261122_1430 and 20261126_0230 (without the public
 * table's property type, which no query of that time read any more).
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("search_aliases").ifExists().execute();
  if (isPostgres(db)) {
    for (const [name] of TRIGRAM_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
    return;
  }
  const before = ["title", "project_name", "location", "display_id"];
  await rebuildSearchTables(db, {
    properties_public_search: before,
    properties_admin_search: [...before, "id", "owner_contact", "owner_name"],
    properties_search_by_list_order: before,
  }, true);
}
