import { sql } from "kysely";
import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { newId } from "~/platform/ids";
import { periodic } from "~/platform/periodic";
import { turnTaker } from "~/platform/turns";
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

/** Rows read per query, and ids matched per query, with a turn of the event loop between (a 20,000-row import's changes in one read held it for a quarter of a second). */
const BATCH = 1000;

/**
 * Listings that became Available (`status_since`: first published, or back on
 * the market after Sold, Rented or Temporarily Unavailable), or whose price was
 * reduced (`price_reduced_at`), in (from, to], a batch at a time. Not
 * `date_status`: every save moves it, and an edited description is no news
 * (decision 070).
 */
async function changedBy(column: "status_since" | "price_reduced_at", from: string, to: string, pause: () => Promise<void>): Promise<{ id: string; at: string }[]> {
  const found: { id: string; at: string }[] = [];
  let after: { at: string; id: string } | undefined;
  for (;;) {
    // The window, by its own index (price_reduced_at's is partial: `!= ''` lets both databases take it), and the
    // status read from the rows: with `status = 'Available'` in the query, SQLite walked every Available listing
    // by a status index and sorted them, each pass (query-plans.test.ts, "alert scan").
    let query = getDb()
      .selectFrom("properties")
      .select(["id", `${column} as at`, "status"])
      .where(column, "!=", "")
      .where(column, ">", from)
      .where(column, "<=", to);
    if (after) {
      const last = after;
      query = query.where((eb) => eb.or([eb(column, ">", last.at), eb.and([eb(column, "=", last.at), eb("id", ">", last.id)])]));
    }
    const rows = (await query.orderBy(column).orderBy("id").limit(BATCH).execute()) as { id: string; at: string; status: string }[];
    for (const row of rows) if (row.status === "Available") found.push({ id: row.id, at: row.at });
    if (rows.length < BATCH) return found;
    after = rows[rows.length - 1];
    await pause();
  }
}

async function changesBetween(from: string, to: string, pause: () => Promise<void>): Promise<Change[]> {
  const published = await changedBy("status_since", from, to, pause);
  const reduced = await changedBy("price_reduced_at", from, to, pause);
  return [
    ...published.map((p) => ({ property_id: p.id, reason: "new" as const, happened_at: p.at })),
    ...reduced.map((p) => ({ property_id: p.id, reason: "price" as const, happened_at: p.at })),
  ];
}

/** The ids of `ids` that `sub`'s list shows, a batch of ids a query. */
async function matchedOf(sub: { path: string; filters: string }, ids: string[], pause: () => Promise<void>): Promise<string[]> {
  const matched: string[] = [];
  for (let at = 0; at < ids.length; at += BATCH) {
    matched.push(...(await matchingListings(sub, ids.slice(at, at + BATCH))));
    await pause();
  }
  return matched;
}

/**
 * Reads what changed since the last scan and files it under every confirmed
 * subscription it matches. A change is filed once (the events' unique key),
 * so two instances scanning the same span, or a scan repeated after a crash,
 * add nothing twice. A subscription confirmed after a change never hears of it.
 */
export async function scanAlerts(now: Date = new Date()): Promise<number> {
  // A save stamps its listing's status_since and price_reduced_at before it commits: a scan reading up to "now" could pass
  // a stamp whose row is not yet visible and never read it again. Reading up to a few seconds ago,
  // every commit stamped before that is visible.
  const to = new Date(now.getTime() - SCAN_LAG_MS).toISOString();
  const kept = await getDb().selectFrom("alert_scan").select("scanned_until").where("id", "=", 1).executeTakeFirst();
  // The first scan starts now: listings published before alerts existed are not news.
  const from = kept?.scanned_until ?? to;
  const pause = turnTaker();
  const changes = from < to ? await changesBetween(from, to, pause) : [];
  let filed = 0;
  if (changes.length) {
    const subs = await getDb()
      .selectFrom("alert_subscriptions")
      .select(["id", "path", "filters", "property_id", "confirmed_at"])
      .where("confirmed_at", "is not", null)
      .execute();
    const ids = [...new Set(changes.map((c) => c.property_id))];
    for (const sub of subs) {
      const matched = new Set(sub.property_id ? ids.filter((id) => id === sub.property_id) : await matchedOf(sub, ids, pause));
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
          .returning(["id", "lang", "channel"])
          .executeTakeFirst();
        if (!claimed) return false;
        const digestId = newId();
        // Due at once: `now` may be a test's later moment, the worker sends what is due by the clock.
        const queuedAt = new Date().toISOString();
        await trx.updateTable("alert_events").set({ digest_id: digestId }).where("subscription_id", "=", subscription_id).where("digest_id", "is", null).execute();
        await trx
          .insertInto("notification_outbox")
          .values({ id: digestId, channel: claimed.channel === "push" ? "push" : "email", kind: "alert-digest", alert_id: subscription_id, lang: claimed.lang, created_at: queuedAt, next_attempt_at: queuedAt })
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
