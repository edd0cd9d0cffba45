import { sql, type Kysely } from "kysely";

/**
 * Issue 14: the list filters' sorts read an index (decision 021).
 *
 * Each order (price, price per square foot, built-up area) gets an index
 * `(status, key, id)`: a sorted list walks it from its first Available entry
 * with a key above zero and stops after the page, ties falling by id. The
 * price-per-sqft keys are expressions; app/properties/list-queries.server.ts
 * writes them character for character the same (both SQLite and PostgreSQL use
 * an expression index only for the very same expression), and
 * tests/integration/query-plans.test.ts fails if they drift apart.
 */
const AREA = "nullif(case when property_type = 'Land' then land_area else coalesce(built_up_area, land_area) end, 0)";

const INDEXES: [string, string][] = [
  ["properties_sale_price_id", "status, price_sale, id"],
  ["properties_rent_price_id", "status, price_rent, id"],
  ["properties_sale_psf_id", `status, (price_sale / ${AREA}), id`],
  ["properties_rent_psf_id", `status, (price_rent / ${AREA}), id`],
  ["properties_built_up_id", "status, built_up_area, id"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await sql.raw(`create index ${name} on properties (${columns})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
