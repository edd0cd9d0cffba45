import { test, expect, withServerDb } from "../fixtures";
import { signInFast } from "../auth";
import { deleteListings, insertListings } from "../public-helpers";

// Issue 26 item 4: search finds what Malaysians type, as a visitor sees it:
// a listing's own Malay and Chinese title, and PJ for Petaling Jaya.

let ids: string[] = [];
test.afterEach(() => {
  deleteListings(ids);
  ids = [];
});

const now = () => new Date().toISOString();

test("/zh/search?q=武吉 and /ms/search?q=Mewah find the listing by its own-language title", async ({ page }) => {
  ids = insertListings([
    { title: "Bukit Bintang Luxury Condo E2E", title_zh: "武吉免登豪华公寓", title_ms: "Kondominium Mewah Bukit Bintang", location: "Kuala Lumpur", date_status: now() },
  ]).map((l) => l.id);

  await page.goto("/zh/search?q=" + encodeURIComponent("武吉"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“武吉”的搜索结果");
  await expect(page.getByRole("link", { name: /武吉免登豪华公寓/ }).first()).toBeVisible();

  await page.goto("/ms/search?q=Mewah");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Hasil carian untuk "Mewah"');
  await expect(page.getByRole("link", { name: /Kondominium Mewah Bukit Bintang/ }).first()).toBeVisible();
});

test("/search?q=PJ finds the listings in Petaling Jaya, and a short name the agent adds works at once", async ({ page, context, baseURL }) => {
  ids = insertListings([
    { title: "Corner Lot Near Jaya One E2E", location: "Petaling Jaya", date_status: now() },
    { title: "Semi-D Near The Curve E2E", location: "Damansara Utama", date_status: now() },
  ]).map((l) => l.id);

  await page.goto("/search?q=PJ");
  await expect(page.getByRole("link", { name: /Corner Lot Near Jaya One E2E/ }).first()).toBeVisible();
  await page.goto("/search?q=DU");
  // Two letters are the start of a word ("Duplex"), not yet Damansara Utama.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "DU"');
  await expect(page.getByRole("link", { name: /Semi-D Near The Curve E2E/ })).toHaveCount(0);

  await signInFast(context, baseURL!);
  await page.goto("/admin/search-names");
  await expect(page.getByRole("list", { name: "Included with the site" })).toContainText("PJ = Petaling Jaya");
  await page.getByLabel("Short name").fill("DU");
  await page.getByLabel("Full name").fill("Damansara Utama");
  await page.getByRole("button", { name: "Add Short Name" }).click();
  const own = page.getByRole("list", { name: "Your short names" });
  await expect(own).toContainText("DU = Damansara Utama");

  // Signed out (a visitor): the search page, rendered again since the list changed.
  await context.clearCookies();
  await page.goto("/search?q=DU");
  await expect(page.getByRole("link", { name: /Semi-D Near The Curve E2E/ }).first()).toBeVisible();

  await signInFast(context, baseURL!);
  await page.goto("/admin/search-names");
  await own.getByRole("button", { name: "Delete DU" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(own).toHaveCount(0);
  expect(withServerDb((db) => (db.prepare("select count(*) as n from search_aliases").get() as { n: number }).n)).toBe(0);
});
