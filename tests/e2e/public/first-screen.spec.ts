import type { Page } from "@playwright/test";
import { test, expect, withServerDb } from "../fixtures";

/**
 * Issue 29, item 1: on a phone with its browser bars (390 × 700), every listing shows
 * its price, its deal and its key line above the sticky WhatsApp bar without a
 * scroll, in every language; the top bar is one row; the home page shows its first card.
 */
test.use({ viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });

const LANGS = [
  { prefix: "", sale: "For Sale", rent: "For Rent" },
  { prefix: "/ms", sale: "Untuk Dijual", rent: "Untuk Disewa" },
  { prefix: "/zh", sale: "出售", rent: "出租" },
];

/** The demo catalogue's listings that are still for sale or rent (test files insert theirs with 2001 dates). */
function demoListings() {
  return withServerDb(
    (db) =>
      db
        .prepare(
          `select slug, title, price_sale, price_rent, coalesce(bedrooms, bathrooms, built_up_area) is not null as sized
           from properties where status = 'Available' and created_at > '2002' order by display_id`,
        )
        .all() as { slug: string; title: string; price_sale: number | null; price_rent: number | null; sized: 0 | 1 }[],
  );
}

/** The listings are read when the server runs; each test takes every CHUNKS-th one (a page load per language each). */
const CHUNKS = 13;

/** One row: the brand, the language switcher and the menu share a line, and the bar is no taller than one. */
async function expectOneRowTopBar(page: Page) {
  const banner = page.getByRole("banner");
  const parts = [
    banner.locator("[data-brand]"),
    banner.getByRole("navigation", { name: /Language|Bahasa|语言/ }),
    banner.locator("summary"),
  ];
  const boxes = await Promise.all(parts.map(async (p) => (await p.boundingBox())!));
  const height = (await banner.boundingBox())!.height;
  expect(height, "top bar height").toBeLessThanOrEqual(64);
  for (const box of boxes) expect(box.y + box.height, "every part within the one row").toBeLessThanOrEqual(height + 1);
  // The agency's name is whole: nothing it holds is cut off.
  const cut = await banner.locator("[data-brand] span").evaluateAll((spans) => spans.filter((s) => s.clientWidth > 1 && s.scrollWidth > s.clientWidth + 1).length);
  expect(cut).toBe(0);
}

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  test(`listings ${chunk + 1} of every ${CHUNKS}: price, deal and key line above the sticky bar at 390 × 700 in three languages`, async ({ page }) => {
    const listings = demoListings();
    expect(listings.length).toBeGreaterThan(20);
    for (const listing of listings.filter((_, i) => i % CHUNKS === chunk)) {
      for (const lang of LANGS) {
        // The layout is final without the photos: each has its size in the markup.
        const response = await page.goto(`${lang.prefix}/listing/${listing.slug}`, { waitUntil: "domcontentloaded" });
        expect(response?.status()).toBe(200);
        const bar = (await page.getByTestId("sticky-contact").boundingBox())!;
        expect(bar.y + bar.height, "the bar sits at the bottom of the screen").toBeCloseTo(700, 0);
        const prices = page.getByTestId("deal-prices").first(); // the similar listings below have theirs
        const deals = [...(listing.price_sale !== null ? [lang.sale] : []), ...(listing.price_rent !== null ? [lang.rent] : [])];
        for (const deal of deals) await expect(prices.getByText(deal, { exact: true })).toBeVisible();
        await expect(prices).toContainText("RM");
        // Land and shop lots may have no bedrooms, bathrooms or built-up area, and then no key line.
        const keyLine = page.getByTestId("key-facts");
        await expect(keyLine).toHaveCount(listing.sized);
        const boxes = [["price", await prices.boundingBox()] as const, ...(listing.sized ? [["key line", await keyLine.boundingBox()] as const] : [])];
        for (const [name, box] of boxes) {
          expect(box!.y + box!.height, `${lang.prefix}/listing/${listing.slug}: the ${name} ends above the sticky bar`).toBeLessThanOrEqual(bar.y);
        }
        // Not scrolled there: the first screen.
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
    }
  });
}

for (const lang of LANGS) {
  test(`the top bar is one row and the home page's first card is on the first screen (${lang.prefix || "/"})`, async ({ page }) => {
    await page.goto(lang.prefix || "/");
    await expectOneRowTopBar(page);
    const first = (await page.locator("main article").first().boundingBox())!;
    // At least a third of the card's photo shows before any scroll.
    expect(first.y).toBeLessThanOrEqual(700 - 80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test("the phone menu opens, holds the links, and closes on a tap outside", async ({ page }) => {
  await page.goto("/ms/listings");
  const menu = page.getByRole("banner").locator("summary");
  await expect(menu).toHaveAccessibleName("Menu");
  const links = page.getByRole("navigation", { name: "Utama" });
  await expect(links).toBeHidden();
  await menu.click();
  await expect(links.getByRole("link")).toHaveText(["Laman Utama", "Senarai Hartanah", "Senarai Pilihan"]);
  // A tap on the page below the open menu.
  await page.mouse.click(20, 650);
  await expect(links).toBeHidden();
});
