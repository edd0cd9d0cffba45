import { sql } from "kysely";
import { getDb } from "./db.server";
import { CARD_COLUMNS, likePattern, toCard } from "./properties.server";
import type { PropertyCardData } from "./property";

export const PAGE_SIZE = 24;

export interface CardPage {
  items: PropertyCardData[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * Home list (spec §7): Available only, featured first, then newest
 * date_status; `q` matches title, project, location or display id,
 * case-insensitively. Never matches owner fields or hidden remarks.
 */
export async function listAvailable({ q = "", page = 1 }: { q?: string; page?: number }): Promise<CardPage> {
  const db = getDb();
  let query = db.selectFrom("properties").where("status", "=", "Available");
  const term = q.trim();
  if (term) {
    const pattern = likePattern(term);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["title"]), "like", sql<string>`${pattern} escape '\\'`),
        eb(eb.fn("lower", ["project_name"]), "like", sql<string>`${pattern} escape '\\'`),
        eb(eb.fn("lower", ["location"]), "like", sql<string>`${pattern} escape '\\'`),
        eb(sql`cast(display_id as text)`, "like", sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  const { n } = await query
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await query
    .select(CARD_COLUMNS)
    .orderBy("is_featured", "desc")
    .orderBy("date_status", "desc")
    .orderBy("id")
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE)
    .execute();
  return { items: rows.map(toCard), total, page: current, pageCount };
}
