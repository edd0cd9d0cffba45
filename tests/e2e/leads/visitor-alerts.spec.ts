import { test, expect } from "../fixtures";
import { signInThroughForm } from "../auth";
import { alertServer, confirmLinkIn } from "./alert-helpers";

/**
 * Issue 32 item 3, end to end: a visitor on a phone sets "Alert me" on a
 * search, confirms it from the e-mail's link (a real SMTP server on loopback),
 * the agent publishes listings in the admin, and the visitor receives exactly
 * one alert e-mail, for the matching one only; its unsubscribe link works in
 * one click. Every wait is on a condition: the mailbox, or the database's scan
 * cursor and outbox.
 */
const alerts = alertServer();
const VISITOR = "farah@example.my";
const toVisitor = () => alerts.mailsTo(VISITOR);

test("an alert confirmed by its e-mail link receives exactly one message for a matching new listing, none for another; unsubscribe works in one click", async ({ browser }) => {
  test.setTimeout(150_000);
  const word = `Zephyr${Date.now().toString(36)}`;
  const visitor = await browser.newContext({ viewport: { width: 390, height: 700 }, javaScriptEnabled: false, baseURL: alerts.server.url });
  const page = await visitor.newPage();
  await page.goto(`/search?q=${word}`);
  const form = page.getByRole("region", { name: "Alert me" });
  await form.getByLabel("Your e-mail").fill(VISITOR);
  await form.getByLabel(/I agree that my e-mail address/).check();
  await form.getByRole("button", { name: "Alert me" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();

  // The confirmation e-mail, and nothing else, before its link is opened.
  await alerts.sink.until(() => toVisitor().length === 1);
  const confirmation = toVisitor()[0]!;
  expect(confirmation.subject).toBe("Confirm your property alert");
  const confirmLink = confirmLinkIn(confirmation);
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your alert" })).toBeVisible();
  // Opening the link confirms nothing (a mail scanner opens links); the button does.
  expect(alerts.db((d) => d.prepare("select confirmed_at from alert_subscriptions where email = ?").get(VISITOR))).toEqual({ confirmed_at: null });
  await page.getByRole("button", { name: "Start my alert" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your alert is on" })).toBeVisible();
  await expect(page.getByText(`search “${word}”`)).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: alerts.server.url });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, "/admin/properties/new");

  // A listing the search does not show: no e-mail once the scan has passed it and the outbox is empty.
  const { statusSince: other } = await alerts.publish(admin, `Cheras Flat ${Date.now().toString(36)}`, "Cheras");
  await alerts.settledAfter(other);
  expect(toVisitor()).toHaveLength(1);

  // One the search shows: one e-mail, with its title, price and link.
  const title = `${word} Residence`;
  const { statusSince: published } = await alerts.publish(admin, title, "Cheras");
  await alerts.sink.until(() => toVisitor().length === 2);
  const alert = toVisitor()[1]!;
  expect(alert.subject).toBe(`1 property for you: search “${word}”`);
  expect(alert.text).toContain(`New listing: ${title}`);
  expect(alert.text).toContain("RM 520,000");
  expect(alert.text).not.toContain("Cheras Flat");
  // Exactly one: the scans after it and the outbox add nothing.
  const afterAlert = new Date().toISOString();
  await alerts.settledAfter(afterAlert > published ? afterAlert : published);
  expect(toVisitor()).toHaveLength(2);

  // RFC 8058 headers, and the link in the text: one click (a GET) unsubscribes and deletes the address.
  const unsubscribe = /https?:\/\/\S+\/alerts\/unsubscribe\/[A-Za-z0-9_-]+/.exec(alert.text!)![0];
  const header = (name: string) => alert.headers.find((h) => h.key === name)?.value;
  expect(header("list-unsubscribe")).toBe(`<${unsubscribe}>`);
  expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  expect(alerts.db((d) => d.prepare("select count(*) as n from alert_subscriptions where email = ?").get(VISITOR))).toEqual({ n: 0 });
});
