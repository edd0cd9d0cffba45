import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { signInThroughForm } from "../auth";
import { fillPropertyForm } from "../property-form";
import { alertServer, confirmLinkIn } from "./alert-helpers";

/**
 * Issue 32 item 3, "a heart on a listing can follow its price", end to end:
 * a visitor on a phone without JavaScript asks "Tell me if the price drops" on
 * a listing's page, confirms from the e-mail's link (a real SMTP server on
 * loopback); the agent raises the price and edits the description in the
 * admin (no e-mail), then lowers the price (exactly one e-mail, naming the new
 * price). Every wait is on a condition: the mailbox, or the database's scan
 * cursor and outbox.
 */
const alerts = alertServer();
const VISITOR = "siti.follow@example.my";
const toVisitor = () => alerts.mailsTo(VISITOR);

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
  const adminContext = await browser.newContext({ baseURL: alerts.server.url });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, "/admin/properties/new");
  const title = `Shah Alam Terrace ${Date.now().toString(36)}`;
  const { id, slug } = await alerts.publish(admin, title, "Shah Alam");

  const visitor = await browser.newContext({ viewport: { width: 390, height: 700 }, javaScriptEnabled: false, baseURL: alerts.server.url });
  const page = await visitor.newPage();
  await page.goto(`/listing/${slug}`);
  const form = page.getByRole("region", { name: "Tell me if the price drops" });
  await expect(form).toContainText("Get an e-mail when the price of this property is reduced");
  await form.getByLabel("Your e-mail").fill(VISITOR);
  await form.getByLabel(/I agree that my e-mail address/).check();
  await form.getByRole("button", { name: "Alert me" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();

  await alerts.sink.until(() => toVisitor().length === 1);
  const confirmLink = confirmLinkIn(toVisitor()[0]!);
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
  await alerts.settledAfter(described);
  expect(toVisitor()).toHaveLength(1);

  // Reduced: one e-mail naming the new price and the one it replaces.
  const reduced = await saveEdit(admin, id, (p) => fillPropertyForm(p, { "Price (Sale)": "480000" }));
  await alerts.sink.until(() => toVisitor().length === 2);
  const alert = toVisitor()[1]!;
  expect(alert.subject).toBe(`Price reduced: ${title}, now RM 480,000`);
  expect(alert.text).toContain("Was RM 560,000, now RM 480,000");
  expect(alert.text).toContain(`/listing/${slug}`);
  const afterAlert = new Date().toISOString();
  await alerts.settledAfter(afterAlert > reduced ? afterAlert : reduced);
  expect(toVisitor()).toHaveLength(2);

  // The agent sees one follower of that listing.
  await admin.goto("/admin/statistics");
  await expect(admin.locator(`[data-followed="/listing/${slug}"]`)).toContainText(`Price of ${title}`);
  await expect(admin.locator(`[data-followed="/listing/${slug}"] td`).nth(1)).toHaveText("1");
});
