import { sql, type RawBuilder } from "kysely";
import type { Where } from "./search.server";
import { CHOICE_FILTERS, foldLocation, type ListFilters } from "./list-filters";

/**
 * The SQL of the list filters and sorts (issue 14, decision 021). Every
 * expression here that an index serves is written exactly as the index of
 * db/migrations/20261124_0630_list_filters.ts declares it: SQLite and
 * PostgreSQL use an expression index only for the very same expression
 * (tests/integration/lists/query-plans.test.ts fails when they drift apart).
 */

/** The folded location of properties_location_key (20261122_1430_search_indexes.ts). */
const FOLDED_LOCATION = sql<string>`replace(lower(trim(location)), '-', ' ')`;

/**
 * Price per square foot as display/pricing.ts computes it: over the land
 * area for Land (or when no built-up area is given), null without an area.
 */
const PSF = {
  sale: sql<number>`(price_sale / nullif(case when property_type = 'Land' then land_area else coalesce(built_up_area, land_area) end, 0))`,
  rent: sql<number>`(price_rent / nullif(case when property_type = 'Land' then land_area else coalesce(built_up_area, land_area) end, 0))`,
} as const;

/** The price column of the chosen deal; the sale price when none is chosen (as the price-range pages). */
const priceColumn = (f: ListFilters) => (f.deal === "rent" ? "price_rent" : "price_sale");

/**
 * A deal the listing offers: its listing types say so (a JSON list), or,
 * saved before listing types were required (`[]`), its price does (as
 * display/pricing.ts dealPrices reads it).
 */
function offers(deal: "sale" | "rent"): Where {
  const price = deal === "sale" ? "price_sale" : "price_rent";
  return (eb) =>
    eb.or([
      eb("listing_type", "like", `%"${deal}"%`),
      eb.and([eb("listing_type", "=", "[]"), eb(price, "is not", null)]),
    ]);
}

export function locationIs(location: string): Where {
  return (eb) => eb(FOLDED_LOCATION, "=", foldLocation(location));
}

/**
 * The WHERE of the filters. A price, price-per-sqft or size order lists the
 * listings that have that figure (a "Price on request" has no place in a
 * price order), so a sort narrows too: `> 0` is also what lets its index
 * serve the range and the order at once.
 */
export function filterWheres(f: ListFilters): Where[] {
  const wheres: Where[] = [];
  const price = priceColumn(f);
  if (f.deal) wheres.push(offers(f.deal));
  if (f.minPrice !== undefined) wheres.push((eb) => eb(price, ">=", f.minPrice!));
  if (f.maxPrice !== undefined) wheres.push((eb) => eb(price, "<=", f.maxPrice!));
  // `+column`: tested on the entries of whichever index the order or a location
  // picks, never an index range of its own (no index leads with these, and a
  // range on a sort index made SQLite pass over a selective location).
  if (f.beds !== undefined) wheres.push((eb) => eb(sql<number>`+bedrooms`, ">=", f.beds!));
  if (f.type) wheres.push((eb) => eb("property_type", "=", f.type!));
  if (f.location) wheres.push(locationIs(f.location));
  for (const { name, param } of CHOICE_FILTERS) {
    const value = f[param];
    if (value) wheres.push((eb) => eb(name, "=", value));
  }
  if (f.minSqft !== undefined) wheres.push((eb) => eb(sql<number>`+built_up_area`, ">=", f.minSqft!));
  const key = sortKey(f);
  if (key) wheres.push((eb) => eb(key.expression, ">", 0));
  return wheres;
}

/** The order's key and direction; null for Newest (each page's own date order). */
export function sortKey(f: ListFilters): { expression: RawBuilder<number>; direction: "asc" | "desc" } | null {
  const deal = f.deal === "rent" ? "rent" : "sale";
  switch (f.sort) {
    case "price_asc":
      return { expression: sql<number>`${sql.ref(priceColumn(f))}`, direction: "asc" };
    case "price_desc":
      return { expression: sql<number>`${sql.ref(priceColumn(f))}`, direction: "desc" };
    case "psf_asc":
      return { expression: PSF[deal], direction: "asc" };
    case "size_desc":
      return { expression: sql<number>`built_up_area`, direction: "desc" };
    default:
      return null;
  }
}
