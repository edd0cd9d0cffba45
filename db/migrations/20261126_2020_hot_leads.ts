import type { Kysely } from "kysely";

/**
 * Hot leads (issue 32 item 4, decision 059). `hot_lead_notices`: one row per
 * listing per Malaysian day it was found hot and the agent was told, so the
 * check that runs every few minutes tells them once a day at most, with
 * several instances too (the primary key is the claim). `notification_preferences`:
 * one row (id 1), what the agent chose in Settings → Notifications; no row = off.
 * `notification_outbox.property_id`: the listing a notification is about when
 * it is not an enquiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("hot_lead_notices")
    .addColumn("property_id", "text", (c) => c.notNull().references("properties.id").onDelete("cascade"))
    /** YYYY-MM-DD in Malaysia. */
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("hot_lead_notices_pk", ["property_id", "day"])
    .execute();
  await db.schema
    .createTable("notification_preferences")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("hot_leads", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("notification_outbox").addColumn("property_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notification_outbox").dropColumn("property_id").execute();
  await db.schema.dropTable("notification_preferences").execute();
  await db.schema.dropTable("hot_lead_notices").execute();
}
