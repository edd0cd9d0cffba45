import { sql, type Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { nowIso } from "~/platform/ids";
import { logger } from "~/platform/logger.server";
import { periodic } from "~/platform/periodic";
import { OWNER_DATA_FIELDS } from "../model/fields";
import { logOwnerDataChange, SYSTEM_ACTOR } from "./log.server";

const CLOSED = ["Sold", "Rented"] as const;

/** The moment `months` calendar months before `now` (UTC), as stored timestamps are written. */
export function monthsBefore(now: Date, months: number): string {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
}

/**
 * PDPA: a listing Sold or Rented for more than `months` (status_since) keeps
 * no owner name, contact or remarks. Each erased listing gets one row in the
 * owner data log, written in the same transaction as the erasure. The update
 * is guarded again by status and time, so a listing put back on the market
 * meanwhile (or erased by another instance) is left alone. Returns the
 * display ids erased.
 */
export async function eraseOwnerData(
  db: Kysely<Database> = getDb(),
  options: { months?: number; now?: Date; actor?: string } = {},
): Promise<number[]> {
  const months = options.months ?? getEnv().OWNER_DATA_RETENTION_MONTHS;
  const cutoff = monthsBefore(options.now ?? new Date(), months);
  const candidates = await db
    .selectFrom("properties")
    .select(["id", "display_id", ...OWNER_DATA_FIELDS])
    .where("status", "in", [...CLOSED])
    .where("status_since", "!=", "")
    .where("status_since", "<", cutoff)
    .where((eb) => eb.or(OWNER_DATA_FIELDS.map((name) => eb(name, "!=", ""))))
    .execute();
  const erased: number[] = [];
  for (const row of candidates) {
    const fields = OWNER_DATA_FIELDS.filter((name) => row[name] !== "");
    const done = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("properties")
        .set({ ...Object.fromEntries(OWNER_DATA_FIELDS.map((n) => [n, ""])), version: sql<number>`version + 1` })
        .where("id", "=", row.id)
        .where("status", "in", [...CLOSED])
        .where("status_since", "<", cutoff)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await logOwnerDataChange(trx, {
        actor: options.actor ?? SYSTEM_ACTOR,
        action: "erase",
        property_id: row.id,
        display_id: Number(row.display_id),
        fields,
      });
      return true;
    });
    if (done) erased.push(Number(row.display_id));
  }
  if (erased.length) {
    logger.info({ listings: erased, months, at: nowIso() }, "owner data erased from listings sold or rented long ago");
  }
  return erased;
}

/** With OWNER_DATA_AUTO_ERASE=1: at start and every hour. */
const job = periodic("owner data erasure", 60 * 60_000, () => eraseOwnerData());
export function startOwnerDataErasure() {
  if (getEnv().OWNER_DATA_AUTO_ERASE === "1") job.start();
}
export const stopOwnerDataErasure = job.stop;
