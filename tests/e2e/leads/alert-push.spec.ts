import { test, expect, withServerDb } from "../fixtures";
import { insertQuietPushAlert } from "./alert-helpers";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../support/chromium";

// The full browser: chromium-headless-shell, the other tests' browser, shows no notification
// (getNotifications() stays empty after the push is delivered).
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } });

/**
 * "Notify me in this browser" beside "Alert me" (issue 32 item 3, decision
 * 072), in a real Chromium with notifications allowed: the button is there
 * with the page script, in the page's language; a tap registers the public
 * service worker with scope / and asks Chromium's push service for a
 * subscription. Without JavaScript the button stays hidden and the e-mail form
 * is all there is.
 */
test("on a phone, the Malay list offers 'Beritahu saya di pelayar ini'; a tap registers the public service worker", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 700 } });
  await context.grantPermissions(["notifications"], { origin: baseURL });
  const page = await context.newPage();
  await page.goto("/ms/search?q=Cheras");
  const button = page.getByRole("button", { name: "Beritahu saya di pelayar ini" });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(24);
  const keyAnswer = page.waitForResponse((r) => r.url().endsWith("/ms/alerts/push") && r.request().method() === "GET");
  await button.click();
  const key = (await (await keyAnswer).json()) as { publicKey: string };
  expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
  // The public service worker, scope / (the admin's own stays at /admin).
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => `${new URL(r.scope).pathname} ${new URL(r.active?.scriptURL ?? "x:").pathname}`)))
    .toEqual(["/ /alert-sw.js"]);
  // Headless Chromium refuses push subscriptions ("Registration failed - permission denied", even with the permission
  // granted; and no push service is reachable here): the tap ends in the Malay failure text, the button usable again.
  // Where it can subscribe, the server side from the POST on is tests/integration/notify/alerts-push.test.ts.
  const reason = await page.evaluate(async (publicKey) => {
    const raw = atob(publicKey.replace(/-/g, "+").replace(/_/g, "/"));
    const registration = await navigator.serviceWorker.ready;
    return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: Uint8Array.from(raw, (c) => c.charCodeAt(0)) }).then(
      () => "subscribed",
      (e: Error) => e.message,
    );
  }, key.publicKey);
  test.skip(reason === "subscribed", "this Chromium reached a push service: the POST is covered by the integration test");
  await expect(page.getByRole("status").filter({ hasText: "Pemberitahuan tidak dapat dihidupkan di pelayar ini. Sila gunakan e-mel anda." })).toBeVisible();
  await expect(button).toBeEnabled();
  await context.close();
});

test("without JavaScript the button is hidden and the e-mail form stays", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/search?q=Cheras");
  await expect(page.getByRole("textbox", { name: "Your e-mail" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Notify me in this browser" })).toBeHidden();
  await context.close();
});

test("a pushed alert shows as a notification with its photo, link and 'Hentikan makluman ini'; that action deletes the alert", async ({ browser, baseURL }) => {
  // A push alert as POST /alerts/push stores it (the browser's own subscribe is refused here, see above), on a search
  // nothing matches: the shared server's alert scan never sends it anything while this test runs.
  const token = insertQuietPushAlert("ms");
  const alertCount = () => withServerDb((db) => (db.prepare("select count(*) as n from alert_subscriptions where token = ?").get(token) as { n: number }).n);
  expect(alertCount()).toBe(1);

  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(["notifications"], { origin: baseURL });
  const page = await context.newPage();
  await page.goto("/ms/search?q=Cheras");
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/alert-sw.js", { scope: "/" });
    await navigator.serviceWorker.ready;
  });
  // The push service's delivery, as Chromium's DevTools protocol makes it: the service worker's push event.
  const cdp = await context.newCDPSession(page);
  const versions: { registrationId: string; scriptURL: string; status: string }[] = [];
  cdp.on("ServiceWorker.workerVersionUpdated", (e: { versions: typeof versions }) => versions.push(...e.versions));
  await cdp.send("ServiceWorker.enable");
  // Activated, not only active: `ready` resolves while the worker may still be activating, and a push the
  // DevTools protocol hands to a worker that is not yet activated is not promised to arrive (it says nothing
  // either way). A guess at the one failure seen (three workers, no notification after 10 s), never reproduced.
  const activated = () => versions.find((v) => v.scriptURL.endsWith("/alert-sw.js") && v.status === "activated");
  await expect.poll(() => activated() !== undefined).toBe(true);
  const { registrationId } = activated()!;
  const payload = {
    title: "Iklan baharu: Kondo Cheras",
    body: "RM 450,000",
    price: "RM 450,000",
    image: `${baseURL}/favicon.svg`,
    url: `${baseURL}/ms/search?q=Cheras`,
    unsubscribe: `${baseURL}/ms/alerts/unsubscribe/${token}`,
    stop: "Hentikan makluman ini",
  };
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(payload) });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        image: (n as Notification & { image: string }).image,
        actions: (n as Notification & { actions: { action: string; title: string }[] }).actions.map((a) => `${a.action}: ${a.title}`),
        url: (n.data as { url: string }).url,
      })),
    );
  await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, image: payload.image, actions: ["stop: Hentikan makluman ini"], url: payload.url }]);

  // "Hentikan makluman ini" tapped: the worker posts the alert's one-click unsubscribe link.
  const [worker] = context.serviceWorkers().filter((w) => w.url().endsWith("/alert-sw.js"));
  await worker!.evaluate(async () => {
    const sw = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
    const [notification] = await sw.registration.getNotifications();
    const Click = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event }).NotificationEvent;
    // A tap the browser did not make cannot extend the event (its waitUntil throws in the listener), but the worker's POST is
    // already on its way by then: the database says whether it arrived.
    sw.dispatchEvent(new Click("notificationclick", { notification: notification!, action: "stop" }));
  });
  await expect.poll(alertCount).toBe(0);
  await expect.poll(shown).toEqual([]);
  await context.close();
});
