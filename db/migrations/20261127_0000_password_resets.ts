import type { Kysely } from "kysely";

/**
 * "Forgot password" by e-mail (issue 29 item 7, decision 067).
 * `password_resets`: one row per link sent. `id` is the SHA-256 of the link's
 * secret (the secret itself is only in the e-mail, so a copy of the database
 * opens no account); `used_at` makes the link single-use; `expires_at` is 30
 * minutes after `created_at`. Rows of an admin go with the admin.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("password_resets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("password_resets_user").on("password_resets").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("password_resets").execute();
}
