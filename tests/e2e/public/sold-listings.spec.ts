import { test, expect } from "../fixtures";
import { deleteListings, insertListings, metaContent } from "../public-helpers";

/**
 * Issue 29, item 3: a Sold, Rented or Temporarily Unavailable listing looks it, on its
 * page, its card and the shortlist: a ribbon instead of the deal's badge, no price
 * for Sold and Rented (decision 046), no calculator and no brochure.
 */
const LANGS = [
  { prefix: "", sale: "For Sale", rent: "For Rent", sold: "Sold", rented: "Rented", away: "Unavailable", calculator: "Estimated monthly instalment", follow: "Tell me if the price drops" },
  { prefix: "/ms", sale: "Untuk Dijual", rent: "Untuk Disewa", sold: "Terjual", rented: "Telah Disewa", away: "Tidak Tersedia", calculator: null, follow: "Maklumkan jika harga turun" },
  { prefix: "/zh", sale: "出售", rent: "出租", sold: "已售出", rented: "已出租", away: "暂时下架", calculator: null, follow: "降价时通知我" },
];

test("a sold listing's page has no For Sale, no price, no calculator and no brochure, in every language", async ({ page, request }) => {
  const [sold, available] = insertListings([
    { title: "Ribbon Sold Unit", location: "Ribbon Town", status: "Sold", price_sale: 987_000, price_rent: 3_900 },
    { title: "Ribbon Open Unit", location: "Ribbon Town", price_sale: 987_000 },
  ]);
  try {
    // The Available one shows what the sold one must not: the test would see them.
    await page.goto(`/listing/${available.slug}`);
    const openArticle = page.getByRole("main").locator("article").first();
    await expect(openArticle.getByText("For Sale", { exact: true })).toBeVisible();
    await expect(openArticle.getByText("RM 987,000", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Estimated monthly instalment" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download brochure (PDF)" })).toBeVisible();
    // Issue 32: a price that can drop can be followed; a sold one cannot.
    await expect(page.getByRole("heading", { name: LANGS[0]!.follow })).toBeVisible();

    for (const lang of LANGS) {
      const path = `${lang.prefix}/listing/${sold.slug}`;
      await page.goto(path);
      // The listing's own part: the similar listings below are other, Available ones.
      const article = page.getByRole("main").locator("article").first();
      await expect(article.getByText(lang.sold, { exact: true })).toHaveCount(2); // over the photo and in the badge's place
      for (const gone of [lang.sale, lang.rent]) await expect(article.getByText(gone, { exact: true })).toHaveCount(0);
      await expect(article).not.toContainText("987,000");
      await expect(article).not.toContainText("3,900");
      await expect(page.locator("[data-instalment]")).toHaveCount(0);
      if (lang.calculator) await expect(page.getByRole("heading", { name: lang.calculator })).toHaveCount(0);
      await expect(page.locator('a[href$=".pdf"], a[href*="/brochure"]')).toHaveCount(0);
      await expect(page.getByText(lang.follow)).toHaveCount(0);
      // A preview in WhatsApp says so too, and quotes no price.
      const html = await (await request.get(path)).text();
      const description = metaContent(html, "og:description")!;
      expect(description).not.toContain("987,000");
      expect(description.toLowerCase()).not.toContain(lang.sale.toLowerCase());
      expect(metaContent(html, "og:title")).not.toContain("987,000");
    }
  } finally {
    deleteListings([sold.id, available.id]);
  }
});

test("on the shortlist, sold and rented cards say so and show no price; an unavailable one keeps its price, greyed", async ({ page }) => {
  const made = insertListings([
    { title: "Ribbon Shortlist Sold", status: "Sold", price_sale: 654_000 },
    { title: "Ribbon Shortlist Rented", status: "Rented", price_sale: null, price_rent: 2_750 },
    { title: "Ribbon Shortlist Away", status: "Temporarily Unavailable", price_sale: 612_000 },
    { title: "Ribbon Shortlist Open", price_sale: 633_000 },
  ]);
  try {
    for (const lang of LANGS) {
      await page.goto(`${lang.prefix}/shortlist?ids=${made.map((m) => m.display_id).join(",")}`);
      const card = (title: string) => page.locator("article", { hasText: title });
      await expect(card("Ribbon Shortlist Sold").getByText(lang.sold, { exact: true }).first()).toBeVisible();
      await expect(card("Ribbon Shortlist Sold")).not.toContainText("654,000");
      await expect(card("Ribbon Shortlist Sold").getByText(lang.sale, { exact: true })).toHaveCount(0);
      await expect(card("Ribbon Shortlist Rented").getByText(lang.rented, { exact: true }).first()).toBeVisible();
      await expect(card("Ribbon Shortlist Rented")).not.toContainText("2,750");
      await expect(card("Ribbon Shortlist Rented").getByText(lang.rent, { exact: true })).toHaveCount(0);
      await expect(card("Ribbon Shortlist Away").getByText(lang.away, { exact: true }).first()).toBeVisible();
      // Greyed: not the Available card's price colour.
      const colour = (title: string, price: string) => card(title).getByText(price, { exact: true }).evaluate((e) => getComputedStyle(e).color);
      expect(await colour("Ribbon Shortlist Away", "RM 612,000")).not.toBe(await colour("Ribbon Shortlist Open", "RM 633,000"));
      await expect(card("Ribbon Shortlist Away").getByText(lang.sale, { exact: true })).toHaveCount(0);
      // The Available one is as it was.
      await expect(card("Ribbon Shortlist Open").getByText(lang.sale, { exact: true })).toBeVisible();
      await expect(card("Ribbon Shortlist Open").getByText("RM 633,000", { exact: true })).toBeVisible();
      // Only the Available card offers to follow its price (issue 32), and the link leads to the listing's form.
      await expect(page.getByRole("link", { name: lang.follow })).toHaveCount(1);
      const open = page.locator("[data-shortlist-card]", { hasText: "Ribbon Shortlist Open" });
      await expect(open.getByRole("link", { name: lang.follow })).toHaveAttribute("href", /\/listing\/.+#price-alert$/);
    }
  } finally {
    deleteListings(made.map((m) => m.id));
  }
});
