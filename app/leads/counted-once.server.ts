import { createHmac, randomBytes } from "node:crypto";
import { malaysiaToday } from "~/properties/display/malaysia-date";
import { logger } from "~/platform/logger.server";
import type { ListingEvent } from "./stats-buffer.server";

/**
 * Which beacons of today have been counted already (issue 28 item 4, decision 043).
 * A visitor is their network (an IPv4 address, an IPv6 /64) and browser (the
 * User-Agent), never a cookie: the pair is hashed with a key drawn at random for
 * the Malaysian day and kept in memory only, so the marks cannot be linked to an
 * address, nor to the same visitor another day; at the day's turn the key and
 * every mark are dropped.
 *
 * - A view (or a WhatsApp tap) counts once per visitor, listing and day.
 * - At most PER_NETWORK visitors of one network count for one listing and day:
 *   a script that changes its User-Agent on each beacon moves a listing's
 *   figure by that much, no more. Many phones share a carrier address (CGNAT),
 *   and they rarely look at one listing on the same day in such numbers.
 * - At most MAX_MARKS marks a day; past them nothing more is counted that day
 *   (the figures are a lower bound, and the statistics page says they are approximate).
 */
export const PER_NETWORK = 20;
const MAX_MARKS = 200_000;

export function countedOnce() {
  let day = "";
  let key = Buffer.alloc(0);
  let visitors = new Set<string>();
  let networks = new Map<string, number>();
  let full = false;

  const mark = (...parts: string[]) => createHmac("sha256", key).update(parts.join("\0")).digest("base64url").slice(0, 22);

  /** True the first time this visitor sends this event for this listing today (and within the network's cap). */
  return function first(input: { network: string; userAgent: string; listing: string; event: ListingEvent; now?: Date }): boolean {
    const today = malaysiaToday(input.now);
    if (today !== day) {
      day = today;
      key = randomBytes(32);
      visitors = new Set();
      networks = new Map();
      full = false;
    }
    const visitor = mark(input.network, input.userAgent, input.listing, input.event);
    if (visitors.has(visitor)) return false;
    const network = mark(input.network, input.listing, input.event);
    const seen = networks.get(network) ?? 0;
    if (seen >= PER_NETWORK) return false;
    if (visitors.size + networks.size >= MAX_MARKS) {
      if (!full) logger.warn({ marks: MAX_MARKS }, "listing beacons: today's marks are full; nothing more is counted today");
      full = true;
      return false;
    }
    visitors.add(visitor);
    networks.set(network, seen + 1);
    return true;
  };
}

let shared: ReturnType<typeof countedOnce> | undefined;
/** The process's marks, shared by every beacon. */
export function countedOnceToday(): ReturnType<typeof countedOnce> {
  return (shared ??= countedOnce());
}
