import { getDb } from "~/platform/db/db.server";
import { periodic } from "~/platform/periodic";
import { malaysiaToday } from "~/properties/display/malaysia-date";
import { hotListings } from "./hot-figures.server";
import { enqueueNotification } from "./notify/outbox.server";
import { nudgeNotifications } from "./notify/worker.server";

/** Whether the agent asked to be told of hot listings (Settings → Notifications). Off until they turn it on. */
export async function hotLeadAlertsOn(): Promise<boolean> {
  const row = await getDb().selectFrom("notification_preferences").select("hot_leads").where("id", "=", 1).executeTakeFirst();
  return Boolean(row && Number(row.hot_leads));
}

export async function setHotLeadAlerts(on: boolean): Promise<void> {
  await getDb()
    .insertInto("notification_preferences")
    .values({ id: 1, hot_leads: on ? 1 : 0 })
    .onConflict((oc) => oc.column("id").doUpdateSet({ hot_leads: on ? 1 : 0 }))
    .execute();
}

/**
 * Tells the agent of each listing hot today that they were not yet told of
 * today: the notice row (primary key listing + day) and the outbox rows are
 * written in one transaction, so two instances checking together tell once,
 * and a crash after the commit still sends. Returns the listings told of.
 */
export async function notifyHotLeads(now: Date = new Date()): Promise<string[]> {
  if (!(await hotLeadAlertsOn())) return [];
  const day = malaysiaToday(now);
  const told: string[] = [];
  for (const listing of await hotListings(now)) {
    const fresh = await getDb()
      .transaction()
      .execute(async (trx) => {
        const inserted = await trx
          .insertInto("hot_lead_notices")
          .values({ property_id: listing.id, day, created_at: now.toISOString() })
          .onConflict((oc) => oc.columns(["property_id", "day"]).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await enqueueNotification(trx, { kind: "hot", propertyId: listing.id, lang: "en" });
        return true;
      });
    if (fresh) told.push(listing.id);
  }
  if (told.length) nudgeNotifications();
  return told;
}

const HOT_CHECK_MS = 10 * 60_000;
let job: ReturnType<typeof periodic> | undefined;

/** Every ten minutes: views are flushed to the database every few seconds, so a jump is seen within the quarter hour. */
export function startHotLeadWatch(): void {
  job ??= periodic("hot lead check", HOT_CHECK_MS, () => notifyHotLeads(), { firstAfterMs: 60_000 });
  job.start();
}

export function stopHotLeadWatch(): void {
  job?.stop();
  job = undefined;
}
