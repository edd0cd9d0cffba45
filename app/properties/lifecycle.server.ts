import { sql, type Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { getDb } from "~/platform/db/db.server";
import { logger } from "~/platform/logger.server";
import { malaysiaToday } from "./display/malaysia-date";
import { PRICE_REDUCED_DAYS } from "./display/price-reduction";
import { periodic } from "~/platform/periodic";

/**
 * What changes about a listing with the passing of time alone
 * (docs/product.md#states-and-transitions):
 *
 * - an Available listing whose owner's authorisation (authorised_until) ended
 *   before today, Malaysian time, becomes Temporarily Unavailable;
 * - a price reduction older than 30 days is forgotten.
 *
 * Each is one guarded UPDATE, so several instances running this at once
 * change each row once. The content_version triggers raise the version with
 * the UPDATE, so every instance's cached pages change with it; the UPDATE is
 * only run when a row needs it, because PostgreSQL's per-statement trigger
 * would otherwise empty every page cache on each run.
 */
export async function runListingLifecycle(db: Kysely<Database> = getDb(), now: Date = new Date()) {
  const today = malaysiaToday(now);
  const expired = await db
    .selectFrom("properties")
    .select("id")
    .where("status", "=", "Available")
    .where("authorised_until", "!=", "")
    .where("authorised_until", "<", today)
    .execute();
  const hidden = expired.length
    ? await db
        .updateTable("properties")
        .set({ status: "Temporarily Unavailable", version: sql<number>`version + 1` })
        .where("id", "in", expired.map((r) => r.id))
        // Again here: another instance or the agent may have changed it since the select.
        .where("status", "=", "Available")
        .where("authorised_until", "!=", "")
        .where("authorised_until", "<", today)
        .returning(["display_id", "authorised_until"])
        .execute()
    : [];
  if (hidden.length) {
    logger.info(
      { listings: hidden.map((r) => ({ display_id: Number(r.display_id), authorised_until: r.authorised_until })) },
      "owner's authorisation ended: listings set to Temporarily Unavailable",
    );
  }

  const cutoff = new Date(now.getTime() - PRICE_REDUCED_DAYS * 24 * 3600_000).toISOString();
  const stale = await db
    .selectFrom("properties")
    .select("id")
    .where("price_reduced_at", "!=", "")
    .where("price_reduced_at", "<=", cutoff)
    .execute();
  let forgotten = 0;
  if (stale.length) {
    const result = await db
      .updateTable("properties")
      .set({ price_sale_before: null, price_rent_before: null, price_reduced_at: "" })
      .where("id", "in", stale.map((r) => r.id))
      .where("price_reduced_at", "!=", "")
      .where("price_reduced_at", "<=", cutoff)
      .executeTakeFirst();
    forgotten = Number(result.numUpdatedRows);
    if (forgotten) logger.info({ count: forgotten }, "price reductions older than 30 days no longer shown");
  }
  return { hidden: hidden.map((r) => Number(r.display_id)), forgotten };
}

/** Runs at start and every five minutes. */
const lifecycle = periodic("listing lifecycle job", 5 * 60_000, () => runListingLifecycle());
export const startListingLifecycle = lifecycle.start;
export const stopListingLifecycle = lifecycle.stop;
