import { sql, type Kysely } from "kysely";

/**
 * Owner data under the PDPA (issue 17):
 *
 * - `properties.status_since`: when the listing took its present status, so
 *   owner data of a listing Sold or Rented for more than N months can be
 *   erased (date_status moves on every save and would keep it forever).
 *   Rows that exist already take their date_status: the best guess there is.
 * - `owner_data_log`: who changed which owner fields of which listing, and
 *   when; never the values themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("properties")
    .addColumn("status_since", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`update properties set status_since = date_status`.execute(db);

  await db.schema
    .createTable("owner_data_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("property_id", "text", (c) => c.notNull())
    .addColumn("display_id", "integer", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("owner_data_log_at").on("owner_data_log").columns(["at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("owner_data_log").execute();
  await db.schema.alterTable("properties").dropColumn("status_since").execute();
}
