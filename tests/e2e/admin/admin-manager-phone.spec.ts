import type { Page } from "@playwright/test";
import { test, expect, withServerDb } from "../fixtures";
import { signInFast } from "../auth";
import { deleteListings, insertListings } from "../public-helpers";

/** Issue 17: the Property Manager on a 390 px phone. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

function statusOf(id: string): string | undefined {
  return withServerDb((db) => (db.prepare("select status from properties where id = ?").get(id) as { status: string } | undefined)?.status);
}

/** Only this test's listings, through the search box, as the agent would narrow the list. */
async function openManager(page: Page, stamp: string) {
  await page.goto(`/admin/properties?q=${encodeURIComponent(stamp)}`);
  await expect(page.getByRole("heading", { name: "Property Manager" })).toBeVisible();
}

/**
 * The server writes its session secret on the first request that reads a session;
 * signInFast reads that file, so a spec run on its own asks for /login first.
 */
async function signIn(page: Page, baseURL: string) {
  await page.goto("/login");
  await signInFast(page.context(), baseURL);
}

const card = (page: Page, title: string) => page.getByRole("list", { name: "Properties" }).getByRole("listitem", { name: title });

test("the full list does not scroll sideways, and Edit and Delete are on screen", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto("/admin/properties");
  await expect(page.getByRole("heading", { name: "Property Manager" })).toBeVisible();
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const first = page.getByRole("list", { name: "Properties" }).getByRole("listitem").first();
  for (const action of [first.getByRole("link", { name: /^Edit / }), first.getByRole("button", { name: /^Delete / })]) {
    const box = (await action.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});

test("one tap changes a status; several are changed, then deleted after one confirmation", async ({ page, baseURL }) => {
  const stamp = `Phone${Date.now()}${test.info().workerIndex}`;
  const titles = [1, 2, 3, 4].map((i) => `${stamp} Flat ${i}`);
  const rows = insertListings(titles.map((title) => ({ title, price_sale: 1_250_000 })));
  try {
    await signIn(page, baseURL!);
    await openManager(page, stamp);
    await expect(card(page, titles[0]!)).toContainText("RM 1,250,000");
    await expect(card(page, titles[0]!)).toContainText(`ID ${rows[0]!.display_id}`);

    // One tap: Sold.
    await card(page, titles[0]!).getByRole("button", { name: "Sold" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status changed to Sold." })).toBeVisible();
    await expect(card(page, titles[0]!).getByRole("button", { name: "Sold" })).toHaveAttribute("aria-pressed", "true");
    expect(statusOf(rows[0]!.id)).toBe("Sold");

    // Two ticked, one status for both.
    await card(page, titles[1]!).getByRole("checkbox", { name: `Select ${titles[1]}` }).check();
    await card(page, titles[2]!).getByRole("checkbox", { name: `Select ${titles[2]}` }).check();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByLabel("New status for the selected properties").selectOption("Rented");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status of 2 properties changed to Rented." })).toBeVisible();
    expect([rows[1], rows[2], rows[3]].map((r) => statusOf(r!.id))).toEqual(["Rented", "Rented", "Available"]);

    // Three ticked, deleted together after one question.
    for (const title of titles.slice(0, 3)) await card(page, title).getByRole("checkbox", { name: `Select ${title}` }).check();
    await page.getByRole("button", { name: "Delete selected" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Delete 3 properties? This cannot be undone.");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "3 properties deleted successfully!" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(rows.map((r) => statusOf(r.id))).toEqual([undefined, undefined, undefined, "Available"]);
    await expect(card(page, titles[3]!)).toBeVisible();
  } finally {
    deleteListings(rows.map((r) => r.id));
  }
});
