import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Database } from "./db-schema";
import { getDb } from "./db.server";
import { CARD_COLUMNS, likePattern, toCard } from "./properties.server";
import type { PropertyCardData } from "./property";
import { foldTypeText, type Category } from "./categories";
import type { PriceRange } from "./price-ranges";

export const PAGE_SIZE = 24;

export interface CardPage {
  items: PropertyCardData[];
  total: number;
  page: number;
  pageCount: number;
}

type Where = (eb: ExpressionBuilder<Database, "properties">) => Expression<SqlBool>;

const escapedLike = (text: string) => sql<string>`${likePattern(text)} escape '\\'`;

/**
 * One page of Available cards. Only card columns are selected: owner
 * fields and hidden remarks are never read for a visitor.
 */
async function availablePage(options: { where?: Where; page?: number; featuredFirst?: boolean }): Promise<CardPage> {
  let query = getDb().selectFrom("properties").where("status", "=", "Available");
  if (options.where) query = query.where(options.where);
  const { n } = await query
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(options.page ?? 1) || 1), pageCount);
  let ordered = query.select(CARD_COLUMNS);
  if (options.featuredFirst) ordered = ordered.orderBy("is_featured", "desc");
  const rows = await ordered
    .orderBy("date_status", "desc")
    .orderBy("id", "desc")
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE)
    .execute();
  return { items: rows.map(toCard), total, page: current, pageCount };
}

/** Spec §5: public search is a case-insensitive substring of title, project, location or display id. */
function matchesSearch(term: string): Where {
  return (eb) =>
    eb.or([
      eb(eb.fn("lower", ["title"]), "like", escapedLike(term)),
      eb(eb.fn("lower", ["project_name"]), "like", escapedLike(term)),
      eb(eb.fn("lower", ["location"]), "like", escapedLike(term)),
      eb(sql`cast(display_id as text)`, "like", escapedLike(term)),
    ]);
}

/** Home list (spec §7): Available only, featured first, then newest date_status. */
export async function listAvailable({ q = "", page = 1 }: { q?: string; page?: number }): Promise<CardPage> {
  const term = q.trim();
  return availablePage({ where: term ? matchesSearch(term) : undefined, page, featuredFirst: true });
}

/** The stored type folded the same way as the category text (see categories.ts). */
const foldedType = sql<string>`replace(replace(lower(property_type), '-', ' '), '/', ' ')`;

export async function listByCategory(category: Category, page = 1): Promise<CardPage> {
  const texts = category.matches.map(foldTypeText);
  return availablePage({ where: (eb) => eb.or(texts.map((t) => eb(foldedType, "like", escapedLike(t)))), page });
}

/** `petaling-jaya`, `Petaling Jaya` and `petaling jaya` name the same place. */
export function foldLocation(text: string): string {
  return text.toLowerCase().replace(/-/g, " ").replace(/\s+/g, " ").trim();
}

export async function listByLocation(location: string, page = 1): Promise<CardPage> {
  const folded = foldLocation(location);
  return availablePage({
    where: (eb) => eb(sql<string>`replace(lower(trim(location)), '-', ' ')`, "=", folded),
    page,
  });
}

export async function listByPriceRange(range: PriceRange, page = 1): Promise<CardPage> {
  return availablePage({
    where: (eb) =>
      eb.and([
        eb("price_sale", "is not", null),
        ...(range.min === null ? [] : [eb("price_sale", ">=", range.min)]),
        ...(range.max === null ? [] : [eb("price_sale", "<", range.max)]),
      ]),
    page,
  });
}
