import type { Kysely } from "kysely";

/**
 * Alerts without an account (issue 32 item 3, decision 059).
 * `alert_subscriptions`: a visitor's e-mail and what they follow: a list page
 * (`path`, without the language prefix, and its canonical filter parameters in
 * `filters`) or one listing's price (`property_id`), in the language they
 * subscribed in. Nothing is sent before `confirmed_at` (double opt-in); the
 * `token` is the secret of the confirm and unsubscribe links; unsubscribing
 * deletes the row (the address is kept no longer than it is used).
 * `alert_events`: a listing that matched a subscription (published, or its
 * price reduced), waiting for the next daily digest (`digest_id`: the outbox
 * row that carries it). Unique per subscription, listing, reason and moment,
 * so a scan run twice (or by two instances) adds nothing twice.
 * `alert_scan`: how far the scan has read (one row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("alert_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("filters", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("property_id", "text", (c) => c.references("properties.id").onDelete("cascade"))
    .addColumn("consented_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("last_digest_at", "text")
    .execute();
  await db.schema.createIndex("alert_subscriptions_email").on("alert_subscriptions").column("email").execute();
  await db.schema.createIndex("alert_subscriptions_path").on("alert_subscriptions").columns(["path", "filters"]).execute();
  await db.schema
    .createTable("alert_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("subscription_id", "text", (c) => c.notNull().references("alert_subscriptions.id").onDelete("cascade"))
    .addColumn("property_id", "text", (c) => c.notNull().references("properties.id").onDelete("cascade"))
    /** "new" or "price". */
    .addColumn("reason", "text", (c) => c.notNull())
    /** The listing's date_status or price_reduced_at: the same event found twice is one row. */
    .addColumn("happened_at", "text", (c) => c.notNull())
    .addColumn("digest_id", "text")
    .addUniqueConstraint("alert_events_once", ["subscription_id", "property_id", "reason", "happened_at"])
    .execute();
  await db.schema.createIndex("alert_events_digest").on("alert_events").columns(["digest_id", "subscription_id"]).execute();
  await db.schema
    .createTable("alert_scan")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("scanned_until", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("notification_outbox").addColumn("alert_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notification_outbox").dropColumn("alert_id").execute();
  await db.schema.dropTable("alert_scan").execute();
  await db.schema.dropTable("alert_events").execute();
  await db.schema.dropTable("alert_subscriptions").execute();
}
