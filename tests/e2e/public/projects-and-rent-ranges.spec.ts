import type { Page } from "@playwright/test";
import { test, expect, withServerDb } from "../fixtures";
import { deleteListings, insertListings, recordPageStatus } from "../public-helpers";

const SHOTS = process.env.SHOT_DIR;

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "horizontal scroll").toBeLessThanOrEqual(0);
}

/** Screenshots for a person to look at (SHOT_DIR set), at a phone's and a laptop's width. */
async function shoot(page: Page, url: string, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(url);
    await noSideScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe("project pages", () => {
  let ids: string[] = [];
  test.beforeAll(() => {
    const rows = insertListings([
      { title: "Skyline Low Floor Unit", project_name: "E2E Skyline Residences", location: "Bukit Jalil", price_sale: 610_000 },
      { title: "Skyline Penthouse", project_name: "E2E Skyline Residences", location: "Bukit Jalil", price_sale: 1_480_000 },
      { title: "Skyline Studio to Let", project_name: "E2E Skyline Residences", location: "Bukit Jalil", price_sale: null, price_rent: 2_100 },
      { title: "Skyline Sold Unit", project_name: "E2E Skyline Residences", location: "Bukit Jalil", status: "Sold" },
      { title: "Skyline Other Tower", project_name: "E2E Skyline Residences Two", location: "Bukit Jalil" },
    ]);
    ids = rows.map((r) => r.id);
    withServerDb((db) =>
      db
        .prepare(`update properties set developer = 'Skyline Land Sdn Bhd', completion_year = 2019, tenure = 'Freehold',
          facilities = '["Swimming Pool","Gym","24-hour Security"]' where id in (${ids.map(() => "?").join(",")})`)
        .run(...ids),
    );
  });
  test.afterAll(() => deleteListings(ids));

  test("lists the project's Available units with what its listings say about it", async ({ page }) => {
    expect((await page.goto("/project/e2e-skyline-residences"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "E2E Skyline Residences" })).toBeVisible();
    await expect(page.getByText("3 properties found", { exact: true })).toBeVisible();
    const about = page.getByRole("region", { name: "About the project" });
    await expect(about.getByText("2 units · RM 610,000 - RM 1,480,000")).toBeVisible();
    await expect(about.getByText("1 unit · RM 2,100 / month")).toBeVisible();
    await expect(about.getByText("Skyline Land Sdn Bhd")).toBeVisible();
    await expect(about.getByText("2019", { exact: true })).toBeVisible();
    await expect(about.getByRole("listitem")).toHaveText(["Swimming Pool", "Gym", "24-hour Security"]);
    const titles = await page.locator("main article h3").allInnerTexts();
    expect(titles.sort()).toEqual(["Skyline Low Floor Unit", "Skyline Penthouse", "Skyline Studio to Let"]);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Bukit Jalil" })).toHaveAttribute("href", "/location/bukit-jalil");
    const html = await (await page.request.get("/project/e2e-skyline-residences")).text();
    expect(html).toContain('"@type":"ApartmentComplex"');
    expect(html).not.toContain('content="noindex"');
  });

  test("a listing links to its project, and another spelling of the address is sent to the one address", async ({ page }) => {
    await page.goto("/project/e2e-skyline-residences");
    await page.getByRole("link", { name: /Skyline Penthouse/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Skyline Penthouse" })).toBeVisible();
    // A project page is a list page: its loading text says so while it is on its way.
    await page.route((url) => url.pathname === "/project/e2e-skyline-residences", async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    const shown = await recordPageStatus(page);
    await page.getByRole("link", { name: "E2E Skyline Residences", exact: true }).click();
    await expect(page).toHaveURL(/\/project\/e2e-skyline-residences$/);
    expect(await shown()).toBe("Loading properties...");
    await expect(page.getByRole("heading", { level: 1, name: "E2E Skyline Residences" })).toBeVisible();
    const moved = await page.request.get("/project/E2E%20Skyline%20Residences", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe("/project/e2e-skyline-residences");
  });

  test("an unknown project is the 404 page", async ({ page }) => {
    expect((await page.goto("/project/no-such-tower"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" })).toBeVisible();
  });

  test("fits a phone without scrolling sideways, and a laptop", async ({ page }) => {
    await shoot(page, "/project/e2e-skyline-residences", "project");
  });
});

test.describe("rent price ranges", () => {
  test("each lists rent listings within its monthly rent, labelled as the product says", async ({ page }) => {
    const cases: [string, string, (n: number) => boolean][] = [
      ["rent-under-1500", "Rent under RM 1,500", (n) => n < 1_500],
      ["rent-1500-3000", "Rent RM 1,500 - 3,000", (n) => n >= 1_500 && n < 3_000],
      ["rent-3000-5000", "Rent RM 3,000 - 5,000", (n) => n >= 3_000 && n < 5_000],
      ["rent-above-5000", "Rent above RM 5,000", (n) => n >= 5_000],
    ];
    for (const [segment, label, fits] of cases) {
      expect((await page.goto(`/price-range/${segment}`))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
      await expect(page.getByText("Monthly rent", { exact: true })).toBeVisible();
      const rents = await page.locator("main article").evaluateAll((cards) =>
        cards.map((c) => Number(/RM ([\d,]+) \/ month/.exec((c as HTMLElement).innerText)?.[1]?.replace(/,/g, ""))),
      );
      expect(rents.length, segment).toBeGreaterThan(0);
      for (const rent of rents) expect(fits(rent), `${segment}: ${rent}`).toBe(true);
    }
  });

  test("rent and sale ranges link to each other", async ({ page }) => {
    await page.goto("/price-range/under-500k");
    await page.getByRole("navigation", { name: "Rent price ranges" }).getByRole("link", { name: "Rent RM 1,500 - 3,000" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rent RM 1,500 - 3,000" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Other price ranges" }).getByRole("link")).toHaveText([
      "Rent under RM 1,500",
      "Rent RM 3,000 - 5,000",
      "Rent above RM 5,000",
    ]);
    await expect(page.getByRole("navigation", { name: "Sale price ranges" }).getByRole("link")).toHaveCount(4);
  });

  test("fits a phone without scrolling sideways, and a laptop", async ({ page }) => {
    await shoot(page, "/price-range/rent-1500-3000", "rent-range");
  });
});

test("the sitemap's project and rent-range addresses are real, indexable pages", async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemaps/pages.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const projects = locs.filter((l) => l.startsWith(`${baseURL}/project/`));
  const rents = locs.filter((l) => l.startsWith(`${baseURL}/price-range/rent-`));
  expect(projects).toContain(`${baseURL}/project/arcoris-residences`);
  expect(rents).toHaveLength(4);
  for (const loc of [...projects, ...rents]) {
    const response = await request.get(loc, { maxRedirects: 0 });
    expect(response.status(), loc).toBe(200);
    const html = await response.text();
    expect(html, loc).toContain(`<link rel="canonical" href="${loc}"/>`);
    expect(html, loc).not.toContain('content="noindex"');
  }
});
