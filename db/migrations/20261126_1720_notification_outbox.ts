import type { Kysely } from "kysely";

/**
 * The notification outbox (issue 32 item 1, decision 051). A row is written in
 * the same transaction as the enquiry it announces, one per channel ("email"
 * today), so a lead that is stored always has its notification stored too; a
 * worker in the server process sends it and marks it sent. `claimed_by` and
 * `claimed_until` are a lease: the instance that claimed a row sends it; a row
 * whose claimer died (kill -9, a crash) is taken again once the lease is over.
 * The enquiry's personal data is not copied here: the worker reads it from
 * `enquiries` when it sends, so deleting an enquiry (PDPA) leaves nothing behind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notification_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    /** "email". */
    .addColumn("channel", "text", (c) => c.notNull())
    /** "enquiry" or "test" (Settings → Notifications → Send a test). */
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("enquiry_id", "text")
    /** The language the lead wrote in: the WhatsApp greeting is in it. */
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("sent_at", "text")
    /** Set when the worker gives up (after NOTIFY_GIVE_UP_HOURS); the admin sees it. */
    .addColumn("failed_at", "text")
    .addColumn("last_error", "text")
    .execute();
  // The worker's question, every few seconds: which unsent rows are due.
  await db.schema.createIndex("notification_outbox_due").on("notification_outbox").columns(["sent_at", "failed_at", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notification_outbox").execute();
}
