import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, PropertiesTable } from "~/platform/db-schema";
import { getDb, getDialect } from "~/platform/db.server";
import { newId, nowIso } from "~/platform/ids";
import type { AdminProperty, ListingType, PropertyCardData, PublicProperty } from "./property";
import { slugify, uniqueSlug } from "./slug";

/** Columns a visitor may see. Owner fields and hidden remarks are never selected for them. */
export const PUBLIC_COLUMNS = [
  "id",
  "display_id",
  "slug",
  "title",
  "project_name",
  "property_type",
  "location",
  "price_sale",
  "price_rent",
  "listing_type",
  "land_area",
  "built_up_area",
  "bedrooms",
  "bathrooms",
  "carparks",
  "description",
  "status",
  "date_status",
  "images",
  "is_featured",
  "created_at",
] as const;

export const CARD_COLUMNS = [
  "id",
  "display_id",
  "slug",
  "title",
  "project_name",
  "property_type",
  "location",
  "price_sale",
  "price_rent",
  "listing_type",
  "bedrooms",
  "bathrooms",
  "built_up_area",
  "is_featured",
  "images",
] as const;

type PublicRow = Pick<Selectable<PropertiesTable>, (typeof PUBLIC_COLUMNS)[number]>;
type CardRow = Pick<Selectable<PropertiesTable>, (typeof CARD_COLUMNS)[number]>;

/** A JSON list column as strings; [] for anything else (an empty or damaged value). */
export function parseList<T extends string = string>(json: string): T[] {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is T => typeof v === "string") : [];
  } catch {
    return [];
  }
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export function toPublicProperty(row: PublicRow): PublicProperty {
  return {
    ...row,
    display_id: Number(row.display_id),
    price_sale: num(row.price_sale),
    price_rent: num(row.price_rent),
    land_area: num(row.land_area),
    built_up_area: num(row.built_up_area),
    bedrooms: num(row.bedrooms),
    bathrooms: num(row.bathrooms),
    carparks: num(row.carparks),
    listing_type: parseList<ListingType>(row.listing_type),
    images: parseList<string>(row.images),
    is_featured: Boolean(Number(row.is_featured)),
  };
}

export function toCard(row: CardRow): PropertyCardData {
  const { images, ...rest } = row;
  return {
    ...rest,
    display_id: Number(row.display_id),
    price_sale: num(row.price_sale),
    price_rent: num(row.price_rent),
    bedrooms: num(row.bedrooms),
    bathrooms: num(row.bathrooms),
    built_up_area: num(row.built_up_area),
    listing_type: parseList<ListingType>(row.listing_type),
    is_featured: Boolean(Number(row.is_featured)),
    cover: parseList<string>(images)[0] ?? null,
  };
}

export function toAdminProperty(row: Selectable<PropertiesTable>): AdminProperty {
  return {
    ...toPublicProperty(row),
    owner_name: row.owner_name,
    owner_contact: row.owner_contact,
    remarks_hidden: row.remarks_hidden,
    version: Number(row.version),
  };
}

/** The writable fields of a property, already validated and normalised. */
export interface PropertyInput {
  title: string;
  project_name: string;
  property_type: string;
  owner_name: string;
  owner_contact: string;
  location: string;
  price_sale: number | null;
  price_rent: number | null;
  listing_type: ListingType[];
  land_area: number | null;
  built_up_area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  carparks: number | null;
  description: string;
  remarks_hidden: string;
  status: string;
  images: string[];
  is_featured: boolean;
}

/** A PropertyInput as table columns (lists as JSON text, booleans as 0/1). */
export function toRowValues(input: PropertyInput) {
  return {
    ...input,
    listing_type: JSON.stringify(input.listing_type),
    images: JSON.stringify(input.images),
    is_featured: input.is_featured ? 1 : 0,
  };
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err?.code === "23505" || /UNIQUE constraint failed/i.test(err?.message ?? "");
}

/** Any fixed 64-bit number: the key of the advisory lock that orders property creates. */
const CREATE_LOCK_KEY = 6_006_006;

/**
 * Creates a property with display_id = max + 1 and a unique slug, both
 * chosen inside one transaction; the unique indexes catch a race with another
 * instance, and the insert is retried with fresh values.
 */
export async function createProperty(
  input: PropertyInput,
  options: { id?: string; now?: string; db?: Kysely<Database> } = {},
): Promise<{ id: string; display_id: number; slug: string }> {
  const db = options.db ?? getDb();
  const id = options.id ?? newId();
  const now = options.now ?? nowIso();
  // PostgreSQL runs creates side by side: without a lock, 50 at once all read
  // the same max and most lose the unique-index race again and again. One
  // transaction-scoped advisory lock (shared by every instance) takes them in
  // turn; the retry below stays for SQLite files shared between processes.
  const lockCreates = !options.db && getDialect() === "postgres";
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        if (lockCreates) await sql`select pg_advisory_xact_lock(${CREATE_LOCK_KEY})`.execute(trx);
        const { max } = await trx
          .selectFrom("properties")
          .select(sql<number | string | null>`max(display_id)`.as("max"))
          .executeTakeFirstOrThrow();
        const display_id = Number(max ?? 0) + 1;
        // A title with no ASCII word characters (e.g. all Chinese) slugs to "": look up what uniqueSlug will use.
        const base = slugify(input.title) || "property";
        const taken = new Set(
          (
            await trx
              .selectFrom("properties")
              .select("slug")
              .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
              .execute()
          ).map((r) => r.slug),
        );
        const slug = uniqueSlug(base, (s) => taken.has(s));
        await trx
          .insertInto("properties")
          .values({ id, display_id, slug, ...toRowValues(input), date_status: now, created_at: now })
          .execute();
        return { id, display_id, slug };
      });
    } catch (e) {
      if (isUniqueViolation(e) && attempt < 20) continue;
      throw e;
    }
  }
}

/** Lower-cases and escapes LIKE wildcards (for `escape '\\'`), so that a visitor's `%` or `_` matches itself. */
export function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function countProperties(): Promise<number> {
  const { n } = await getDb()
    .selectFrom("properties")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}
