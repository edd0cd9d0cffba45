import { sql } from "kysely";
import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { newId } from "~/platform/ids";
import { periodic } from "~/platform/periodic";
import { nudgeNotifications } from "~/leads/notify/worker.server";
import { matchingListings } from "./matching.server";

/** At most one digest a day per subscription. */
export const DIGEST_EVERY_MS = 24 * 3600_000;

/** How far behind the clock a scan reads: longer than any save's stamp-to-commit. */
export const SCAN_LAG_MS = 5_000;

interface Change {
  property_id: string;
  reason: "new" | "price";
  happened_at: string;
}

/** Listings that became Available, or whose price was reduced, in (from, to]. */
async function changesBetween(from: string, to: string): Promise<Change[]> {
  const published = await getDb()
    .selectFrom("properties")
    .select(["id", "date_status"])
    .where("status", "=", "Available")
    .where("date_status", ">", from)
    .where("date_status", "<=", to)
    .execute();
  const reduced = await getDb()
    .selectFrom("properties")
    .select(["id", "price_reduced_at"])
    .where("status", "=", "Available")
    .where("price_reduced_at", ">", from)
    .where("price_reduced_at", "<=", to)
    .execute();
  return [
    ...published.map((p) => ({ property_id: p.id, reason: "new" as const, happened_at: p.date_status })),
    ...reduced.map((p) => ({ property_id: p.id, reason: "price" as const, happened_at: p.price_reduced_at })),
  ];
}

/**
 * Reads what changed since the last scan and files it under every confirmed
 * subscription it matches. A change is filed once (the events' unique key),
 * so two instances scanning the same span, or a scan repeated after a crash,
 * add nothing twice. A subscription confirmed after a change never hears of it.
 */
export async function scanAlerts(now: Date = new Date()): Promise<number> {
  // A save stamps its listing's date_status before it commits: a scan reading up to "now" could pass
  // a stamp whose row is not yet visible and never read it again. Reading up to a few seconds ago,
  // every commit stamped before that is visible.
  const to = new Date(now.getTime() - SCAN_LAG_MS).toISOString();
  const kept = await getDb().selectFrom("alert_scan").select("scanned_until").where("id", "=", 1).executeTakeFirst();
  // The first scan starts now: listings published before alerts existed are not news.
  const from = kept?.scanned_until ?? to;
  const changes = from < to ? await changesBetween(from, to) : [];
  let filed = 0;
  if (changes.length) {
    const subs = await getDb()
      .selectFrom("alert_subscriptions")
      .select(["id", "path", "filters", "property_id", "confirmed_at"])
      .where("confirmed_at", "is not", null)
      .execute();
    const ids = [...new Set(changes.map((c) => c.property_id))];
    for (const sub of subs) {
      const matched = new Set(sub.property_id ? ids.filter((id) => id === sub.property_id) : await matchingListings(sub, ids));
      // A listing followed by its heart is news when its price drops; a list's, when it is new there or cheaper.
      const events = changes.filter((c) => matched.has(c.property_id) && c.happened_at > (sub.confirmed_at ?? "") && (!sub.property_id || c.reason === "price"));
      if (events.length === 0) continue;
      const result = await getDb()
        .insertInto("alert_events")
        .values(events.map((e) => ({ id: newId(), subscription_id: sub.id, ...e })))
        .onConflict((oc) => oc.columns(["subscription_id", "property_id", "reason", "happened_at"]).doNothing())
        .executeTakeFirst();
      filed += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
  }
  await getDb()
    .insertInto("alert_scan")
    .values({ id: 1, scanned_until: to })
    .onConflict((oc) => oc.column("id").doUpdateSet({ scanned_until: sql`case when alert_scan.scanned_until > ${to} then alert_scan.scanned_until else ${to} end` }))
    .execute();
  return filed;
}

/**
 * Each subscription with something filed and no digest in the last day gets
 * one: its events are marked with the outbox row that carries them, written in
 * the same transaction. The subscription's `last_digest_at` is the claim (an
 * UPDATE that only one instance's transaction can make), so a day's digest is
 * written once. Returns how many digests were queued.
 */
export async function queueDigests(now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - DIGEST_EVERY_MS).toISOString();
  const waiting = await getDb().selectFrom("alert_events").select("subscription_id").distinct().where("digest_id", "is", null).execute();
  let queued = 0;
  for (const { subscription_id } of waiting) {
    const done = await getDb()
      .transaction()
      .execute(async (trx) => {
        const claimed = await trx
          .updateTable("alert_subscriptions")
          .set({ last_digest_at: at })
          .where("id", "=", subscription_id)
          .where("confirmed_at", "is not", null)
          .where((eb) => eb.or([eb("last_digest_at", "is", null), eb("last_digest_at", "<=", dayAgo)]))
          .returning(["id", "lang"])
          .executeTakeFirst();
        if (!claimed) return false;
        const digestId = newId();
        // Due at once: `now` may be a test's later moment, the worker sends what is due by the clock.
        const queuedAt = new Date().toISOString();
        await trx.updateTable("alert_events").set({ digest_id: digestId }).where("subscription_id", "=", subscription_id).where("digest_id", "is", null).execute();
        await trx
          .insertInto("notification_outbox")
          .values({ id: digestId, channel: "email", kind: "alert-digest", alert_id: subscription_id, lang: claimed.lang, created_at: queuedAt, next_attempt_at: queuedAt })
          .execute();
        return true;
      });
    if (done) queued++;
  }
  if (queued) nudgeNotifications();
  return queued;
}

let job: ReturnType<typeof periodic> | undefined;

/** Every ALERT_SCAN_MS (five minutes): file what changed, then send each subscription's digest when its day is up. */
export function startAlertScan(everyMs = getEnv().ALERT_SCAN_MS): void {
  job ??= periodic("alert scan", everyMs, async () => {
    await scanAlerts();
    await queueDigests();
  });
  job.start();
}

export function stopAlertScan(): void {
  job?.stop();
  job = undefined;
}
