import { sql, type Kysely } from "kysely";

/**
 * Issue 14: the list filters and sorts read an index (decision 021).
 *
 * Each order (newest, price, price per square foot, built-up area) has an
 * index `(status, key…, id)` followed by every column a filter tests. A page
 * walks its order's index from the first Available entry and stops after
 * the page; a filter is tested on the index entry itself, so a rare
 * combination that walks far still never reads a row (a listing's row, with
 * its description, is wide: reading tens of thousands of them is what made
 * a filtered page slow). The capped count reads the same entries.
 *
 * The price-per-sqft keys are expressions; app/properties/list-queries.server.ts
 * writes them character for character the same (both SQLite and PostgreSQL use
 * an expression index only for the very same expression), and
 * tests/integration/lists/query-plans.test.ts fails if they drift apart.
 *
 * `properties_home_order` and `properties_location_key` keep their names and
 * leading columns (20261122_1430_search_indexes.ts) and gain the filter columns.
 */
const AREA = "nullif(case when property_type = 'Land' then land_area else coalesce(built_up_area, land_area) end, 0)";
const FILTER_COLUMNS =
  "listing_type, bedrooms, property_type, location, tenure, furnishing, built_up_area, land_area, price_sale, price_rent";

const INDEXES: [string, string][] = [
  ["properties_home_order", "status, is_featured, date_status, id"],
  ["properties_location_key", "status, (replace(lower(trim(location)), '-', ' ')), date_status, id"],
  ["properties_sale_price_id", "status, price_sale, id"],
  ["properties_rent_price_id", "status, price_rent, id"],
  ["properties_sale_psf_id", `status, (price_sale / ${AREA}), id`],
  ["properties_rent_psf_id", `status, (price_rent / ${AREA}), id`],
  ["properties_built_up_id", "status, built_up_area, id"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("properties_home_order").execute();
  await db.schema.dropIndex("properties_location_key").execute();
  for (const [name, columns] of INDEXES) {
    await sql.raw(`create index ${name} on properties (${columns}, ${FILTER_COLUMNS})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema
    .createIndex("properties_home_order")
    .on("properties")
    .columns(["status", "is_featured", "date_status", "id"])
    .execute();
  await sql`create index properties_location_key on properties
    (status, (replace(lower(trim(location)), '-', ' ')), date_status, id, location)`.execute(db);
}
