import { sql, type Kysely } from "kysely";

// A session also ends after two hours without activity (app/auth/session.server.ts),
// so each row remembers when it was last used. Nullable (widen first): code
// still running without this column during a rolling restart inserts rows
// without it, and those count from their sign-in time instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("last_seen_at", "text").execute();
  await sql`update sessions set last_seen_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("last_seen_at").execute();
}
