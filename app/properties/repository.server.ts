import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { newId, nowIso } from "~/platform/ids";
import { parseList } from "~/platform/json-list";
import { ensureName } from "~/names/names.server";
import { slugify, uniqueSlug } from "./model/slug";
import { nextPriceHistory, pricesOfRow } from "./display/price-reduction";
import { toAdminProperty, toRowValues, type AdminProperty, type PropertyInput } from "./model/table";
import type { Status } from "./model/property";
import { changedOwnerFields, logOwnerDataChange, SYSTEM_ACTOR, type OwnerDataAction } from "./owner-data/log.server";
import { OWNER_DATA_FIELDS } from "./model/fields";
import { placeColumns, saveStations } from "./place/place.server";

/**
 * Every write of a property, and the reads a write needs. Each function takes
 * the database (or a transaction) first, so a caller can run several in one
 * transaction and tests pass their own database.
 */
export type Db = Kysely<Database> | Transaction<Database>;

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err?.code === "23505" || /UNIQUE constraint failed/i.test(err?.message ?? "");
}

/** Any fixed 64-bit number: the key of the advisory lock that orders property creates. */
const CREATE_LOCK_KEY = 6_006_006;

/**
 * docs/product.md#validation: a location or project name typed in the form joins its list, in the
 * save's transaction; the listing is saved with the list's spelling.
 */
async function joinNameLists<T extends Pick<PropertyInput, "location" | "project_name">>(trx: Db, input: T): Promise<T> {
  const location = await ensureName(trx, "locations", input.location);
  const project_name = await ensureName(trx, "project_names", input.project_name);
  return { ...input, location, project_name };
}

/**
 * The display id a new listing takes: `wanted` (an import keeping the numbers
 * already quoted), or one more than the highest ever given (the counter) or
 * than any present (rows copied in by migrate-data or the bulk seed do not
 * move the counter), so a deleted listing's number is never given again. The
 * counter is raised to it.
 */
async function takeDisplayId(trx: Db, wanted?: number): Promise<number> {
  const counter = await trx.selectFrom("display_id_counter").select("last_display_id").where("id", "=", 1).executeTakeFirst();
  const last = Number(counter?.last_display_id ?? 0);
  if (wanted !== undefined && last >= wanted) return wanted;
  const max = async () =>
    Number((await trx.selectFrom("properties").select(sql<number | string | null>`max(display_id)`.as("max")).executeTakeFirstOrThrow()).max ?? 0);
  const display_id = wanted ?? Math.max(await max(), last) + 1;
  await trx
    .insertInto("display_id_counter")
    .values({ id: 1, last_display_id: display_id })
    .onConflict((oc) => oc.column("id").doUpdateSet({ last_display_id: display_id }))
    .execute();
  return display_id;
}

export interface InsertOptions {
  id?: string;
  now?: string;
  /** Keep this display id (an import that keeps the numbers already quoted); it must be free. */
  display_id?: number;
  /** Keep this slug when it is free (an import that keeps links already shared). */
  slug?: string;
  created_at?: string;
  date_status?: string;
  /** Who made it, for the owner data log (an admin's e-mail or "system"). */
  actor?: string;
  action?: OwnerDataAction;
}

/**
 * Inserts a property inside the caller's transaction: a never-used display id
 * (or the one asked for) and a unique slug. The caller retries on a unique
 * violation (createProperty) or lets its whole transaction fail (an import).
 */
export async function insertProperty(
  trx: Db,
  input: PropertyInput,
  options: InsertOptions = {},
): Promise<{ id: string; display_id: number; slug: string }> {
  const id = options.id ?? newId();
  const now = options.now ?? nowIso();
  const display_id = await takeDisplayId(trx, options.display_id);
  // A title with no ASCII word characters (e.g. all Chinese) slugs to "": look up what uniqueSlug will use.
  const base = slugify(options.slug ?? "") || slugify(input.title) || "property";
  // SQLite's LIKE ignores case and so cannot use the slug index: every create
  // read the whole index (a 20,000-row import slowed as it grew). GLOB is
  // exact and seeks it; a slug holds only a-z, 0-9 and "-", nothing GLOB reads.
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const similar = await trx
    .selectFrom("properties")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), postgres ? eb("slug", "like", `${base}-%`) : sql<boolean>`slug glob ${`${base}-*`}`]))
    .execute();
  const taken = new Set(similar.map((r) => r.slug));
  const slug = uniqueSlug(base, (s) => taken.has(s));
  const named = await joinNameLists(trx, input);
  const date_status = options.date_status ?? now;
  const place = await placeColumns(trx, id, named);
  await trx
    .insertInto("properties")
    .values({ id, display_id, slug, ...toRowValues(named), ...place, date_status, created_at: options.created_at ?? now, status_since: date_status })
    .execute();
  await saveStations(trx, id, place);
  await logOwnerDataChange(trx, {
    actor: options.actor ?? SYSTEM_ACTOR,
    action: options.action ?? "create",
    property_id: id,
    display_id,
    fields: changedOwnerFields(null, named),
  });
  return { id, display_id, slug };
}

