import { sql, type Expression, type SelectQueryBuilder } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { getDb, getDialect } from "~/platform/db/db.server";
import { searchFilter, statusIs, type ListingFilter, type Where } from "./search.server";
import { categoryFilter } from "./category-filter.server";
import { filtersByStation, filterWheres, locationIs, nearColumn, sortKey } from "./list-queries.server";
import { foldLocation, type ListFilters } from "./list-filters";
import { CARD_COLUMNS, toCard, type PropertyCardData } from "./model/table";
import { foldTypeText, type Category } from "./categories";
import type { PriceRange } from "./price-ranges";

export const PAGE_SIZE = 24;

/**
 * A count stops at this many matches (decision 021): counting every match of
 * a filter or a search that lets a third of a large catalogue through would
 * read all of them on every uncached page. Past it the line reads "1,000+".
 */
export const COUNT_CAP = 1000;

export interface CardPage {
  items: PropertyCardData[];
  total: number;
  /** The count reached COUNT_CAP: there are at least `total` matches. */
  capped: boolean;
  page: number;
  pageCount: number;
}

interface PageOptions {
  filter?: ListingFilter;
  page?: number;
  featuredFirst?: boolean;
  filters?: ListFilters;
}

/**
 * One page of Available cards. Only card columns are selected: owner
 * fields and hidden remarks are never read for a visitor.
 *
 * The page's ids are chosen first and its cards read after: sorting (or
 * skipping, on a deep page) narrow index entries instead of whole rows is
 * what keeps a page of a large result cheap.
 */
async function availablePage(options: PageOptions): Promise<CardPage> {
  const { filter, featuredFirst = false } = options;
  const filters = options.filters ?? { sort: "newest" };
  const narrowing = filterWheres(filters);
  const matching = (walkOrderIndex: boolean) => {
    const wheres = walkOrderIndex ? filterWheres(filters, undefined, true) : narrowing;
    let query = getDb()
      .selectFrom("properties")
      .where(walkOrderIndex ? (eb) => eb("status", "=", "Available") : statusIs("Available", filter));
    if (filter) query = query.where(walkOrderIndex ? (filter.whereWalking ?? filter.where) : filter.where);
    for (const where of wheres) query = query.where(where);
    return query;
  };
  const query = matching(false);
  const counted =
    filter?.searchTable && narrowing.length === 0
      ? await filter.searchTable.count(COUNT_CAP + 1)
      : Number(
          (
            await getDb()
              .selectFrom(countedMatches(query, nearColumn(filters)).as("matches"))
              .select((eb) => eb.fn.countAll<number | string>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
  const capped = counted > COUNT_CAP;
  const total = Math.min(counted, COUNT_CAP);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(options.page ?? 1) || 1), pageCount);
  // An unfiltered search in the home list's order (SQLite): its page straight
  // from the FTS5 table kept in that order, reading only the matches before it.
  const ordered = filter?.searchTable?.pageInListOrder;
  if (ordered && featuredFirst && narrowing.length === 0 && filters.sort === "newest") {
    const ids = await ordered((current - 1) * PAGE_SIZE, PAGE_SIZE);
    const rows = ids.length
      ? await inListOrder(getDb().selectFrom("properties").select(CARD_COLUMNS).where("display_id", "in", ids), filters, featuredFirst).execute()
      : [];
    return { items: rows.map(toCard), total, capped, page: current, pageCount };
  }
  // A search, a category of several types or a station filter with more matches
  // than the cap: walking the list's order index and testing each entry against
  // the matches finds a page sooner than sorting every match (decisions 021, 026 and 060).
  const pageQuery = capped && (filter?.searchTable || filter?.whereWalking || filtersByStation(filters)) ? matching(true) : query;
  const pageIds = inListOrder(pageQuery.select("id"), filters, featuredFirst)
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE);
  const rows = await inListOrder(
    getDb().selectFrom("properties").select(CARD_COLUMNS).where("id", "in", pageIds),
    filters,
    featuredFirst,
  ).execute();
  return { items: rows.map(toCard), total, capped, page: current, pageCount };
}

