import { test, expect, withServerDb } from "../fixtures";
import { deleteListings, insertListings } from "../public-helpers";
import { startServer } from "../server-process";

// Issue 29 item 6 (decision 054): a price sort on All hides nothing, a rent list leads with the
// rent, and a cut price's old figure sits under its own line.

type Page = import("@playwright/test").Page;
/** The list's count line ("30 properties", "32 properties found", "4 properties in Sortcheck Bay"). */
const countLine = (page: Page) => page.getByRole("main").getByText(/^\d+ propert(y|ies)\b/).first();
const found = async (page: Page, path: string) => {
  await page.goto(path);
  return Number(/^\d+/.exec((await countLine(page).textContent()) ?? "")?.[0]);
};

test("a price sort on All keeps every listing: for sale by price, then for rent, then on request", async ({ page }) => {
  const made = insertListings([
    { title: "Sortcheck Dear Condo", location: "Sortcheck Bay", price_sale: 500_000 },
    { title: "Sortcheck Rent Loft", location: "Sortcheck Bay", price_sale: null, price_rent: 2_000 },
    { title: "Sortcheck Ask Bungalow", location: "Sortcheck Bay", price_sale: null },
    { title: "Sortcheck Cheap Flat", location: "Sortcheck Bay", price_sale: 300_000 },
  ]);
  // Price on request: offered for sale with no price (its listing type says sale).
  withServerDb((db) => db.prepare(`update properties set listing_type = '["sale"]' where id = ?`).run(made[2].id));
  try {
    const titles = () => page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
    await page.goto("/location/sortcheck-bay?sort=price_asc");
    await expect(countLine(page)).toHaveText("4 properties in Sortcheck Bay");
    expect(await titles()).toEqual(["Sortcheck Cheap Flat", "Sortcheck Dear Condo", "Sortcheck Rent Loft", "Sortcheck Ask Bungalow"]);
    await page.goto("/location/sortcheck-bay?sort=price_desc");
    await expect(countLine(page)).toHaveText("4 properties in Sortcheck Bay");
    expect(await titles()).toEqual(["Sortcheck Dear Condo", "Sortcheck Cheap Flat", "Sortcheck Rent Loft", "Sortcheck Ask Bungalow"]);
  } finally {
    deleteListings(made.map((m) => m.id));
  }
});

test("a price sort of the whole catalogue counts as many listings as the newest-first list", async ({ page }) => {
  // On a server of its own (a copy of the demo catalogue): on the shared one, another file's listings
  // come and go between two page loads, and the three counts would differ by what they added.
  const own = await startServer({ catalogue: "demo", env: { SEED_DEMO: "0" } });
  try {
    const all = await found(page, `${own.url}/`);
    expect(all).toBeGreaterThan(20);
    expect(await found(page, `${own.url}/?sort=price_asc`)).toBe(all);
    expect(await found(page, `${own.url}/?sort=price_desc`)).toBe(all);
  } finally {
    await own.stop();
  }
});

test("a rent list's cards lead with the rent; a cut sale price's old figure sits under the sale line", async ({ page }) => {
  const [both] = insertListings([{ title: "Leadwith Dual Residence", location: "Leadwith Bay", price_sale: 800_000, price_rent: 3_200 }]);
  withServerDb((db) =>
    db.prepare("update properties set price_sale_before = 900000, price_reduced_at = ? where id = ?").run(new Date().toISOString(), both.id),
  );
  try {
    const order = async () => {
      const prices = page.getByRole("main").getByRole("article").getByTestId("deal-prices");
      return prices.locator("[data-testid^=deal-]").evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")));
    };
    await page.goto("/location/leadwith-bay");
    expect(await order()).toEqual(["deal-sale", "deal-rent"]);
    await page.goto("/location/leadwith-bay?deal=rent");
    await expect(countLine(page)).toHaveText(/^1 property /);
    expect(await order()).toEqual(["deal-rent", "deal-sale"]);
    await expect(page.getByRole("article").getByTestId("deal-rent")).toContainText("RM 3,200 / month");

    await page.goto(`/listing/${both.slug}`);
    const header = page.getByRole("main").getByTestId("deal-prices").first();
    const sale = header.getByTestId("deal-sale");
    await expect(sale.locator("s")).toHaveText("RM 900,000");
    await expect(sale.getByText("Price reduced")).toBeVisible();
    await expect(header.getByTestId("deal-rent").locator("s")).toHaveCount(0);
    // On screen, on a laptop (the deals side by side) and on a phone (one above the other): the
    // old price is under the sale price, inside the sale's column, clear of the rent.
    for (const size of [{ width: 1366, height: 900 }, { width: 390, height: 700 }]) {
      await page.setViewportSize(size);
      const [price, was, saleBlock, rentBlock] = await Promise.all(
        [sale.getByText("RM 800,000", { exact: true }), sale.locator("s"), sale, header.getByTestId("deal-rent")].map(async (l) => (await l.boundingBox())!),
      );
      expect(was.y, `${size.width}px`).toBeGreaterThanOrEqual(price.y + price.height - 1);
      expect(was.x + was.width).toBeLessThanOrEqual(saleBlock.x + saleBlock.width + 1);
      const apart = rentBlock.x >= saleBlock.x + saleBlock.width - 1 || rentBlock.y >= saleBlock.y + saleBlock.height - 1;
      expect(apart, `${size.width}px: the rent sits beside or below the sale and its old price`).toBe(true);
    }
  } finally {
    deleteListings([both.id]);
  }
});
