import { PostgresAdapter, sql, type Kysely } from "kysely";

// Asked of Kysely, not of the server: a failing probe query would abort the
// transaction PostgreSQL runs this migration in.
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Issue 7: no page may read the whole catalogue.
 *
 * Substring search (`?q=`, docs/product.md#search) and category pages ("type contains…")
 * get trigram indexes: on SQLite two FTS5 tables with the trigram tokenizer,
 * on PostgreSQL pg_trgm GIN indexes on the very expressions the queries use.
 * The list orders get b-tree indexes that end in `id`, the tie-break every
 * list sorts by, and the location page an index on its folded location.
 * app/properties/search.server.ts explains how the queries use them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceOrderIndexes(db);
  if (isPostgres(db)) await createTrigramIndexes(db);
  else await createSearchTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const [name] of TRIGRAM_EXPRESSIONS) await db.schema.dropIndex(name).ifExists().execute();
    // pg_trgm stays: dropping an extension other objects may use is not this migration's business.
  } else {
    for (const event of ["insert", "update", "delete"]) {
      await sql`drop trigger if exists ${sql.raw(`properties_${event}_search`)}`.execute(db);
    }
    for (const table of Object.keys(SEARCH_TABLES)) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  for (const name of NEW_ORDER_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.createIndex("properties_public_order").on("properties").columns(["status", "is_featured", "date_status"]).execute();
  await db.schema.createIndex("properties_status_date").on("properties").columns(["status", "date_status"]).execute();
  await db.schema.createIndex("properties_location_date").on("properties").columns(["status", "location", "date_status"]).execute();
  await db.schema.createIndex("properties_date").on("properties").column("date_status").execute();
}

const NEW_ORDER_INDEXES = [
  "properties_home_order",
  "properties_status_date_id",
  "properties_similar_order",
  "properties_admin_order",
  "properties_location_key",
  "properties_price_order",
];

/**
 * The initial indexes stopped one column short of each list's ORDER BY, so
 * ties were sorted by reading every row of the tie, and previous/next could
 * not seek to (date_status, id). These replace them.
 */
async function replaceOrderIndexes(db: Kysely<unknown>): Promise<void> {
  for (const name of ["properties_public_order", "properties_status_date", "properties_location_date", "properties_date"]) {
    await db.schema.dropIndex(name).execute();
  }
  // Home list: Available, featured first, newest first, id.
  await db.schema
    .createIndex("properties_home_order")
    .on("properties")
    .columns(["status", "is_featured", "date_status", "id"])
    .execute();
  // Category, price, previous/next and the "latest" fallback: Available by date_status, id.
  await db.schema
    .createIndex("properties_status_date_id")
    .on("properties")
    .columns(["status", "date_status", "id"])
    .execute();
  // Similar listings: same stored location. Without `id` SQLite preferred the index above and read every Available row of a rare location.
  await db.schema
    .createIndex("properties_similar_order")
    .on("properties")
    .columns(["status", "location", "date_status", "id"])
    .execute();
  // Property Manager: everything, newest first, then id ascending.
  await db.schema.createIndex("properties_admin_order").on("properties").columns(["date_status desc", "id"]).execute();
  // Location page: the folded form listByLocation compares (the same expression, character for character).
  // The raw `location` last lets PostgreSQL count from the index alone: it only
  // trusts an expression's value from an index that also holds its column.
  await sql`create index properties_location_key on properties
    (status, (replace(lower(trim(location)), '-', ' ')), date_status, id, location)`.execute(db);
  // Price ranges: count, sort and pick a page's ids from this index alone.
  await db.schema
    .createIndex("properties_price_order")
    .on("properties")
    .columns(["status", "price_sale", "date_status", "id"])
    .execute();
}

/**
 * SQLite: two contentless FTS5 tables (an index only, no copy of the text)
 * keyed by display_id, which never changes and, unlike SQLite's implicit
 * rowid, survives VACUUM. The public one holds Available listings only, so a
 * public count never touches `properties`; the admin one holds every listing
 * and the owner fields. Each value is stored after one space, so that two
 * characters at the start of a word form a trigram (" pj").
 */
const SEARCH_TABLES: Record<string, { available: boolean; columns: Record<string, (row: string) => string> }> = {
  properties_public_search: {
    available: true,
    columns: {
      title: (row) => `${row}.title`,
      project_name: (row) => `${row}.project_name`,
      location: (row) => `${row}.location`,
      display_id: (row) => `${row}.display_id`,
      // Folded like app/properties/categories.ts foldTypeText; the tokenizer folds case.
      property_type: (row) => `replace(replace(${row}.property_type, '-', ' '), '/', ' ')`,
    },
  },
  properties_admin_search: {
    available: false,
    columns: {
      title: (row) => `${row}.title`,
      project_name: (row) => `${row}.project_name`,
      location: (row) => `${row}.location`,
      display_id: (row) => `${row}.display_id`,
      id: (row) => `${row}.id`,
      owner_contact: (row) => `${row}.owner_contact`,
      owner_name: (row) => `${row}.owner_name`,
    },
  },
};

/** The statement that indexes one row (`new`, or each row of `properties` for the backfill). */
function indexRow(table: string, row: "new" | "properties") {
  const { available, columns } = SEARCH_TABLES[table]!;
  const names = Object.keys(columns).join(", ");
  const values = Object.values(columns)
    .map((value) => `' ' || ${value(row)}`)
    .join(", ");
  const from = row === "properties" ? " from properties" : "";
  const where = available ? ` where ${row}.status = 'Available'` : "";
  return `insert into ${table} (rowid, ${names}) select ${row}.display_id, ${values}${from}${where};`;
}

const unindexRow = (table: string) => `delete from ${table} where rowid = old.display_id;`;

async function createSearchTables(db: Kysely<unknown>): Promise<void> {
  const tables = Object.keys(SEARCH_TABLES);
  for (const table of tables) {
    const names = Object.keys(SEARCH_TABLES[table]!.columns).join(", ");
    await sql`create virtual table ${sql.table(table)} using fts5(${sql.raw(names)},
      content='', contentless_delete=1, tokenize='trigram')`.execute(db);
    await sql.raw(indexRow(table, "properties")).execute(db);
  }
  const searched = new Set(tables.flatMap((t) => Object.keys(SEARCH_TABLES[t]!.columns)));
  const triggers = {
    insert: { when: "after insert", body: tables.map((t) => indexRow(t, "new")) },
    // Only when a searched field or the status changes; a photo or price edit leaves the index alone.
    update: {
      when: `after update of ${[...searched, "status"].join(", ")}`,
      body: [...tables.map(unindexRow), ...tables.map((t) => indexRow(t, "new"))],
    },
    delete: { when: "after delete", body: tables.map(unindexRow) },
  };
  for (const [event, { when, body }] of Object.entries(triggers)) {
    await sql
      .raw(`create trigger properties_${event}_search ${when} on properties begin ${body.join(" ")} end`)
      .execute(db);
  }
}

/**
 * PostgreSQL: pg_trgm (a trusted extension since PostgreSQL 13, so the
 * database owner may create it) and one GIN index per expression the queries
 * match with LIKE; an OR of them becomes a BitmapOr of index scans.
 */
const TRIGRAM_EXPRESSIONS: [string, string][] = [
  ["properties_title_trgm", "lower(title)"],
  ["properties_project_name_trgm", "lower(project_name)"],
  ["properties_location_trgm", "lower(location)"],
  ["properties_display_id_trgm", "cast(display_id as text)"],
  ["properties_id_trgm", "lower(id)"],
  ["properties_owner_contact_trgm", "lower(owner_contact)"],
  ["properties_owner_name_trgm", "lower(owner_name)"],
  ["properties_type_trgm", "replace(replace(lower(property_type), '-', ' '), '/', ' ')"],
];

async function createTrigramIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [name, expression] of TRIGRAM_EXPRESSIONS) {
    await sql.raw(`create index ${name} on properties using gin ((${expression}) gin_trgm_ops)`).execute(db);
  }
}
