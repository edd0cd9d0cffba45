import type { Kysely } from "kysely";

// Types used here mean the same in SQLite and PostgreSQL: text, integer and
// double precision. Timestamps are ISO-8601 UTC text, which sorts correctly.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("properties")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("display_id", "integer", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("project_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("property_type", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("owner_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("owner_contact", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("price_sale", "double precision")
    .addColumn("price_rent", "double precision")
    .addColumn("listing_type", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("land_area", "double precision")
    .addColumn("built_up_area", "double precision")
    .addColumn("bedrooms", "integer")
    .addColumn("bathrooms", "integer")
    .addColumn("carparks", "integer")
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("remarks_hidden", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("Available"))
    .addColumn("date_status", "text", (c) => c.notNull())
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema.createIndex("properties_slug_unique").unique().on("properties").column("slug").execute();
  await db.schema
    .createIndex("properties_display_id_unique")
    .unique()
    .on("properties")
    .column("display_id")
    .execute();
  // Home list: Available, featured first, newest first.
  await db.schema
    .createIndex("properties_public_order")
    .on("properties")
    .columns(["status", "is_featured", "date_status"])
    .execute();
  // Previous/next, category and price pages: Available by date_status.
  await db.schema
    .createIndex("properties_status_date")
    .on("properties")
    .columns(["status", "date_status"])
    .execute();
  // Related: same location.
  await db.schema
    .createIndex("properties_location_date")
    .on("properties")
    .columns(["status", "location", "date_status"])
    .execute();
  // Admin list: everything by date_status.
  await db.schema.createIndex("properties_date").on("properties").column("date_status").execute();

  for (const table of ["locations", "project_names"]) {
    await db.schema
      .createTable(table)
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_name_key_unique`).unique().on(table).column("name_key").execute();
  }

  await db.schema
    .createTable("admin_users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["sessions", "admin_users", "project_names", "locations", "properties"]) {
    await db.schema.dropTable(table).execute();
  }
}
