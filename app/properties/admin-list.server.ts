import type { Selectable } from "kysely";
import type { PropertiesTable } from "./model/table";
import { getDb } from "~/platform/db/db.server";
import { parseList } from "~/platform/json-list";
import { searchFilter } from "./search.server";
import { authorisationState } from "./display/authorisation";
import { formatDate, malaysiaToday } from "./display/malaysia-date";
import { needFilter } from "./attention/attention.server";
import type { Need } from "./attention/needs";

export const ADMIN_PAGE_SIZE = 25;

const ROW_COLUMNS = [
  "id", "display_id", "slug", "title", "project_name", "location",
  "price_sale", "price_rent", "status", "is_featured", "authorised_until", "images", "map_lat",
] as const;

export type AdminRow = Omit<Pick<Selectable<PropertiesTable>, (typeof ROW_COLUMNS)[number]>, "is_featured" | "images" | "map_lat"> & {
  is_featured: boolean;
  /** No point of its own nor from its project: no map and no stations until the agent gives one (issue 30 item 5). */
  lacksPlace: boolean;
  /** The first photo's URL (the cover), for the phone list's thumbnail; null without photos. */
  cover: string | null;
  /** "Authorisation expired" or "Authorisation ends {date}" (within 14 days); decided here, in Malaysian time. */
  authorisation: string | null;
};

function authorisationNote(authorisedUntil: string, today: string): string | null {
  const state = authorisationState(authorisedUntil, today);
  if (!state) return null;
  return state.state === "expired" ? "Authorisation expired" : `Authorisation ends ${formatDate(state.until)}`;
}

/**
 * The Property Manager's table (docs/product.md#data: newest date_status first). `q` is a
 * case-insensitive substring of the display id, title, project, location,
 * document id, owner contact or owner name (search.server.ts says how
 * terms under three characters match). `needs`: only the listings the
 * dashboard counted as lacking that (attention/needs.ts). One page at a time.
 */
export async function listAdminProperties({ q = "", page = 1, needs = null }: { q?: string; page?: number; needs?: Need | null }) {
  let query = getDb().selectFrom("properties");
  if (needs) query = query.where(needFilter(needs));
  const term = q.trim();
  const filter = term ? await searchFilter("admin", term) : undefined;
  if (filter) query = query.where(filter.where);
  // The search table counts the search alone: with a `needs` filter too, rows are counted.
  const total = filter?.searchTable && !needs
    ? await filter.searchTable.count()
    : Number((await query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await query
    .select(ROW_COLUMNS)
    .orderBy("date_status", "desc")
    .orderBy("id")
    .limit(ADMIN_PAGE_SIZE)
    .offset((current - 1) * ADMIN_PAGE_SIZE)
    .execute();
  const today = malaysiaToday();
  const items: AdminRow[] = rows.map(({ images, map_lat, ...r }) => ({
    ...r,
    lacksPlace: map_lat === null,
    cover: parseList(images)[0] ?? null,
    display_id: Number(r.display_id),
    price_sale: r.price_sale === null ? null : Number(r.price_sale),
    price_rent: r.price_rent === null ? null : Number(r.price_rent),
    is_featured: Boolean(Number(r.is_featured)),
    authorisation: authorisationNote(r.authorised_until, today),
  }));
  return { items, total, page: current, pageCount };
}
