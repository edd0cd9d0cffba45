import { sql, type Selectable } from "kysely";
import type { PropertiesTable } from "~/platform/db-schema";
import { getDb } from "~/platform/db.server";
import { nowIso } from "~/platform/ids";
import { ensureName } from "~/names/names.server";
import { searchFilter } from "./search.server";
import { parseList, toAdminProperty, toRowValues, type PropertyInput } from "./repository.server";
import type { AdminProperty } from "./property";

export const ADMIN_PAGE_SIZE = 25;

const ROW_COLUMNS = [
  "id", "display_id", "slug", "title", "project_name", "location",
  "price_sale", "price_rent", "status", "is_featured",
] as const;

export type AdminRow = Omit<Pick<Selectable<PropertiesTable>, (typeof ROW_COLUMNS)[number]>, "is_featured"> & {
  is_featured: boolean;
};

/**
 * The Property Manager's table (docs/product.md#data: newest date_status first). `q` is a
 * case-insensitive substring of the display id, title, project, location,
 * document id, owner contact or owner name (search.server.ts says how
 * terms under three characters match). One page at a time.
 */
export async function listAdminProperties({ q = "", page = 1 }: { q?: string; page?: number }) {
  let query = getDb().selectFrom("properties");
  const term = q.trim();
  const filter = term ? searchFilter("admin", term) : undefined;
  if (filter) query = query.where(filter.where);
  const total = filter?.searchTable
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
  const items: AdminRow[] = rows.map((r) => ({
    ...r,
    display_id: Number(r.display_id),
    price_sale: r.price_sale === null ? null : Number(r.price_sale),
    price_rent: r.price_rent === null ? null : Number(r.price_rent),
    is_featured: Boolean(Number(r.is_featured)),
  }));
  return { items, total, page: current, pageCount };
}

export async function getAdminProperty(id: string): Promise<AdminProperty | null> {
  const row = await getDb().selectFrom("properties").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toAdminProperty(row) : null;
}

export type UpdateResult =
  | { outcome: "updated"; slug: string; removedImages: string[] }
  | { outcome: "stale" }
  | { outcome: "missing" };

/**
 * Saves an edit made from the form that showed `expectedVersion`. If anyone
 * saved in between, nothing is written ("stale"): last-write-wins would
 * silently undo their change. The slug never changes, so links already
 * shared in WhatsApp groups keep working (docs/decisions/011-admin-area.md).
 */
export async function updateProperty(id: string, expectedVersion: number, input: PropertyInput): Promise<UpdateResult> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom("properties")
        .select(["slug", "images", "version"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!current) return { outcome: "missing" } as const;
      const result = await trx
        .updateTable("properties")
        .set({
          ...toRowValues(input),
          date_status: nowIso(),
          version: sql<number>`version + 1`,
        })
        .where("id", "=", id)
        .where("version", "=", expectedVersion)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return { outcome: "stale" } as const;
      await ensureName(trx, "locations", input.location);
      await ensureName(trx, "project_names", input.project_name);
      const before = parseList(current.images);
      return {
        outcome: "updated",
        slug: current.slug,
        removedImages: before.filter((url) => !input.images.includes(url)),
      } as const;
    });
}

/** The photo URLs of a property (null if it is gone), so its files can be deleted before the row. */
export async function findPropertyImages(id: string): Promise<string[] | null> {
  const row = await getDb().selectFrom("properties").select("images").where("id", "=", id).executeTakeFirst();
  return row ? parseList(row.images) : null;
}

export async function deletePropertyRow(id: string): Promise<boolean> {
  const result = await getDb().deleteFrom("properties").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
