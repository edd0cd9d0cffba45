import { sql, type Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { logger } from "~/platform/logger.server";
import { periodic } from "~/platform/periodic";
import { malaysiaToday } from "~/properties/display/malaysia-date";

export type ListingEvent = "view" | "whatsapp";

/**
 * At most this many (listing, day) pairs wait in memory between flushes.
 * Only known listings get here (app/leads/beacon.server.ts), so a real site
 * stays far below it; it bounds memory should the database be down for long.
 */
const MAX_PENDING = 50_000;

interface Pending {
  propertyId: string;
  day: string;
  views: number;
  taps: number;
}

/**
 * Counts held in memory and written in one transaction every STATS_FLUSH_MS
 * (and on shutdown), so a visit never waits for a write and a busy page
 * costs one upsert per flush, not one per view. Each row is added with
 * `count = count + n`: instances and restarts add up instead of overwriting.
 */
export function statsBuffer(db: () => Kysely<Database> = getDb) {
  let pending = new Map<string, Pending>();
  let flushing: Promise<void> | undefined;

  function add(row: Pending) {
    const key = `${row.propertyId} ${row.day}`;
    const held = pending.get(key);
    if (held) {
      held.views += row.views;
      held.taps += row.taps;
    } else if (pending.size < MAX_PENDING) {
      pending.set(key, { ...row });
    }
  }

  async function write(rows: Pending[]) {
    // One order for every writer: two instances flushing together on PostgreSQL take row locks in the same order.
    rows.sort((a, b) => (a.propertyId === b.propertyId ? a.day.localeCompare(b.day) : a.propertyId.localeCompare(b.propertyId)));
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const row of rows) {
          // insert … select from properties: a listing deleted since it was counted adds no row (and breaks no foreign key).
          await trx
            .insertInto("listing_daily_stats")
            .columns(["property_id", "day", "views", "whatsapp_taps"])
            .expression(
              trx
                .selectFrom("properties")
                .select([
                  "id",
                  sql<string>`cast(${row.day} as text)`.as("day"),
                  sql<number>`cast(${row.views} as integer)`.as("views"),
                  sql<number>`cast(${row.taps} as integer)`.as("whatsapp_taps"),
                ])
                .where("id", "=", row.propertyId),
            )
            .onConflict((oc) =>
              oc.columns(["property_id", "day"]).doUpdateSet((eb) => ({
                views: eb(eb.ref("listing_daily_stats.views"), "+", eb.ref("excluded.views")),
                whatsapp_taps: eb(eb.ref("listing_daily_stats.whatsapp_taps"), "+", eb.ref("excluded.whatsapp_taps")),
              })),
            )
            .execute();
        }
      });
  }

  return {
    /** One event of a listing known to exist, counted on today's Malaysian date. */
    count(propertyId: string, event: ListingEvent, now: Date = new Date()) {
      add({ propertyId, day: malaysiaToday(now), views: event === "view" ? 1 : 0, taps: event === "whatsapp" ? 1 : 0 });
    },
    /** Pairs waiting to be written. */
    get size() {
      return pending.size;
    },
    /**
     * Writes what is held. A failed write puts the counts back for the next
     * flush (a database outage loses nothing while the process lives).
     */
    flush(): Promise<void> {
      if (!flushing) {
        // Cleared by a callback (always a later microtask), never inside the body: with nothing
        // pending the body ends before `flushing` is assigned, and would leave it set for good.
        const run = (async () => {
          while (pending.size > 0) {
            const rows = [...pending.values()];
            pending = new Map();
            try {
              await write(rows);
            } catch (error) {
              for (const row of rows) add(row);
              throw error;
            }
          }
        })();
        flushing = run.finally(() => {
          flushing = undefined;
        });
      }
      return flushing;
    },
  };
}

export type StatsBuffer = ReturnType<typeof statsBuffer>;

let shared: StatsBuffer | undefined;
/** This process's buffer. */
export function listingStats(): StatsBuffer {
  shared ??= statsBuffer();
  return shared;
}

let job: ReturnType<typeof periodic> | undefined;

export function startStatsFlush(): void {
  job ??= periodic("listing statistics flush", getEnv().STATS_FLUSH_MS, () => listingStats().flush());
  job.start();
}

/** On shutdown, before the database closes: what was counted since the last flush is written. */
export async function stopStatsFlush(): Promise<void> {
  job?.stop();
  job = undefined;
  await listingStats()
    .flush()
    .catch((err: unknown) => logger.error({ err }, "listing statistics could not be written on shutdown"));
}
