import { sql, type Kysely } from "kysely";

// sessions.id now holds the SHA-256 of the id in the browser's cookie, so a
// copy of the database (a backup, a leaked dump) holds no usable session.
// Rows written before hold the raw id and would never match again: they are
// deleted, which signs every admin out once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from sessions`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to restore: the deleted sessions were already unusable.
}
