import { sql, type Kysely } from "kysely";

/**
 * Issue 29 item 6 (decision 054): a price order on "All" (no deal chosen) lists every
 * Available listing — those for sale by their sale price, then those for rent only by
 * their rent, then those on request — where it used to drop all but the ones with a sale
 * price. One key per direction, so the group order stays sale, rent, on request both
 * ways while the price goes up or down. app/properties/list-queries.server.ts writes the
 * same expressions character for character (an expression index serves only the very
 * same expression; tests/integration/lists/query-plans.test.ts checks it), and the
 * filter columns follow, as on every order's index (20261124_0630_list_filters.ts).
 */
const FILTER_COLUMNS =
  "listing_type, bedrooms, property_type, location, tenure, furnishing, built_up_area, land_area, price_sale, price_rent";

export const EVERY_DEAL_PRICE = {
  asc: "(case when price_sale > 0 then price_sale when price_rent > 0 then 1000000000000 + price_rent else 2000000000000 end)",
  desc: "(case when price_sale > 0 then 2000000000000 + price_sale when price_rent > 0 then 1000000000000 + price_rent else 0 end)",
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [direction, key] of Object.entries(EVERY_DEAL_PRICE)) {
    await sql.raw(`create index properties_every_price_${direction}_id on properties (status, ${key}, id, ${FILTER_COLUMNS})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const direction of Object.keys(EVERY_DEAL_PRICE)) {
    await db.schema.dropIndex(`properties_every_price_${direction}_id`).ifExists().execute();
  }
}
