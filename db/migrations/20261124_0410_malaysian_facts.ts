import type { Kysely } from "kysely";

/**
 * The facts Malaysian buyers and tenants decide on (docs/product.md#property),
 * all optional: an existing listing gets every new fact empty and nothing
 * else changes. Text facts default to "" (as the original text columns do),
 * numbers to null; facilities is a JSON list like images.
 */
const TEXT = [
  "tenure", "title_type", "land_status", "furnishing", "occupancy", "floor_level", "facing",
  "unit_position", "developer", "nearby", "available_from", "video_url", "virtual_tour_url", "authorised_until",
] as const;
const INTEGER = ["lease_expiry_year", "storeys", "completion_year", "minimum_tenancy"] as const;
const REAL = ["maintenance_fee", "sinking_fund", "security_deposit", "utility_deposit", "advance_rental"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const name of TEXT) {
    await db.schema.alterTable("properties").addColumn(name, "text", (c) => c.notNull().defaultTo("")).execute();
  }
  for (const name of INTEGER) await db.schema.alterTable("properties").addColumn(name, "integer").execute();
  for (const name of REAL) await db.schema.alterTable("properties").addColumn(name, "double precision").execute();
  await db.schema.alterTable("properties").addColumn("facilities", "text", (c) => c.notNull().defaultTo("[]")).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [...TEXT, ...INTEGER, ...REAL, "facilities"]) {
    await db.schema.alterTable("properties").dropColumn(name).execute();
  }
}