/** PostgreSQL: one transaction-scoped advisory lock orders every create (see createProperty). */
export async function lockCreates(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${CREATE_LOCK_KEY})`.execute(trx);
}

/**
 * Creates a property with a never-used display id and a unique slug, both
 * chosen inside one transaction; the unique indexes catch a race with another
 * instance, and the insert is retried with fresh values.
 */
export async function createProperty(
  db: Kysely<Database>,
  input: PropertyInput,
  options: { id?: string; now?: string; actor?: string } = {},
): Promise<{ id: string; display_id: number; slug: string }> {
  const id = options.id ?? newId();
  // PostgreSQL runs creates side by side: without a lock, 50 at once all read
  // the same max and most lose the unique-index race again and again. One
  // transaction-scoped advisory lock (shared by every instance) takes them in
  // turn; the retry below stays for SQLite files shared between processes.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        await lockCreates(trx);
        return insertProperty(trx, input, { ...options, id });
      });
    } catch (e) {
      if (isUniqueViolation(e) && attempt < 20) continue;
      throw e;
    }
  }
}

export type UpdateResult =
  | { outcome: "updated"; slug: string; removedImages: string[] }
  | { outcome: "stale" }
  | { outcome: "missing" };

export interface UpdateOptions {
  /** Who made it, for the owner data log (an admin's e-mail or "system"). */
  actor?: string;
  action?: OwnerDataAction;
  now?: string;
  /** The time the lists order it by; a save sets it to now, an import may keep the file's. */
  date_status?: string;
}

/** An edit of one listing: which, the version its form showed, the fields, which photos it keeps, and who made it. */
type Edit = [
  id: string,
  expectedVersion: number,
  input: Omit<PropertyInput, "images">,
  keepImages: (current: string[]) => string[],
  options?: UpdateOptions,
];

/**
 * Saves an edit made from the form that showed `expectedVersion`. If anyone
 * saved in between, nothing is written ("stale"): last-write-wins would
 * silently undo their change. The slug never changes, so links already
 * shared in WhatsApp groups keep working (docs/decisions/011-admin-area.md). `keepImages`
 * decides, from the photos the listing has now (read once, here), which
 * photos of the form it keeps.
 */
export async function updateProperty(db: Kysely<Database>, ...edit: Edit): Promise<UpdateResult> {
  try {
    return await db.transaction().execute((trx) => writeUpdate(trx, ...edit));
  } catch (e) {
    if (e instanceof StaleEdit) return { outcome: "stale" };
    throw e;
  }
}

/**
 * The one update of a listing, inside the caller's transaction (the form's
 * save above, a CSV import's row): names joined to their lists, price
 * history, status time, version check and owner data log. A stale version
 * throws StaleEdit, so that the caller's whole transaction rolls back (the
 * names a stale save added to the lists included).
 */
export async function writeUpdate(trx: Db, ...[id, expectedVersion, input, keepImages, options = {}]: Edit): Promise<UpdateResult> {
  const current = await trx
    .selectFrom("properties")
    .select(["slug", "images", "display_id", "status", "price_sale", "price_rent", "price_sale_before", "price_rent_before", "price_reduced_at", ...OWNER_DATA_FIELDS])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) return { outcome: "missing" };
  const before = parseList(current.images);
  const images = keepImages(before);
  const now = options.now ?? nowIso();
  const named = await joinNameLists(trx, { ...input, images });
  const history = nextPriceHistory(pricesOfRow(current), input, now);
  const place = await placeColumns(trx, id, named);
  const result = await trx
    .updateTable("properties")
    .set({
      ...toRowValues(named),
      ...place,
      ...history,
      date_status: options.date_status ?? now,
      ...(named.status !== current.status ? { status_since: now } : {}),
      version: sql<number>`version + 1`,
    })
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new StaleEdit(Number(current.display_id));
  await saveStations(trx, id, place);
  await logOwnerDataChange(trx, {
    actor: options.actor ?? SYSTEM_ACTOR,
    action: options.action ?? "edit",
    property_id: id,
    display_id: Number(current.display_id),
    fields: changedOwnerFields(current, named),
  });
  return { outcome: "updated", slug: current.slug, removedImages: before.filter((url) => !images.includes(url)) };
}

/** Thrown by writeUpdate when someone saved the listing after `expectedVersion` was read. */
export class StaleEdit extends Error {
  constructor(readonly displayId: number) {
    super(`listing ${displayId} was saved by someone else meanwhile`);
  }
}

/**
 * A quick change from the Property Manager (one listing or several): only the
 * status or the Featured flag is written, so a concurrent edit's other fields
 * are never overwritten. `version` is bumped, so a form opened before the
 * change is refused as stale instead of silently putting the old status
 * back. `date_status` is set as a full save sets it ("set on every save",
 * docs/product.md#data): the changed listing moves to the top of the lists,
 * as it would after saving the form. Returns how many rows were changed.
 */
export async function updateListingFlags(
  db: Db,
  ids: string[],
  change: { status: Status } | { is_featured: boolean },
): Promise<number> {
  if (ids.length === 0) return 0;
  const now = nowIso();
  const column =
    "status" in change
      ? // A listing already of that status keeps the time it took it (owner data is erased N months after a sale).
        { status: change.status, status_since: sql<string>`case when status = ${change.status} then status_since else ${now} end` }
      : { is_featured: change.is_featured ? 1 : 0 };
  const result = await db
    .updateTable("properties")
    .set({ ...column, date_status: now, version: sql<number>`version + 1` })
    .where("id", "in", ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function getAdminProperty(db: Db, id: string): Promise<AdminProperty | null> {
  const row = await db.selectFrom("properties").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toAdminProperty(row) : null;
}

/**
 * Deletes a property's row and answers the photo URLs it listed (null if it
 * was already gone), in one statement: the photos' files are deleted only
 * after this has committed (decision 029), so a listing is never shown
 * without its photos.
 */
export async function deletePropertyRow(db: Db, id: string): Promise<string[] | null> {
  const row = await db.deleteFrom("properties").where("id", "=", id).returning("images").executeTakeFirst();
  return row ? parseList(row.images) : null;
}

export async function countProperties(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom("properties")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}
