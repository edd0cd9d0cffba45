import { isbot } from "isbot";
import { getAdminUser, SECURE_SESSION_COOKIE, SESSION_COOKIE } from "~/auth/session.server";
import { getDb } from "~/platform/db/db.server";
import { countedOnceToday } from "./counted-once.server";
import { listingStats, type ListingEvent } from "./stats-buffer.server";

const EVENTS = new Set<string>(["view", "whatsapp"]);
/** Listing ids are ours (app/platform/ids.ts) or an import's: short, URL-safe. */
const LISTING_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SESSION_COOKIE_SENT = new RegExp(`(?:^|;\\s*)(?:${SESSION_COOKIE}|${SECURE_SESSION_COOKIE})=`);
/** Listings seen to exist; forgotten wholesale past this size (a lookup is one indexed query). */
const MAX_KNOWN = 100_000;
const known = new Set<string>();

async function listingExists(id: string): Promise<boolean> {
  if (known.has(id)) return true;
  const row = await getDb().selectFrom("properties").select("id").where("id", "=", id).executeTakeFirst();
  if (!row) return false;
  if (known.size >= MAX_KNOWN) known.clear();
  known.add(id);
  return true;
}

export interface BeaconInput {
  listing: string | undefined;
  event: string | undefined;
  userAgent: string | undefined;
  cookie: string | undefined;
  /** The client's network (app/platform/network-key.ts): with the User-Agent, who the visitor is today. */
  network: string;
}

export type BeaconOutcome = "counted" | "invalid" | "unknown-listing" | "bot" | "admin" | "repeat";

/**
 * One beacon from a listing's page (app/leads/ui/listing-events.enhance.ts): counted
 * unless it names no listing we have, comes from a crawler, or from the
 * signed-in admin looking at their own listing, and once per visitor, listing
 * and day (counted-once.server.ts). Nothing about the visitor is kept: the
 * cookie is read here and dropped, the network and user agent only as a
 * day's keyed hash in memory.
 */
export async function recordListingEvent(input: BeaconInput): Promise<BeaconOutcome> {
  const { listing, event } = input;
  if (!listing || !LISTING_ID.test(listing) || !event || !EVENTS.has(event)) return "invalid";
  if (!input.userAgent || isbot(input.userAgent)) return "bot";
  if (input.cookie && SESSION_COOKIE_SENT.test(input.cookie)) {
    const admin = await getAdminUser(new Request("http://beacon.local/", { headers: { cookie: input.cookie } }));
    if (admin) return "admin";
  }
  if (!(await listingExists(listing))) return "unknown-listing";
  if (!countedOnceToday()({ network: input.network, userAgent: input.userAgent, listing, event: event as ListingEvent })) return "repeat";
  listingStats().count(listing, event as ListingEvent);
  return "counted";
}
