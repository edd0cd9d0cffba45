import type { Kysely } from "kysely";

// A CSV file the agent has checked on the Data page, kept on the server until
// they press Import (decision 048). It used to travel back through the page as
// a hidden field: up to 10 MB written into the HTML, its hydration data and the
// next post, which held the event loop for most of a second.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("checked_imports")
    .addColumn("id", "text", (c) => c.primaryKey())
    /** The admin who checked it: only they can import it. */
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("csv", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("checked_imports_time").on("checked_imports").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("checked_imports").execute();
}
