import ICAL from "ical.js";
import { test, expect, onServerData } from "../fixtures";
import { insertListings } from "../public-helpers";
import { signInFast } from "../auth";
import { startServer, type RunningServer } from "../server-process";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink";

/**
 * Issue 32 item 2 (decision 058), end to end in Chromium: a visitor on a phone
 * requests a viewing without JavaScript, the agent is e-mailed (a real SMTP
 * server on loopback), confirms in the admin, the slot is gone for the next
 * visitor, and the visitor's .ics and the agent's calendar feed, read by
 * ical.js, hold the viewing.
 */
let server: RunningServer;
let sink: SmtpSink;

test.beforeAll(async () => {
  // A server of its own (its SMTP settings are read at start); starting one on a busy machine takes a while.
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  server = await startServer({ env: { SEED_DEMO: "0", SMTP_URL: sink.url, NOTIFY_EMAIL: "agent@example.my", NOTIFY_POLL_MS: "200" } });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const vevents = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));

test("a viewing requested at 390 px, confirmed in the admin, its slot gone for the next visitor, the .ics valid and the feed listing it", async ({ browser }) => {
  const [listing] = onServerData(server.dataDir, () => insertListings([{ title: `Viewing Test Residence ${Date.now().toString(36)}` }]));
  const phone = { viewport: { width: 390, height: 700 }, javaScriptEnabled: false, baseURL: server.url };
  const visitor = await browser.newContext(phone);
  const page = await visitor.newPage();
  await page.goto(`/listing/${listing!.slug}`);
  await page.locator("[data-request-viewing]").click();
  await expect(page.getByRole("heading", { level: 1, name: "Request a Viewing" })).toBeVisible();

  // The last day offered: the 14-day window grows only at its far end, so its times cannot begin during the test.
  const days = page.getByRole("navigation", { name: "Choose a time" }).getByRole("link");
  const day = days.last();
  const dayName = (await day.textContent())!;
  await day.click();
  await expect(page.getByRole("group", { name: dayName })).toBeVisible();
  const time = page.locator('label:has(input[name="slot"])').first();
  const slotValue = (await time.locator("input").getAttribute("value"))!;
  const timeLabel = (await time.textContent())!.trim();
  await time.click();
  await page.getByLabel("Your name").fill("Nur Aisyah");
  await page.getByLabel("Phone number").fill("012-345 6789");
  await page.getByLabel(/^E-mail/).fill("aisyah@example.my");
  await page.getByLabel(/I agree that my details/).check();
  await page.getByRole("button", { name: "Request Viewing" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Thank you, your viewing request has been sent." })).toBeVisible();
  await expect(page.getByText("Waiting for the consultant to confirm.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const ownPage = page.url();

  // The agent's e-mail, through the outbox.
  await sink.until((s) => s.received.some((m) => m.subject?.startsWith("Viewing request: Nur Aisyah")));
  const mail = sink.received.find((m) => m.subject?.startsWith("Viewing request: Nur Aisyah"))!;
  expect(mail.to?.[0]?.address).toBe("agent@example.my");
  expect(mail.text).toContain("Phone: 012-345 6789");
  expect(mail.text).toContain(`(Property ID ${listing!.display_id})`);

  // The agent confirms.
  const admin = await browser.newContext({ baseURL: server.url });
  await onServerData(server.dataDir, () => signInFast(admin, server.url));
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/viewings");
  const item = adminPage.locator("[data-viewing]", { hasText: "Nur Aisyah" });
  await expect(item.getByText("Waiting for your answer")).toBeVisible();
  await item.getByRole("button", { name: "Confirm" }).click();
  await expect(adminPage.locator("[data-viewing]", { hasText: "Nur Aisyah" }).getByText("Confirmed", { exact: true })).toBeVisible();
  const whatsapp = await adminPage.locator("[data-viewing]", { hasText: "Nur Aisyah" }).getByRole("link", { name: "Tell Nur Aisyah on WhatsApp" }).getAttribute("href");
  expect(new URL(whatsapp!).pathname).toBe("/60123456789");
  // The visitor gave an e-mail: the answer reaches it too.
  await sink.until((s) => s.received.some((m) => m.to?.[0]?.address === "aisyah@example.my"));

  // The next visitor does not see that time.
  const next = await (await browser.newContext(phone)).newPage();
  await next.goto(`/listing/${listing!.slug}/viewing?day=${slotValue.slice(0, 10)}`);
  await expect(next.getByRole("heading", { level: 1, name: "Request a Viewing" })).toBeVisible();
  await expect(next.locator(`input[name="slot"][value="${slotValue}"]`)).toHaveCount(0);

  // The visitor's page says it is confirmed, and its .ics is a valid calendar with the viewing.
  await page.goto(ownPage);
  await expect(page.getByText("Confirmed. See you there!")).toBeVisible();
  await expect(page.getByText(timeLabel)).toBeVisible();
  const icsHref = await page.getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("href");
  const ics = await (await fetch(new URL(icsHref!, server.url))).text();
  const [event] = vevents(ics);
  expect(event!.startDate.toJSDate().toISOString()).toBe(slotValue);
  expect(event!.summary).toContain(`Property ID ${listing!.display_id}`);
  expect(event!.component.getFirstPropertyValue("status")).toBe("CONFIRMED");

  // The agent's calendar feed lists it.
  await adminPage.getByRole("button", { name: "Make a calendar link" }).click();
  const link = adminPage.locator("[data-calendar-link] a");
  await expect(link).toHaveText(/^webcal:\/\//);
  const feedUrl = (await link.textContent())!.replace(/^webcal:/, "http:");
  const feed = await fetch(feedUrl);
  expect(feed.headers.get("cache-control")).toContain("no-store");
  const listed = vevents(await feed.text()).find((e) => e.summary === `Viewing: Nur Aisyah, Property ID ${listing!.display_id}`);
  expect(listed?.startDate.toJSDate().toISOString()).toBe(slotValue);
});
