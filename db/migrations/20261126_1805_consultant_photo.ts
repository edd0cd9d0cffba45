import type { Kysely } from "kysely";

// The negotiator's photo (issue 29 item 4): a face on the contact card. One
// square file under brand/, as the logo; null until the agent uploads one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("site_settings").addColumn("consultant_photo_url", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("site_settings").dropColumn("consultant_photo_url").execute();
}
