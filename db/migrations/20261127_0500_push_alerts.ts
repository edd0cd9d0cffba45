import type { Kysely } from "kysely";

/**
 * Alerts by browser push (issue 32 item 3, decision 072): a visitor's alert
 * goes either by e-mail (`channel` "email", double opt-in) or to one browser's
 * push subscription (`channel` "push": its endpoint and keys, `email` empty,
 * confirmed at once: the browser's permission is the consent). Kept here, not
 * in `push_subscriptions`, which are the agent's devices and get every lead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("alert_subscriptions").addColumn("channel", "text", (c) => c.notNull().defaultTo("email")).execute();
  await db.schema.alterTable("alert_subscriptions").addColumn("push_endpoint", "text").execute();
  await db.schema.alterTable("alert_subscriptions").addColumn("push_p256dh", "text").execute();
  await db.schema.alterTable("alert_subscriptions").addColumn("push_auth", "text").execute();
  await db.schema.createIndex("alert_subscriptions_push").on("alert_subscriptions").column("push_endpoint").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("alert_subscriptions_push").execute();
  for (const column of ["push_auth", "push_p256dh", "push_endpoint", "channel"]) await db.schema.alterTable("alert_subscriptions").dropColumn(column).execute();
}
