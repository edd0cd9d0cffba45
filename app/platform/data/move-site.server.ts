import { Kysely, PostgresDialect, sql } from "kysely";
import { createPostgresPool } from "../db/postgres.server";
import type { Database } from "../db/db-schema";
import { migrateToLatest } from "../db/migrate.server";
import { BRAND_PREFIX, MASTER_PREFIX, PUBLIC_PREFIX, type Storage } from "~/platform/storage/storage.server";

/**
 * Tables copied when a site moves up, a table after those it refers to (the owner data
 * log with them: it is the record of who changed what); sessions stay behind (everyone
 * signs in again).
 */
export const COPIED_TABLES = ["admin_users", "locations", "project_names", "properties", "property_stations", "owner_data_log", "site_settings", "listing_daily_stats", "enquiries"] as const;
/** Each table's key, for a stable order of batches. */
const KEYS: Record<(typeof COPIED_TABLES)[number], string[]> = {
  admin_users: ["id"],
  locations: ["id"],
  project_names: ["id"],
  properties: ["id"],
  property_stations: ["property_id", "line_code", "station_slug"],
  owner_data_log: ["id"],
  site_settings: ["id"],
  listing_daily_stats: ["property_id", "day"],
  enquiries: ["id"],
};
const BATCH = 500;

export function openPostgres(url: string): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPostgresPool(url, 4) }) });
}

/**
 * Copies every row of `source` (SQLite) into `target` (an empty PostgreSQL
 * database, migrated here), in one transaction per table so a failure leaves
 * nothing half-copied.
 */
export async function copyDatabase(
  source: Kysely<Database>,
  target: Kysely<Database>,
  log: (line: string) => void = () => {},
): Promise<Record<string, number>> {
  await migrateToLatest(target);
  for (const table of COPIED_TABLES) {
    const { n } = await target
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) throw new Error(`The target database is not empty: ${table} has ${n} rows.`);
  }
  const counts: Record<string, number> = {};
  for (const table of COPIED_TABLES) {
    let copied = 0;
    await target.transaction().execute(async (trx) => {
      for (let offset = 0; ; offset += BATCH) {
        let query = source.selectFrom(table).selectAll();
        for (const key of KEYS[table]) query = query.orderBy(sql.ref(key));
        const rows = await query.limit(BATCH).offset(offset).execute();
        if (rows.length === 0) break;
        // Every table's rows have the same shape in both dialects.
        await trx.insertInto(table).values(rows as never).execute();
        copied += rows.length;
      }
    });
    counts[table] = copied;
    log(`${table}: ${copied} rows`);
  }
  return counts;
}

/** Copies every stored file (public photos, variants and masters) to another storage. */
export async function copyStorage(
  from: Storage,
  to: Storage,
  log: (line: string) => void = () => {},
): Promise<number> {
  let copied = 0;
  for (const prefix of [PUBLIC_PREFIX, MASTER_PREFIX, BRAND_PREFIX]) {
    for (const key of await from.list(prefix)) {
      const body = await from.get(key);
      if (!body) continue;
      const type = key.endsWith(".webp") ? "image/webp" : key.endsWith(".png") ? "image/png" : "image/jpeg";
      await to.put(key, body, type);
      copied += 1;
      if (copied % 200 === 0) log(`files: ${copied}`);
    }
  }
  log(`files: ${copied} copied`);
  return copied;
}
