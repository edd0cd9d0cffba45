import webpush from "web-push";
import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { newId } from "~/platform/ids";
import { vapidKeys, vapidSubject } from "./vapid.server";

export interface PushMessage {
  title: string;
  body: string;
  /** Opened when the notification is tapped (the service worker's notificationclick). */
  url: string;
}

/** What the browser sends when it subscribes (PushSubscription.toJSON()). */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Keeps a browser's subscription; subscribing again from the same browser (same endpoint) replaces its keys. */
export async function saveSubscription(subscription: BrowserSubscription, label: string): Promise<void> {
  const row = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, label };
  await getDb()
    .insertInto("push_subscriptions")
    .values({ id: newId(), endpoint: subscription.endpoint, created_at: new Date().toISOString(), ...row })
    .onConflict((oc) => oc.column("endpoint").doUpdateSet(row))
    .execute();
}

export async function removeSubscription(endpoint: string): Promise<void> {
  await getDb().deleteFrom("push_subscriptions").where("endpoint", "=", endpoint).execute();
}

export async function listSubscriptions() {
  return getDb().selectFrom("push_subscriptions").select(["id", "label", "created_at"]).orderBy("created_at").execute();
}

/** Where a message goes: a browser's push service address and the keys it gave (RFC 8291). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends one message to one browser through its push service, encrypted for it
 * (RFC 8291, aes128gcm) and signed with the site's VAPID key, by web-push's
 * request builder and fetch. "gone": the browser unsubscribed or the
 * subscription expired (404/410); the caller forgets it, nothing to retry.
 */
export async function pushTo(target: PushTarget, message: object): Promise<"sent" | "gone"> {
  const keys = vapidKeys();
  const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
    vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: 24 * 3600,
    urgency: "high",
    contentEncoding: "aes128gcm",
  });
  const answer = await fetch(request.endpoint, {
    method: "POST",
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(Math.max(1000, Math.floor(getEnv().NOTIFY_LEASE_MS / 4))),
  });
  if (answer.status === 404 || answer.status === 410) return "gone";
  if (!answer.ok) throw new Error(`the push service answered ${answer.status} ${(await answer.text()).slice(0, 200)}`);
  return "sent";
}

/** One message to one of the agent's browsers; a browser gone (404/410) has its row deleted. */
export async function sendPush(subscriptionId: string, message: PushMessage): Promise<"sent" | "gone"> {
  const sub = await getDb().selectFrom("push_subscriptions").selectAll().where("id", "=", subscriptionId).executeTakeFirst();
  if (!sub) return "gone";
  const result = await pushTo(sub, message);
  if (result === "gone") await getDb().deleteFrom("push_subscriptions").where("id", "=", sub.id).execute();
  return result;
}
