import type { Kysely } from "kysely";

/**
 * Leads (issue 16). `listing_daily_stats`: views and WhatsApp taps per listing
 * per Malaysian day, one row each, added to by `count = count + n` upserts
 * (app/leads/stats-buffer.server.ts), so several instances add up and a
 * deleted listing takes its figures with it. No visitor identifier of any
 * kind is kept. `enquiries`: what a visitor sent through the form on a
 * listing; the listing's display id and title are copied so that an enquiry
 * outlives its listing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("listing_daily_stats")
    .addColumn("property_id", "text", (c) => c.notNull().references("properties.id").onDelete("cascade"))
    /** YYYY-MM-DD in Malaysia (UTC+8). */
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("whatsapp_taps", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("listing_daily_stats_pk", ["property_id", "day"])
    .execute();
  // The statistics page reads a period across every listing.
  await db.schema.createIndex("listing_daily_stats_day").on("listing_daily_stats").columns(["day", "property_id"]).execute();

  await db.schema
    .createTable("enquiries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("property_id", "text", (c) => c.notNull())
    .addColumn("display_id", "integer", (c) => c.notNull())
    .addColumn("listing_title", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    /** When the visitor ticked the consent line (PDPA): their agreement, kept with what it covers. */
    .addColumn("consented_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    /** Null while new. */
    .addColumn("handled_at", "text")
    .execute();
  await db.schema.createIndex("enquiries_created").on("enquiries").column("created_at").execute();
  await db.schema.createIndex("enquiries_new").on("enquiries").columns(["handled_at", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("enquiries").execute();
  await db.schema.dropTable("listing_daily_stats").execute();
}
