import { PostgresAdapter, sql, type Kysely } from "kysely";

// Asked of Kysely, not of the server: a failing probe query would abort the
// transaction PostgreSQL runs this migration in.
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The agency's details and brand, edited under /admin/settings (decision 020).
 * At most one row (id 1); while there is none, the environment's values are
 * used. Every page shows these details, so a write bumps the content version
 * in the same transaction, as a write to `properties` does (decision 012):
 * every instance drops its cached pages on its next request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("agency_name", "text", (c) => c.notNull())
    .addColumn("agency_reg_no", "text", (c) => c.notNull())
    .addColumn("consultant_name", "text", (c) => c.notNull())
    .addColumn("consultant_ren", "text", (c) => c.notNull())
    .addColumn("consultant_phone", "text", (c) => c.notNull())
    .addColumn("whatsapp_number", "text", (c) => c.notNull())
    // Null: the site's address, as before there were settings.
    .addColumn("watermark_text", "text")
    .addColumn("brand_color", "text", (c) => c.notNull())
    .addColumn("accent_color", "text", (c) => c.notNull())
    .addColumn("logo_url", "text")
    .addColumn("logo_width", "integer")
    .addColumn("logo_height", "integer")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  if (isPostgres(db)) {
    // bump_content_version() is the function of 20261122_1300_content_version.
    await sql`
      create trigger site_settings_bump_content_version
      after insert or update or delete on site_settings
      for each statement execute function bump_content_version()`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql`
      create trigger ${sql.raw(`site_settings_${event}_bump_content_version`)}
      after ${sql.raw(event)} on site_settings
      begin
        update content_version set version = version + 1 where id = 1;
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists site_settings_bump_content_version on site_settings`.execute(db);
  } else {
    for (const event of ["insert", "update", "delete"]) {
      await sql`drop trigger if exists ${sql.raw(`site_settings_${event}_bump_content_version`)}`.execute(db);
    }
  }
  await db.schema.dropTable("site_settings").execute();
}
