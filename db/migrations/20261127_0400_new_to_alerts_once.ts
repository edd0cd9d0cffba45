import type { Kysely } from "kysely";

/**
 * The alert scan reads the listings that became Available since its last
 * pass by `status_since` (when a listing took its present status), no longer
 * by `date_status`, which every save moves (decision 070). This index is what
 * that read seeks, on SQLite and PostgreSQL alike, at any catalogue size.
 *
 * `status_since` alone, not (status, status_since): with `status` first,
 * PostgreSQL took it for any query on Available listings, a word search among
 * them included, instead of the search's trigram indexes (query-plans.test.ts).
 * The scan's window holds the few listings changed since its last pass; their
 * status is read from the rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("properties_status_since").on("properties").columns(["status_since"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("properties_status_since").execute();
}
