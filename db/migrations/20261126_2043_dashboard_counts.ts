import { sql, type Kysely } from "kysely";

/**
 * The dashboard's "needs attention" counts (issue 29 item 7) read partial
 * indexes, so at 100,000 listings each count reads only the listings it
 * counts (SQLite and PostgreSQL both use a partial index whose WHERE the
 * query repeats word for word: app/properties/attention/attention.server.ts).
 * Authorisation dates already have theirs (properties_authorised_until,
 * 20261124_0690_category_order.ts), and a missing place has
 * properties_without_place (20261126_2137_station_filters.ts).
 */
const INDEXES = [
  ["properties_without_photos", "(date_status) where images = '[]'"],
  ["properties_without_description", "(date_status) where description = ''"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`create index ${name} on properties ${definition}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
