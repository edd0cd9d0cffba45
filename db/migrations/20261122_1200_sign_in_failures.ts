import type { Kysely } from "kysely";

// Failed sign-ins live in the database, not in process memory, so that the
// limit holds across several app instances behind a load balancer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sign_in_failures")
    .addColumn("id", "text", (c) => c.primaryKey())
    /** "ip:203.0.113.5" or "email:agent@example.com". */
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("failed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_failures_key_time")
    .on("sign_in_failures")
    .columns(["key", "failed_at"])
    .execute();
  await db.schema.createIndex("sign_in_failures_time").on("sign_in_failures").column("failed_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_failures").execute();
}
