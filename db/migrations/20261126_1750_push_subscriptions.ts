import type { Kysely } from "kysely";

/**
 * Web Push (issue 32 item 1, decision 052): the browsers (the agent's phone, laptop)
 * that turned on notifications in the admin. A push notification is one outbox row
 * per subscription (`notification_outbox.subscription_id`), so a phone that is
 * offline is retried alone and a laptop already told is not told twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    /** The push service's address for this browser: unique, a browser subscribing again replaces its row. */
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    /** "Chrome on Android", as the admin reads it in Settings. */
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("notification_outbox").addColumn("subscription_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notification_outbox").dropColumn("subscription_id").execute();
  await db.schema.dropTable("push_subscriptions").execute();
}
