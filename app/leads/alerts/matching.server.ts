import { sql, type SqlBool } from "kysely";
import { getDb } from "~/platform/db/db.server";
import { resolveCategory, foldTypeText } from "~/properties/categories";
import { categoryFilter } from "~/properties/category-filter.server";
import { parseListFilters, queryText } from "~/properties/list-filters";
import { filterWheres, locationIs } from "~/properties/list-queries.server";
import { parsePriceRange } from "~/properties/price-ranges";
import { searchFilter, type Where } from "~/properties/search.server";

const NONE: Where = (eb) => eb.lit(false);

/** The narrowing of the list page itself, as its route's list function applies it (app/properties/public-lists.server.ts). */
async function pageWhere(path: string): Promise<Where | null> {
  const [, kind, rawValue] = path.split("/");
  const value = decodeURIComponent(rawValue ?? "");
  switch (kind) {
    case "":
    case "search":
      return null;
    case "category": {
      const category = resolveCategory(value);
      return category ? (await categoryFilter(category.matches.map(foldTypeText))).where : NONE;
    }
    case "location":
      return locationIs(value);
    case "price-range": {
      const range = parsePriceRange(value);
      if (!range) return NONE;
      const column = range.deal === "rent" ? "price_rent" : "price_sale";
      return (eb) =>
        eb.and([
          eb(sql.ref(column), "is not", null),
          ...(range.min === null ? [] : [eb(sql.ref(column), ">=", range.min)]),
          ...(range.max === null ? [] : [eb(sql.ref(column), "<", range.max)]),
        ]);
    }
    case "project":
      return (eb) => eb("project_slug", "=", value);
    case "near":
      return () => sql<SqlBool>`id in (select property_id from property_stations where station_slug = ${value})`;
    default:
      return NONE;
  }
}

/**
 * Which of `propertyIds` the page `path` with `filters` lists now: Available,
 * on the page, passing its filters and its search text. The list's own SQL
 * pieces, so an alert matches exactly what the visitor would see on the page.
 */
export async function matchingListings(page: { path: string; filters: string }, propertyIds: string[]): Promise<string[]> {
  if (propertyIds.length === 0) return [];
  const params = new URLSearchParams(page.filters);
  const filters = parseListFilters(params);
  // A price range page's deal and price are its own (as listByPriceRange drops the visitor's).
  const own = page.path.startsWith("/price-range/") ? { ...filters, deal: undefined, min_price: undefined, max_price: undefined } : filters;
  const wheres = [...filterWheres({ ...own, sort: "newest" } as typeof filters)];
  const onPage = await pageWhere(page.path);
  if (onPage) wheres.push(onPage);
  const q = queryText(params);
  if (q) wheres.push((await searchFilter("public", q)).where);
  let query = getDb().selectFrom("properties").select("id").where("status", "=", "Available").where("id", "in", propertyIds);
  for (const where of wheres) query = query.where(where);
  return (await query.execute()).map((r) => r.id);
}
