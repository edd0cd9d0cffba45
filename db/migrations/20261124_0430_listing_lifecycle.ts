import { sql, type Kysely } from "kysely";

/**
 * A listing's whole life (issue 13):
 *
 * - `price_sale_before`, `price_rent_before`, `price_reduced_at`: the price
 *   just before the agent lowered it, and when, so the public page can show
 *   "Price reduced" for 30 days. Null / "" when there is no reduction.
 * - `display_id_counter`: the highest display id ever given. Without it,
 *   deleting the newest listing handed its number to the next one, and a
 *   number already quoted in WhatsApp groups would name another home.
 * - Listings' location and project name take their list's spelling, so one
 *   place is not shown as both "AUDIT TOWN" and "Audit Town".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("properties").addColumn("price_sale_before", "double precision").execute();
  await db.schema.alterTable("properties").addColumn("price_rent_before", "double precision").execute();
  await db.schema
    .alterTable("properties")
    .addColumn("price_reduced_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  await db.schema
    .createTable("display_id_counter")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("last_display_id", "integer", (c) => c.notNull())
    .execute();
  await sql`insert into display_id_counter (id, last_display_id)
    select 1, coalesce(max(display_id), 0) from properties`.execute(db);

  await useListSpelling(db, "locations", "location");
  await useListSpelling(db, "project_names", "project_name");
}

/**
 * Done in JavaScript rather than SQL: the lists' key is JavaScript's
 * trim().toLowerCase(), and SQLite's lower() folds ASCII only.
 */
async function useListSpelling(db: Kysely<unknown>, list: string, column: string): Promise<void> {
  const names = await sql<{ name: string }>`select name from ${sql.table(list)}`.execute(db);
  const spelling = new Map(names.rows.map((r) => [r.name.trim().toLowerCase(), r.name]));
  const used = await sql<{ value: string }>`select distinct ${sql.ref(column)} as value from properties`.execute(db);
  for (const { value } of used.rows) {
    const listed = spelling.get(value.trim().toLowerCase());
    if (listed !== undefined && listed !== value) {
      await sql`update properties set ${sql.ref(column)} = ${listed} where ${sql.ref(column)} = ${value}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("display_id_counter").execute();
  for (const name of ["price_sale_before", "price_rent_before", "price_reduced_at"]) {
    await db.schema.alterTable("properties").dropColumn(name).execute();
  }
}
