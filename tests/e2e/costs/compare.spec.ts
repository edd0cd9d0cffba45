import { test, expect } from "../fixtures";
import { withServerDb } from "../fixtures";
import { deleteListings, insertListings } from "../public-helpers";
import { axeBuilder, violationLines } from "../axe";

/** Issue 31 item 6: up to four shortlisted listings side by side. */
const LANGS = [
  { prefix: "", heading: "Compare properties", price: "Price", tenure: "Tenure", differs: "differs", whatsapp: "WhatsApp about these", link: "Compare (up to 4)" },
  { prefix: "/ms", heading: "Bandingkan hartanah", price: "Harga", tenure: "Pegangan", differs: "berbeza", whatsapp: "WhatsApp tentang hartanah ini", link: "Bandingkan (sehingga 4)" },
  { prefix: "/zh", heading: "比较房产", price: "价格", tenure: "地契", differs: "不同", whatsapp: "WhatsApp 询问这些房产", link: "比较（最多4个）" },
];

/** A row's name, marked as differing or not. */
const rowName = (name: string, differs: string) => new RegExp(`^${name}( ${differs})?$`);

function seed() {
  const stamp = Date.now().toString(36);
  const rows = insertListings([
    { title: `Compare Sale ${stamp}`, price_sale: 650_000 },
    { title: `Compare Rent ${stamp}`, price_sale: null, price_rent: 2_000 },
    { title: `Compare Twin ${stamp}`, price_sale: 650_000 },
  ]);
  withServerDb((db) => {
    const set = db.prepare("update properties set built_up_area = ?, bedrooms = 3, tenure = 'Freehold', maintenance_fee = ? where id = ?");
    set.run(1_000, 350, rows[0].id);
    set.run(800, 280, rows[1].id);
    set.run(1_000, 350, rows[2].id);
  });
  return rows;
}

test("from the shortlist to the compare page: differences marked, costs per deal, one WhatsApp message quoting the ids", async ({ page }) => {
  const rows = seed();
  const ids = rows.map((r) => r.display_id);
  try {
    await page.goto(`/shortlist?ids=${ids.join(",")}`);
    await page.getByRole("link", { name: "Compare (up to 4)" }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.join("(,|%2C)")}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Compare properties" })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveCount(4);
    const row = (name: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: rowName(name, "differs") }) });
    await expect(row("Price")).toContainText("RM 650,000");
    await expect(row("Price")).toContainText("RM 2,000 / month");
    await expect(row("Price")).toHaveAttribute("data-differs", "");
    // All three freehold, three bedrooms: no mark.
    await expect(row("Tenure")).not.toHaveAttribute("data-differs");
    await expect(row("Bedrooms")).not.toHaveAttribute("data-differs");
    await expect(row("Maintenance fee per sqft")).toContainText("RM 0.35 psf / month");
    await expect(row("Total cash up front")).toContainText("RM 96,275");
    await expect(row("Total before you get the keys")).toContainText("RM 7,096");
    const href = await page.getByRole("link", { name: "WhatsApp about these" }).getAttribute("href");
    expect(decodeURIComponent(href!.split("text=")[1])).toContain(`property IDs ${ids.join(", ")}`);
  } finally {
    deleteListings(rows.map((r) => r.id));
  }
});

test("fewer than two listings: the page says to choose from the shortlist", async ({ page }) => {
  await page.goto("/compare?ids=");
  await expect(page.getByRole("link", { name: "Choose two to four properties from your shortlist to compare them." })).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 700 },
  { width: 1366, height: 900 },
]) {
  test(`the compare page at ${viewport.width}px in three languages: axe clean; on a phone the row names stay while the columns scroll`, async ({ page }) => {
    const rows = seed();
    try {
      await page.setViewportSize(viewport);
      for (const lang of LANGS) {
        await page.goto(`${lang.prefix}/compare?ids=${rows.map((r) => r.display_id).join(",")}`);
        await expect(page.getByRole("heading", { level: 1, name: lang.heading })).toBeVisible();
        await expect(page.getByRole("rowheader", { name: rowName(lang.price, lang.differs) })).toContainText(lang.differs);
        await expect(page.getByRole("link", { name: lang.whatsapp })).toBeVisible();
        const results = await axeBuilder(page).analyze();
        expect(violationLines(results)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        if (viewport.width < 500) {
          const region = page.getByRole("region", { name: lang.heading });
          const name = page.getByRole("rowheader", { name: rowName(lang.tenure, lang.differs) });
          const before = (await name.boundingBox())!.x;
          await region.evaluate((el) => el.scrollBy({ left: 400 }));
          await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
          expect((await name.boundingBox())!.x).toBe(before);
        }
      }
    } finally {
      deleteListings(rows.map((r) => r.id));
    }
  });
}
