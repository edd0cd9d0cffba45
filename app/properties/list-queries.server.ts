import { sql, type RawBuilder } from "kysely";
import type { Where } from "./search.server";
import { foldLocation, type ListFilters } from "./list-filters";
import type { ListDeclaration, ListFilterSpec } from "./model/list-declaration";
import { LIST_DECLARATION } from "./model/public-fields";
import { lineFromParam } from "~/place/lines";

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

/**
 * A price order with no deal chosen ("All"): for sale by the sale price, then for rent only
 * by the rent, then on request, whichever way the price goes (decision 054). Written as
 * 20261126_1800_price_order_of_every_deal.ts's indexes hold them.
 */
const EVERY_DEAL_PRICE = {
  asc: sql<number>`(case when price_sale > 0 then price_sale when price_rent > 0 then 1000000000000 + price_rent else 2000000000000 end)`,
  desc: sql<number>`(case when price_sale > 0 then 2000000000000 + price_sale when price_rent > 0 then 1000000000000 + price_rent else 0 end)`,
} as const;

type Values = Record<string, string | number | undefined>;

/** The price field of the chosen deal (the range filter's); the sale price when none is chosen (as the price-range pages). */
function priceColumn(f: ListFilters, declaration: ListDeclaration): string {
  const range = declaration.filters.find((s) => s.as === "range");
  if (!range) return "price_sale";
  return f.deal === "rent" ? range.byDeal.rent : range.byDeal.sale;
}

/**
 * A deal the listing offers: its listing types say so (a JSON list), or,
 * saved before listing types were required (`[]`), its price does (as
 * display/pricing.ts dealPrices reads it).
 */
function offers(column: string, deal: "sale" | "rent"): Where {
  const price = deal === "sale" ? "price_sale" : "price_rent";
  return (eb) =>
    eb.or([
      eb(sql.ref(column), "like", `%"${deal}"%`),
      eb.and([eb(sql.ref(column), "=", "[]"), eb(price, "is not", null)]),
    ]);
}

export function locationIs(location: string): Where {
  return (eb) => eb(FOLDED_LOCATION, "=", foldLocation(location));
}

/** One declared filter's SQL tests (none when the URL does not set it). `walking`: see filterWheres. */
function wheresOf(spec: ListFilterSpec, values: Values, price: string, walking: boolean): Where[] {
  if (spec.as === "range") {
    const min = values[spec.min];
    const max = values[spec.max];
    const tests: Where[] = [];
    if (min !== undefined) tests.push((eb) => eb(sql.ref(price), ">=", min));
    if (max !== undefined) tests.push((eb) => eb(sql.ref(price), "<=", max));
    return tests;
  }
  const value = values[spec.param];
  return value === undefined ? [] : [whereOf(spec, value, walking)];
}

function whereOf(spec: Exclude<ListFilterSpec, { as: "range" }>, value: string | number, walking: boolean): Where {
  switch (spec.as) {
    case "near":
      // Found: the range of properties_station_near (status, station_metres); walking: tested on the order index's rows.
      return walking ? (eb) => eb(sql<number>`+${sql.ref(spec.name)}`, "<=", Number(value)) : (eb) => eb(sql.ref(spec.name), "<=", Number(value));
    case "line": {
      const line = lineFromParam(String(value)) ?? "";
      const table = sql.table(spec.name);
      // Found: this line's listings from property_stations_by_line; walking: each walked listing's own rows (the table's key).
      return walking
        ? () => sql<boolean>`exists (select 1 from ${table} where ${table}.property_id = properties.id and ${table}.line_code = ${line})`
        : () => sql<boolean>`properties.id in (select property_id from ${table} where line_code = ${line})`;
    }
    case "deal":
      return offers(spec.name, value as "sale" | "rent");
    case "place":
      return locationIs(String(value));
    case "choice":
      return (eb) => eb(sql.ref(spec.name), "=", value);
    case "minimum":
      // `+column`: tested on the entries of whichever index the order or a location
      // picks, never an index range of its own (no index leads with these, and a
      // range on a sort index made SQLite pass over a selective location).
      return (eb) => eb(sql<number>`+${sql.ref(spec.name)}`, ">=", Number(value));
  }
}

/**
 * The WHERE of the filters, each as its field declares it (decision 045). A
 * deal's price, price-per-sqft or size order lists the listings that have that
 * figure (a "Price on request" has no place in a sale price order), so a sort
 * narrows too: `> 0` is also what lets its index serve the range and the order at once.
 * A price order on All narrows nothing: every listing has a place in it (decision 054).
 * `walking`: the page of a list with more matches than the count's cap, found by
 * walking its order index: the station filters are then tested on the walked
 * listings instead of finding every match by their own index (decision 060).
 */
export function filterWheres(f: ListFilters, declaration: ListDeclaration = LIST_DECLARATION, walking = false): Where[] {
  const price = priceColumn(f, declaration);
  const wheres = declaration.filters.flatMap((spec) => wheresOf(spec, f as Values, price, walking));
  const key = sortKey(f, declaration);
  if (key?.narrows) wheres.push((eb) => eb(key.expression, ">", 0));
  return wheres;
}

/** A station filter is set: a capped list's page walks its order index, testing them there (filterWheres). */
export function filtersByStation(f: ListFilters, declaration: ListDeclaration = LIST_DECLARATION): boolean {
  return declaration.filters.some((spec) => (spec.as === "near" || spec.as === "line") && (f as Values)[spec.param] !== undefined);
}

/**
 * The column of a set "Near a station" filter: a capped count reads its matches
 * in that column's order, so that its own index (properties_station_near) is the
 * way to them, which the count stops walking at the cap (decision 065).
 */
export function nearColumn(f: ListFilters, declaration: ListDeclaration = LIST_DECLARATION): string | undefined {
  const spec = declaration.filters.find((s) => s.as === "near" && (f as Values)[s.param] !== undefined);
  return spec?.as === "near" ? spec.name : undefined;
}

function pricedRange(f: ListFilters, declaration: ListDeclaration): boolean {
  const range = declaration.filters.find((s) => s.as === "range");
  return !!range && range.as === "range" && ((f as Values)[range.min] !== undefined || (f as Values)[range.max] !== undefined);
}

/** The order's key and direction; null for Newest (each page's own date order). */
export function sortKey(
  f: ListFilters,
  declaration: ListDeclaration = LIST_DECLARATION,
): { expression: RawBuilder<number>; direction: "asc" | "desc"; narrows: boolean } | null {
  const sort = declaration.sorts.find((s) => s.key === f.sort);
  if (!sort || sort.by === "listed") return null;
  const deal = f.deal === "rent" ? "rent" : "sale";
  const { direction } = sort;
  // A price range with no deal reads the sale price (priceColumn): that list has only listings for sale.
  if (sort.by === "price" && !f.deal && !pricedRange(f, declaration)) return { expression: EVERY_DEAL_PRICE[direction], direction, narrows: false };
  if (sort.by === "price") return { expression: sql<number>`${sql.ref(priceColumn(f, declaration))}`, direction, narrows: true };
  if (sort.by === "price_per_sqft") return { expression: PSF[deal], direction, narrows: true };
  return { expression: sql<number>`${sql.ref(sort.by)}`, direction, narrows: true };
}
