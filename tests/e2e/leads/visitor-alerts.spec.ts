import type { Page } from "@playwright/test";
import { test, expect, onServerData, withServerDb } from "../fixtures";
import { signInThroughForm } from "../auth";
import { fillPropertyForm } from "../property-form";
import { startServer, type RunningServer } from "../server-process";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink";

/**
 * Issue 32 item 3, end to end: a visitor on a phone sets "Alert me" on a
 * search, confirms it from the e-mail's link (a real SMTP server on loopback),
 * the agent publishes listings in the admin, and the visitor receives exactly
 * one alert e-mail, for the matching one only; its unsubscribe link works in
 * one click. Every wait is on a condition: the mailbox, or the database's scan
 * cursor and outbox.
 */
let server: RunningServer;
let sink: SmtpSink;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  server = await startServer({
    env: { SEED_DEMO: "0", SMTP_URL: sink.url, NOTIFY_EMAIL: "agent@example.my", NOTIFY_POLL_MS: "200", ALERT_SCAN_MS: "300" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const VISITOR = "farah@example.my";
const toVisitor = (s: SmtpSink) => s.received.filter((m) => m.to?.[0]?.address === VISITOR);
const db = <T>(read: (d: import("better-sqlite3").Database) => T) => onServerData(server.dataDir, () => withServerDb(read));

/** The agent adds a listing in the admin form; returns its date_status (the moment it became Available). */
async function publish(admin: Page, title: string): Promise<string> {
  await admin.goto("/admin/properties/new");
  await fillPropertyForm(admin, { Title: title, "Property Type": "Condominium/Apartment/Flat", Location: "Cheras", "For Sale": true, "Price (Sale)": "520000" });
  await admin.getByRole("button", { name: "Add Property" }).click();
  await expect(admin.getByText(/Property added successfully!/)).toBeVisible();
  return db((d) => (d.prepare("select date_status from properties where title = ? and status = 'Available'").get(title) as { date_status: string }).date_status);
}

/** The alert scan has read past `moment` and the outbox has nothing left to send: whatever it was going to send is sent. */
async function settledAfter(moment: string): Promise<void> {
  await expect
    .poll(
      () =>
        db((d) => {
          const scan = d.prepare("select scanned_until from alert_scan where id = 1").get() as { scanned_until: string } | undefined;
          const waiting = (d.prepare("select count(*) as n from notification_outbox where sent_at is null and failed_at is null").get() as { n: number }).n;
          return Boolean(scan && scan.scanned_until > moment) && waiting === 0;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

test("an alert confirmed by its e-mail link receives exactly one message for a matching new listing, none for another; unsubscribe works in one click", async ({ browser }) => {
  test.setTimeout(150_000);
  const word = `Zephyr${Date.now().toString(36)}`;
  const visitor = await browser.newContext({ viewport: { width: 390, height: 700 }, javaScriptEnabled: false, baseURL: server.url });
  const page = await visitor.newPage();
  await page.goto(`/search?q=${word}`);
  const form = page.getByRole("region", { name: "Alert me" });
  await form.getByLabel("Your e-mail").fill(VISITOR);
  await form.getByLabel(/I agree that my e-mail address/).check();
  await form.getByRole("button", { name: "Alert me" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();

  // The confirmation e-mail, and nothing else, before its link is opened.
  await sink.until((s) => toVisitor(s).length === 1);
  const confirmation = toVisitor(sink)[0]!;
  expect(confirmation.subject).toBe("Confirm your property alert");
  const confirmLink = /https?:\/\/\S+\/alerts\/confirm\/[A-Za-z0-9_-]+/.exec(confirmation.text!)![0];
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your alert" })).toBeVisible();
  // Opening the link confirms nothing (a mail scanner opens links); the button does.
  expect(db((d) => d.prepare("select confirmed_at from alert_subscriptions where email = ?").get(VISITOR))).toEqual({ confirmed_at: null });
  await page.getByRole("button", { name: "Start my alert" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your alert is on" })).toBeVisible();
  await expect(page.getByText(`search “${word}”`)).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: server.url });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, "/admin/properties/new");

  // A listing the search does not show: no e-mail once the scan has passed it and the outbox is empty.
  const other = await publish(admin, `Cheras Flat ${Date.now().toString(36)}`);
  await settledAfter(other);
  expect(toVisitor(sink)).toHaveLength(1);

  // One the search shows: one e-mail, with its title, price and link.
  const title = `${word} Residence`;
  const published = await publish(admin, title);
  await sink.until((s) => toVisitor(s).length === 2);
  const alert = toVisitor(sink)[1]!;
  expect(alert.subject).toBe(`1 property for you: search “${word}”`);
  expect(alert.text).toContain(`New listing: ${title}`);
  expect(alert.text).toContain("RM 520,000");
  expect(alert.text).not.toContain("Cheras Flat");
  // Exactly one: the scans after it and the outbox add nothing.
  const afterAlert = new Date().toISOString();
  await settledAfter(afterAlert > published ? afterAlert : published);
  expect(toVisitor(sink)).toHaveLength(2);

  // RFC 8058 headers, and the link in the text: one click (a GET) unsubscribes and deletes the address.
  const unsubscribe = /https?:\/\/\S+\/alerts\/unsubscribe\/[A-Za-z0-9_-]+/.exec(alert.text!)![0];
  const header = (name: string) => alert.headers.find((h) => h.key === name)?.value;
  expect(header("list-unsubscribe")).toBe(`<${unsubscribe}>`);
  expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  expect(db((d) => d.prepare("select count(*) as n from alert_subscriptions where email = ?").get(VISITOR))).toEqual({ n: 0 });
});
