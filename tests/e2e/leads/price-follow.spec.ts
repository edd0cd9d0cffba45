import type { Page } from "@playwright/test";
import { test, expect, onServerData, withServerDb } from "../fixtures";
import { signInThroughForm } from "../auth";
import { fillPropertyForm } from "../property-form";
import { startServer, type RunningServer } from "../server-process";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink";

/**
 * Issue 32 item 3, "a heart on a listing can follow its price", end to end:
 * a visitor on a phone without JavaScript asks "Tell me if the price drops" on
 * a listing's page, confirms from the e-mail's link (a real SMTP server on
 * loopback); the agent raises the price and edits the description in the
 * admin (no e-mail), then lowers the price (exactly one e-mail, naming the new
 * price). Every wait is on a condition: the mailbox, or the database's scan
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

const VISITOR = "siti.follow@example.my";
const toVisitor = (s: SmtpSink) => s.received.filter((m) => m.to?.[0]?.address === VISITOR);
const db = <T>(read: (d: import("better-sqlite3").Database) => T) => onServerData(server.dataDir, () => withServerDb(read));

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

/** The agent saves the listing's edit form; returns the moment the save was done. */
async function saveEdit(admin: Page, id: string, edit: (page: Page) => Promise<void>): Promise<string> {
  await admin.goto(`/admin/properties/${id}/edit`);
  await edit(admin);
  await admin.getByRole("button", { name: "Update Property" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Property updated successfully!" })).toBeVisible();
  return new Date().toISOString();
}

test("a listing's price followed from its page: a raise and a new description send nothing, a cut exactly one e-mail with the new price", async ({ browser }) => {
  test.setTimeout(150_000);
  const adminContext = await browser.newContext({ baseURL: server.url });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, "/admin/properties/new");
  const title = `Shah Alam Terrace ${Date.now().toString(36)}`;
  await fillPropertyForm(admin, { Title: title, "Property Type": "Condominium/Apartment/Flat", Location: "Shah Alam", "For Sale": true, "Price (Sale)": "520000" });
  await admin.getByRole("button", { name: "Add Property" }).click();
  await expect(admin.getByText(/Property added successfully!/)).toBeVisible();
  const { id, slug } = db((d) => d.prepare("select id, slug from properties where title = ?").get(title) as { id: string; slug: string });

  const visitor = await browser.newContext({ viewport: { width: 390, height: 700 }, javaScriptEnabled: false, baseURL: server.url });
  const page = await visitor.newPage();
  await page.goto(`/listing/${slug}`);
  const form = page.getByRole("region", { name: "Tell me if the price drops" });
  await expect(form).toContainText("Get an e-mail when the price of this property is reduced");
  await form.getByLabel("Your e-mail").fill(VISITOR);
  await form.getByLabel(/I agree that my e-mail address/).check();
  await form.getByRole("button", { name: "Alert me" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();

  await sink.until((s) => toVisitor(s).length === 1);
  const confirmLink = /https?:\/\/\S+\/alerts\/confirm\/[A-Za-z0-9_-]+/.exec(toVisitor(sink)[0]!.text!)![0];
  await page.goto(confirmLink);
  await expect(page.getByText(`the price of ${title}`)).toBeVisible();
  await page.getByRole("button", { name: "Start my alert" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your alert is on" })).toBeVisible();
  await expect(page.getByText(`We will e-mail you when the price of ${title} is reduced.`)).toBeVisible();

  // Raised, then a new description: nothing once the scan has passed both and the outbox is empty.
  await saveEdit(admin, id, (p) => fillPropertyForm(p, { "Price (Sale)": "560000" }));
  const described = await saveEdit(admin, id, async (p) => {
    await p.getByRole("textbox", { name: "Description" }).click();
    await p.keyboard.type("Renovated kitchen, corner lot.");
  });
  await settledAfter(described);
  expect(toVisitor(sink)).toHaveLength(1);

  // Reduced: one e-mail naming the new price and the one it replaces.
  const reduced = await saveEdit(admin, id, (p) => fillPropertyForm(p, { "Price (Sale)": "480000" }));
  await sink.until((s) => toVisitor(s).length === 2);
  const alert = toVisitor(sink)[1]!;
  expect(alert.subject).toBe(`Price reduced: ${title}, now RM 480,000`);
  expect(alert.text).toContain("Was RM 560,000, now RM 480,000");
  expect(alert.text).toContain(`/listing/${slug}`);
  const afterAlert = new Date().toISOString();
  await settledAfter(afterAlert > reduced ? afterAlert : reduced);
  expect(toVisitor(sink)).toHaveLength(2);

  // The agent sees one follower of that listing.
  await admin.goto("/admin/statistics");
  await expect(admin.locator(`[data-followed="/listing/${slug}"]`)).toContainText(`Price of ${title}`);
  await expect(admin.locator(`[data-followed="/listing/${slug}"] td`).nth(1)).toHaveText("1");
});
