import { sql, type Kysely } from "kysely";

/**
 * Issue 19: a category page reads an index that holds its type, its date
 * order and every filter column (decision 026).
 *
 * - `properties_category_order` (status, property_type, date_status, id, …the
 *   filter columns): a category of one type (condo) is read in date order,
 *   its filters tested on the index entries, and stops after the page; its
 *   capped count reads the same entries. It also answers the loose index scan
 *   that lists the stored types (app/properties/category-filter.server.ts).
 * - `properties_status_date_id` keeps its leading columns (previous/next,
 *   20261122_1430_search_indexes.ts) and gains the filter columns: a category
 *   of several types (landed houses) past the count's cap walks it in date
 *   order and tests the type and the filters on its entries, never its rows.
 *
 * - `properties_authorised_until` and `properties_price_reduced_at`, partial
 *   (only the rows that have one): the listing lifecycle job
 *   (app/properties/lifecycle.server.ts, at start and every five minutes)
 *   read the whole table for them, 50–400 ms of one synchronous SQLite call at
 *   100,000 listings, holding up every request meanwhile.
 *
 * The filter columns are those of 20261124_0630_list_filters.ts, copied so
 * that this migration does the same thing forever.
 */
const FILTER_COLUMNS =
  "listing_type, bedrooms, property_type, location, tenure, furnishing, built_up_area, land_area, price_sale, price_rent";
const CATEGORY_FILTER_COLUMNS = FILTER_COLUMNS.replace("property_type, ", "");

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(
    `create index properties_category_order on properties (status, property_type, date_status, id, ${CATEGORY_FILTER_COLUMNS})`,
  ).execute(db);
  await db.schema.dropIndex("properties_status_date_id").execute();
  await sql.raw(`create index properties_status_date_id on properties (status, date_status, id, ${FILTER_COLUMNS})`).execute(db);
  // The job's own predicates (`!= ''`), so that both dialects see the index serves them.
  await sql`create index properties_authorised_until on properties (status, authorised_until) where authorised_until != ''`.execute(db);
  await sql`create index properties_price_reduced_at on properties (price_reduced_at) where price_reduced_at != ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("properties_price_reduced_at").ifExists().execute();
  await db.schema.dropIndex("properties_authorised_until").ifExists().execute();
  await db.schema.dropIndex("properties_category_order").ifExists().execute();
  await db.schema.dropIndex("properties_status_date_id").execute();
  await db.schema
    .createIndex("properties_status_date_id")
    .on("properties")
    .columns(["status", "date_status", "id"])
    .execute();
}
