import { sql } from "kysely";
import { getDb } from "~/platform/db/db.server";
import { newId } from "~/platform/ids";
import { enquiryLimit } from "~/leads/enquiry-limit.server";
import { emailConfigured } from "~/leads/notify/outbox.server";
import { nudgeNotifications } from "~/leads/notify/worker.server";
import type { Lang } from "~/i18n/languages";
import type { SavedPage } from "./saved-page";

/** Sign-ups per network and hour, like enquiries (decision 040): a person sets one or two alerts. */
const takeSignUp = enquiryLimit({ perClient: 5, busyAfter: 200, total: 1000 });

export type SignUpResult = "sent" | "invalid-email" | "consent" | "limited" | "off";

/** An address as a person types it; the mail server says the rest. */
export const EMAIL_PATTERN = /^[^\s@<>(),;:"]{1,64}@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;

/**
 * A visitor asks for an alert (double opt-in): the subscription is stored
 * unconfirmed and the confirmation e-mail is written to the outbox in the same
 * transaction; nothing else is sent before its link is followed.
 */
export async function signUp(
  input: { email: string; consent: boolean; page: SavedPage | { path: string; filters: string; lang: Lang; propertyId: string } },
  network: string,
): Promise<SignUpResult> {
  if (!emailConfigured()) return "off";
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return "invalid-email";
  if (!input.consent) return "consent";
  if ((await takeSignUp(network)) !== "ok") return "limited";
  const now = new Date().toISOString();
  const id = newId();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("alert_subscriptions")
        .values({
          id,
          token: newId(32),
          email,
          lang: input.page.lang,
          path: input.page.path,
          filters: input.page.filters,
          property_id: "propertyId" in input.page ? input.page.propertyId : null,
          consented_at: now,
          created_at: now,
        })
        .execute();
      await trx
        .insertInto("notification_outbox")
        .values({ id: newId(), channel: "email", kind: "alert-confirm", alert_id: id, lang: input.page.lang, created_at: now, next_attempt_at: now })
        .execute();
    });
  nudgeNotifications();
  return "sent";
}

/** The subscription behind a link's token, or undefined (unsubscribed, or never was). */
export async function subscriptionByToken(token: string) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return undefined;
  return getDb().selectFrom("alert_subscriptions").selectAll().where("token", "=", token).executeTakeFirst();
}

/** The confirmation link followed: from now on, matching listings are collected for it. */
export async function confirm(token: string): Promise<boolean> {
  const sub = await subscriptionByToken(token);
  if (!sub) return false;
  if (!sub.confirmed_at) {
    await getDb().updateTable("alert_subscriptions").set({ confirmed_at: new Date().toISOString() }).where("id", "=", sub.id).execute();
  }
  return true;
}

/** One click: the subscription and what it collected are deleted (its address is not kept once it is not used). */
export async function unsubscribe(token: string): Promise<boolean> {
  const sub = await subscriptionByToken(token);
  if (!sub) return false;
  await getDb().deleteFrom("alert_events").where("subscription_id", "=", sub.id).execute();
  await getDb().deleteFrom("alert_subscriptions").where("id", "=", sub.id).execute();
  return true;
}

/**
 * The admin's view: how many confirmed people follow each page or listing,
 * most followed first; no address. A listing followed by its heart is named
 * by its title (null for a list).
 */
export async function followerCounts(): Promise<{ path: string; filters: string; listing: string | null; followers: number; pending: number }[]> {
  const followers = sql<number | string>`sum(case when s.confirmed_at is not null then 1 else 0 end)`;
  const rows = await getDb()
    .selectFrom("alert_subscriptions as s")
    .leftJoin("properties as p", "p.id", "s.property_id")
    .select([
      "s.path",
      "s.filters",
      "p.title as listing",
      followers.as("followers"),
      sql<number | string>`sum(case when s.confirmed_at is null then 1 else 0 end)`.as("pending"),
    ])
    .groupBy(["s.path", "s.filters", "p.title"])
    .orderBy(followers, "desc")
    .orderBy("s.path")
    .execute();
  return rows.map((r) => ({ path: r.path, filters: r.filters, listing: r.listing ?? null, followers: Number(r.followers), pending: Number(r.pending) }));
}

/** PDPA: everything kept about an address (a request to see one's data). */
export async function alertsOf(email: string) {
  // A browser's alert has no address ("", decision 072): an empty one finds nothing.
  if (!email.trim()) return [];
  return getDb()
    .selectFrom("alert_subscriptions")
    .select(["email", "lang", "path", "filters", "property_id", "consented_at", "created_at", "confirmed_at", "last_digest_at"])
    .where("email", "=", email.trim().toLowerCase())
    .orderBy("created_at")
    .execute();
}

/** PDPA: erase an address's alerts on request. Returns how many were deleted. */
export async function eraseAlertsOf(email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  if (!address) return 0;
  const ids = getDb().selectFrom("alert_subscriptions").select("id").where("email", "=", address);
  await getDb().deleteFrom("alert_events").where("subscription_id", "in", ids).execute();
  const result = await getDb().deleteFrom("alert_subscriptions").where("email", "=", address).executeTakeFirst();
  return Number(result.numDeletedRows);
}
