import { sink } from "./sink-env";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { startPushEndpoint } from "../../support/push-endpoint";
import { createTestProperty } from "../../factories";
import { args, post, unwrap } from "../admin-helpers";
import { getDb } from "~/platform/db/db.server";
import { clientIpContext } from "~/platform/request-context";
import { action as subscribePush, loader as pushKey } from "~/routes/alerts/push";
import { action as unsubscribePost } from "~/routes/alerts/unsubscribe";
import { queueDigests, scanAlerts, SCAN_LAG_MS } from "~/leads/alerts/scan.server";
import { vapidKeys } from "~/leads/notify/vapid.server";
import { sendPass } from "~/leads/notify/worker.server";

const browser = await startPushEndpoint();
afterAll(async () => {
  await browser.close();
  await sink.close();
});

let ip = 0;
/** What the page script posts after the visitor allowed notifications. */
async function turnOn(path: string, from: string, subscription: unknown = browser.subscription) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, `198.51.100.${++ip}`);
  const answer = (await subscribePush(args(post(path, { subscription: JSON.stringify(subscription), from }), {}, context))) as Response;
  return { status: answer.status, body: (await answer.json()) as { ok: boolean } };
}

const later = (ms: number) => new Date(Date.now() + ms);
const pushAlerts = () => getDb().selectFrom("alert_subscriptions").selectAll().where("channel", "=", "push").execute();

describe("alerts by browser push, without an account (issue 32 item 3, decision 072)", () => {
  it("a matching new listing is pushed once, in the subscriber's language, with its price, photo and link; a listing elsewhere is not; a gone browser takes its alert with it", async () => {
    await getDb().deleteFrom("alert_scan").execute();
    await scanAlerts(); // the scan's starting point: listings before it are not news

    const key = (await (pushKey() as Response).json()) as { publicKey: string };
    expect(key.publicKey).toBe(vapidKeys().publicKey);

    // Only a real push service's address is taken (nothing else for the server to post to), and only a list's page.
    expect((await turnOn("/zh/alerts/push", "/zh/location/bangsar", { endpoint: "http://10.0.0.5/admin", keys: browser.subscription.keys })).status).toBe(400);
    expect((await turnOn("/zh/alerts/push", "/zh/listing/abc")).status).toBe(400);
    expect(await turnOn("/zh/alerts/push", "/zh/location/bangsar?deal=sale&sort=price_asc")).toEqual({ status: 200, body: { ok: true } });
    // Tapped again on the same list: still one alert.
    expect((await turnOn("/zh/alerts/push", "/zh/location/bangsar?deal=sale")).body.ok).toBe(true);
    const [alert, ...more] = await pushAlerts();
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({ email: "", lang: "zh", path: "/location/bangsar", filters: "deal=sale", push_endpoint: browser.subscription.endpoint });
    expect(alert!.confirmed_at).not.toBeNull();

    const match = await createTestProperty(
      { title: "Bangsar Condo", location: "Bangsar", price_sale: 1_250_000, images: ["/images/property_images/bangsar.jpg"] },
      { now: later(1000).toISOString() },
    );
    await createTestProperty({ title: "Cheras Terrace", location: "Cheras", price_sale: 600_000 }, { now: later(2000).toISOString() });
    expect(await scanAlerts(later(10_000 + SCAN_LAG_MS))).toBe(1);
    expect(await queueDigests(later(20_000))).toBe(1);
    sink.received.length = 0;
    expect(await sendPass("w")).toBe(1);
    await browser.until(() => browser.received.length >= 1);
    expect(browser.received).toHaveLength(1);
    expect(sink.received).toHaveLength(0);
    const { payload, signatureValid, vapidKey } = browser.received[0]!;
    expect(signatureValid).toBe(true);
    expect(vapidKey).toBe(vapidKeys().publicKey);
    expect(payload).toEqual({
      title: "新上架: Bangsar Condo",
      body: "RM 1,250,000",
      price: "RM 1,250,000",
      image: "https://listings.example.my/images/property_images/bangsar.jpg",
      url: `https://listings.example.my/zh/listing/${match.slug}`,
      unsubscribe: `https://listings.example.my/zh/alerts/unsubscribe/${alert!.token}`,
      stop: "停止这些提醒",
    });

    // Nothing matching since: nothing more; the same day's second listing waits for tomorrow.
    expect(await queueDigests(later(30_000))).toBe(0);
    await createTestProperty({ title: "Bangsar Bungalow", location: "Bangsar", price_sale: 5_000_000 }, { now: later(40_000).toISOString() });
    expect(await scanAlerts(later(50_000 + SCAN_LAG_MS))).toBe(1);
    expect(await queueDigests(later(60_000))).toBe(0);

    // The browser unsubscribed meanwhile: its push service answers 410, and the alert is deleted.
    browser.answerWith(410);
    expect(await queueDigests(later(25 * 3_600_000))).toBe(1);
    await sendPass("w");
    expect(browser.tries).toBe(2);
    expect(browser.received).toHaveLength(1);
    expect(await pushAlerts()).toHaveLength(0);
    expect(await getDb().selectFrom("alert_events").selectAll().execute()).toHaveLength(0);
    browser.answerWith(201);
  });

  it("'Stop these alerts' on the notification posts its unsubscribe link: the alert is gone", async () => {
    expect((await turnOn("/alerts/push", "/near/kl-sentral")).body.ok).toBe(true);
    const [alert] = await pushAlerts();
    expect(alert).toMatchObject({ lang: "en", path: "/near/kl-sentral", filters: "" });
    const url = `/alerts/unsubscribe/${alert!.token}`;
    expect(unwrap(await unsubscribePost(args(post(url, {}), { token: alert!.token }))).data).toEqual({ done: true });
    expect(await pushAlerts()).toHaveLength(0);
  });
});
