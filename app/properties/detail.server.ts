import { getDb } from "~/platform/db/db.server";
import { logger } from "~/platform/logger.server";
import { CARD_COLUMNS, PUBLIC_COLUMNS, toCard, toPublicProperty, type PropertyCardData, type PublicProperty } from "./model/table";

/**
 * docs/product.md#data, detail: by document id, else by slug, whatever its status: a Sold,
 * Rented or Temporarily Unavailable listing keeps its page (its link still
 * circulates in WhatsApp groups), which says so. Lists, search and the
 * sitemap show Available listings only.
 */
export async function getPublicListing(idOrSlug: string): Promise<PublicProperty | null> {
  const base = getDb().selectFrom("properties").select(PUBLIC_COLUMNS);
  const row =
    (await base.where("id", "=", idOrSlug).executeTakeFirst()) ??
    (await base.where("slug", "=", idOrSlug).executeTakeFirst());
  return row ? toPublicProperty(row) : null;
}

export interface NeighbourLink {
  id: string;
  slug: string;
  title: string;
}

/**
 * Previous/next are the exact neighbours by date_status among Available
 * listings (decision 008: no 50-item window). Previous is the next older one,
 * next the next newer one; equal timestamps are ordered by id so that every
 * listing has a well-defined place. Written as row values, `(date_status, id)
 * < (?, ?)`, so that both dialects seek straight to the neighbour in the
 * (status, date_status, id) index; the same test spelled out with OR made
 * them read every older (or newer) Available listing.
 */
export async function getNeighbours(current: { id: string; date_status: string }) {
  const db = getDb();
  const base = db
    .selectFrom("properties")
    .select(["id", "slug", "title"])
    .where("status", "=", "Available");
  const [previous, next] = await Promise.all([
    base
      .where((eb) => eb(eb.refTuple("date_status", "id"), "<", eb.tuple(current.date_status, current.id)))
      .orderBy("date_status", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
    base
      .where((eb) => eb(eb.refTuple("date_status", "id"), ">", eb.tuple(current.date_status, current.id)))
      .orderBy("date_status", "asc")
      .orderBy("id", "asc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { previous: previous ?? null, next: next ?? null } satisfies Record<string, NeighbourLink | null>;
}

const SIMILAR_SHOWN = 3;

function latestAvailable(excludeId: string) {
  return getDb()
    .selectFrom("properties")
    .select(CARD_COLUMNS)
    .where("status", "=", "Available")
    .where("id", "!=", excludeId)
    .orderBy("date_status", "desc")
    .orderBy("id", "desc")
    .limit(SIMILAR_SHOWN);
}

/**
 * docs/product.md#data, similar: Available, same location, newest first, the current one
 * left out, 3 shown. If that query fails, the latest Available are shown.
 */
export async function getSimilar(
  current: { id: string; location: string },
  sameLocation = (id: string, location: string) => latestAvailable(id).where("location", "=", location).execute(),
): Promise<PropertyCardData[]> {
  try {
    return (await sameLocation(current.id, current.location)).map(toCard);
  } catch (err) {
    logger.warn({ err, id: current.id }, "similar listings query failed; showing the latest instead");
    return (await latestAvailable(current.id).execute()).map(toCard);
  }
}
