import { getDb } from "~/platform/db/db.server";
import { newId } from "~/platform/ids";
import { enquiryLimit } from "~/leads/enquiry-limit.server";
import { pushTo, type BrowserSubscription } from "~/leads/notify/push.server";
import { digestOf } from "./digest.server";
import type { SavedPage } from "./saved-page";

/** Sign-ups per network and hour, as for e-mail alerts (a person sets one or two). */
const takeSignUp = enquiryLimit({ perClient: 5, busyAfter: 200, total: 1000 });

/**
 * The push services browsers subscribe with (Chrome, Edge's and Samsung's FCM,
 * Firefox, Safari, Windows). An anonymous visitor names the address the server
 * will post to: any other host is refused, so it cannot be aimed at a private
 * network. Tests run their own push service on loopback.
 */
const PUSH_SERVICES = [/(^|\.)fcm\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)push\.apple\.com$/, /(^|\.)notify\.windows\.com$/];

function isPushService(endpoint: string): boolean {
  const url = new URL(endpoint);
  if (process.env.NODE_ENV === "test" && url.protocol === "http:" && url.hostname === "127.0.0.1") return true;
  return url.protocol === "https:" && PUSH_SERVICES.some((host) => host.test(url.hostname));
}

/** A browser's subscription as PushSubscription.toJSON() gives it, from a known push service, or null. */
export function browserSubscriptionOf(json: string): BrowserSubscription | null {
  try {
    const value = JSON.parse(json) as Partial<BrowserSubscription>;
    const { endpoint, keys } = value;
    if (typeof endpoint !== "string" || endpoint.length > 1000 || !isPushService(endpoint)) return null;
    if (typeof keys?.p256dh !== "string" || typeof keys.auth !== "string" || keys.p256dh.length > 200 || keys.auth.length > 100) return null;
    return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  } catch {
    return null;
  }
}

/**
 * "Notify me in this browser" (decision 072): the alert is stored confirmed,
 * since the browser's permission prompt was the visitor's yes and nothing goes
 * anywhere but that browser. The same browser on the same list again keeps one
 * alert (its keys renewed).
 */
export async function signUpPush(input: { subscription: BrowserSubscription; page: SavedPage }, network: string): Promise<"on" | "limited"> {
  const { subscription, page } = input;
  const keys = { push_p256dh: subscription.keys.p256dh, push_auth: subscription.keys.auth, lang: page.lang };
  const same = await getDb()
    .updateTable("alert_subscriptions")
    .set(keys)
    .where("channel", "=", "push")
    .where("push_endpoint", "=", subscription.endpoint)
    .where("path", "=", page.path)
    .where("filters", "=", page.filters)
    .executeTakeFirst();
  if (Number(same.numUpdatedRows) > 0) return "on";
  if ((await takeSignUp(network)) !== "ok") return "limited";
  const now = new Date().toISOString();
  await getDb()
    .insertInto("alert_subscriptions")
    .values({
      id: newId(),
      token: newId(32),
      email: "",
      channel: "push",
      push_endpoint: subscription.endpoint,
      path: page.path,
      filters: page.filters,
      property_id: null,
      consented_at: now,
      created_at: now,
      confirmed_at: now,
      ...keys,
    })
    .execute();
  return "on";
}

/**
 * The day's digest as one notification, in the subscriber's language: one
 * listing gives its title, price, photo and link; several give their count,
 * each title with its price, the first photo and the list's link. The
 * service worker (public/alert-sw.js) adds "Stop these alerts", which posts
 * the `unsubscribe` link.
 */
export async function alertDigestPush(alertId: string, digestId: string) {
  const found = await digestOf(alertId, digestId);
  if (!found) return null;
  const { sub, t, about, unsubscribe, cards, list } = found;
  const one = cards.length === 1 ? cards[0]! : undefined;
  const message = {
    title: one ? `${one.label}: ${one.title}` : t("alerts.email.digestSubject", { count: cards.length, about }),
    body: one ? one.line : cards.map((c) => `${c.title}, ${c.price}`).join("\n"),
    price: one ? one.price : undefined,
    image: cards.find((c) => c.photo)?.photo ?? undefined,
    url: one ? one.href : list,
    unsubscribe,
    stop: t("alerts.push.stop"),
  };
  return { sub, message };
}

/** Sends a push alert's digest; a browser that is gone (404/410) takes its alert with it. */
export async function sendAlertPush(alertId: string, digestId: string): Promise<void> {
  const digest = await alertDigestPush(alertId, digestId);
  if (!digest) return;
  const { sub, message } = digest;
  if (!sub.push_endpoint || !sub.push_p256dh || !sub.push_auth) return;
  const result = await pushTo({ endpoint: sub.push_endpoint, p256dh: sub.push_p256dh, auth: sub.push_auth }, message);
  if (result === "gone") {
    await getDb().deleteFrom("alert_events").where("subscription_id", "=", sub.id).execute();
    await getDb().deleteFrom("alert_subscriptions").where("id", "=", sub.id).execute();
  }
}
