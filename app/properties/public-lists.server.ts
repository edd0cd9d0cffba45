import { sql, type SelectQueryBuilder } from "kysely";
import type { Database } from "~/platform/db-schema";
import { getDb } from "~/platform/db.server";
import { categoryFilter, searchFilter, statusIs, type ListingFilter } from "./search.server";
import { CARD_COLUMNS, toCard, type PropertyCardData } from "./model/table";
import { foldTypeText, type Category } from "./categories";
import type { PriceRange } from "./price-ranges";

export const PAGE_SIZE = 24;

export interface CardPage {
  items: PropertyCardData[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * One page of Available cards. Only card columns are selected: owner
 * fields and hidden remarks are never read for a visitor.
 *
 * The page's ids are chosen first and its cards read after: sorting (or
 * skipping, on a deep page) narrow index entries instead of whole rows is
 * what keeps a page of a large result cheap.
 */
async function availablePage(options: { filter?: ListingFilter; page?: number; featuredFirst?: boolean }): Promise<CardPage> {
  const { filter, featuredFirst = false } = options;
  let query = getDb().selectFrom("properties").where(statusIs("Available", filter));
  if (filter) query = query.where(filter.where);
  const total = filter?.searchTable
    ? await filter.searchTable.count()
    : Number(
        (await query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n,
      );
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(options.page ?? 1) || 1), pageCount);
  const pageIds = inListOrder(query.select("id"), featuredFirst)
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE);
  const rows = await inListOrder(
    getDb().selectFrom("properties").select(CARD_COLUMNS).where("id", "in", pageIds),
    featuredFirst,
  ).execute();
  return { items: rows.map(toCard), total, page: current, pageCount };
}

/** Newest date_status first (featured before that on the home list), id breaking ties. */
function inListOrder<Q extends SelectQueryBuilder<Database, "properties", object>>(query: Q, featuredFirst: boolean): Q {
  const byFeatured = featuredFirst ? query.orderBy("is_featured", "desc") : query;
  return byFeatured.orderBy("date_status", "desc").orderBy("id", "desc") as Q;
}

/**
 * Home list (docs/product.md#data): Available only, featured first, then newest
 * date_status. docs/product.md#search: title, project, location or display id
 * (search.server.ts says how terms under three characters match).
 */
export async function listAvailable({ q = "", page = 1 }: { q?: string; page?: number }): Promise<CardPage> {
  const term = q.trim();
  return availablePage({ filter: term ? searchFilter("public", term) : undefined, page, featuredFirst: true });
}

/** The stored type, folded the same way as the category text (see categories.ts), contains one of its texts. */
export async function listByCategory(category: Category, page = 1): Promise<CardPage> {
  return availablePage({ filter: categoryFilter(category.matches.map(foldTypeText)), page });
}

/** `petaling-jaya`, `Petaling Jaya` and `petaling jaya` name the same place. */
export function foldLocation(text: string): string {
  return text.toLowerCase().replace(/-/g, " ").replace(/\s+/g, " ").trim();
}

export async function listByLocation(location: string, page = 1): Promise<CardPage> {
  const folded = foldLocation(location);
  // The same expression as the properties_location_key index, character for character.
  return availablePage({
    filter: { where: (eb) => eb(sql<string>`replace(lower(trim(location)), '-', ' ')`, "=", folded) },
    page,
  });
}

/** A sale range reads `price_sale`, a rent range `price_rent`: a listing without that price is not for that deal. */
export async function listByPriceRange(range: PriceRange, page = 1): Promise<CardPage> {
  const column = range.deal === "rent" ? "price_rent" : "price_sale";
  return availablePage({
    filter: {
      where: (eb) =>
        eb.and([
          eb(column, "is not", null),
          ...(range.min === null ? [] : [eb(column, ">=", range.min)]),
          ...(range.max === null ? [] : [eb(column, "<", range.max)]),
        ]),
    },
    page,
  });
}

/** A project's Available units (decision 022), by the slug every save stores with the project name. */
export async function listByProject(slug: string, page = 1): Promise<CardPage> {
  return availablePage({ filter: { where: (eb) => eb("project_slug", "=", slug) }, page });
}