/**
 * The matches a count reads, at most one past the cap. Near a station, in the
 * distance's order: PostgreSQL then walks properties_station_near and stops at
 * the cap, where it would otherwise read the table until it had found them
 * (a deal and a price order beside the distance, decision 065).
 */
function countedMatches(query: SelectQueryBuilder<Database, "properties", object>, near: string | undefined) {
  const ones = query.select(sql.lit(1).as("one"));
  return (near ? ones.orderBy(sql.ref(near)) : ones).limit(COUNT_CAP + 1);
}

/**
 * The list's order, `id` always last so that ties fall the same way on every
 * page. Newest: date_status (featured before that on the home list). The
 * others sort on an expression an index of 20261124_0630_list_filters holds.
 */
function inListOrder<Q extends SelectQueryBuilder<Database, "properties", object>>(
  query: Q,
  filters: ListFilters,
  featuredFirst: boolean,
): Q {
  const key = sortKey(filters);
  if (key) return query.orderBy(key.expression, key.direction).orderBy("id", key.direction) as Q;
  const byFeatured = featuredFirst ? query.orderBy("is_featured", "desc") : query;
  return byFeatured.orderBy("date_status", "desc").orderBy("id", "desc") as Q;
}

/**
 * Home list (docs/product.md#data): Available only, featured first, then newest
 * date_status. docs/product.md#search: title, project, location or display id
 * (search.server.ts says how terms under three characters match).
 */
export async function listAvailable({
  q = "",
  page = 1,
  filters,
}: {
  q?: string;
  page?: number;
  filters?: ListFilters;
}): Promise<CardPage> {
  const term = q.trim();
  return availablePage({ filter: term ? await searchFilter("public", term) : undefined, page, featuredFirst: true, filters });
}

/** The stored type, folded the same way as the category text (see categories.ts), contains one of its texts. */
export async function listByCategory(category: Category, page = 1, filters?: ListFilters): Promise<CardPage> {
  return availablePage({ filter: await categoryFilter(category.matches.map(foldTypeText)), page, filters });
}

export { foldLocation };

export async function listByLocation(location: string, page = 1, filters?: ListFilters): Promise<CardPage> {
  return availablePage({ filter: { where: locationIs(location) }, page, filters });
}

/**
 * A sale range reads `price_sale`, a rent range `price_rent`: a listing without that price is not for that deal.
 * The visitor's filters never name another deal or price here.
 */
export async function listByPriceRange(range: PriceRange, page = 1, filters?: ListFilters): Promise<CardPage> {
  const column = range.deal === "rent" ? "price_rent" : "price_sale";
  const inRange = (price: Expression<number | null>): Where => (eb) =>
    eb.and([
      eb(price, "is not", null),
      ...(range.min === null ? [] : [eb(price, ">=", range.min)]),
      ...(range.max === null ? [] : [eb(price, "<", range.max)]),
    ]);
  // Past the cap, newest first: walk the date index and test the price on its
  // entries (`+`: not by the price index, whose range would have to be sorted
  // whole; decision 026). A price order reads the price index either way.
  const byPrice = filters?.sort === "price_asc" || filters?.sort === "price_desc";
  return availablePage({
    filters: filters && { ...filters, deal: undefined, min_price: undefined, max_price: undefined },
    filter: {
      where: inRange(sql.ref(column)),
      whereWalking: byPrice || getDialect() !== "sqlite" ? undefined : inRange(sql<number | null>`+${sql.ref(column)}`),
    },
    page,
  });
}

/**
 * Any other narrowing of the Available list, with the visitor's filters: a
 * new list page is one call (the project pages: `listWhere((eb) => eb("project_name", "=", name), page, filters)`).
 */
export async function listWhere(where: Where, page = 1, filters?: ListFilters): Promise<CardPage> {
  return availablePage({ filter: { where }, page, filters });
}

/** A project's Available units (decision 022), by the slug every save stores with the project name. */
export async function listByProject(slug: string, page = 1, filters?: ListFilters): Promise<CardPage> {
  return availablePage({ filter: { where: (eb) => eb("project_slug", "=", slug) }, page, filters });
}
