import { getDb } from "~/platform/db/db.server";
import { CARD_COLUMNS, PUBLIC_COLUMNS, toCard, toPublicProperty, type PropertyCardData, type PublicProperty } from "./model/table";
import type { Status } from "./model/property";
import { COMPARE_MAX } from "./shortlist";

/** The most listings one shortlist page shows: a longer list in the browser is cut, not refused. */
export const SHORTLIST_MAX = 50;

export type ShortlistCard = PropertyCardData & { status: Status };

/**
 * The saved listings a visitor's browser names by display id, in the order given. A listing that
 * was deleted is simply not found (the page names it as gone); a Sold or Rented one keeps its card
 * and says so, as its own page does.
 */
export async function getShortlistCards(displayIds: number[]): Promise<{ found: ShortlistCard[]; gone: number[] }> {
  if (displayIds.length === 0) return { found: [], gone: [] };
  const rows = await getDb()
    .selectFrom("properties")
    .select([...CARD_COLUMNS, "status"])
    .where("display_id", "in", displayIds)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.display_id), { ...toCard(row), status: row.status as Status }]));
  return {
    found: displayIds.flatMap((id) => byId.get(id) ?? []),
    gone: displayIds.filter((id) => !byId.has(id)),
  };
}

/** `?ids=12,5,9` → [12, 5, 9]: whole numbers only, each once, at most SHORTLIST_MAX. */
export function parseShortlistIds(raw: string | null): number[] | null {
  if (raw === null) return null;
  const ids = raw
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number);
  return [...new Set(ids)].slice(0, SHORTLIST_MAX);
}

/** The listings to compare, by display id, in the order given, with their public columns. */
export async function getComparedListings(displayIds: number[]): Promise<PublicProperty[]> {
  const ids = displayIds.slice(0, COMPARE_MAX);
  if (ids.length === 0) return [];
  const rows = await getDb().selectFrom("properties").select(PUBLIC_COLUMNS).where("display_id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [Number(row.display_id), toPublicProperty(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
