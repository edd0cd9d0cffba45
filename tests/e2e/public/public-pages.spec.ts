import { test, expect, withServerDb } from "../fixtures";
import { deleteListings, insertListings } from "../public-helpers";
import { projectSlug } from "../../../app/names/projects";

test.describe("category pages", () => {
  test("condo lists Condominiums with a plural count and links to the other categories", async ({ page }) => {
    expect((await page.goto("/category/condo"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Condominiums" })).toBeVisible();
    await expect(page.getByText(/^\d+ properties found$/)).toBeVisible();
    for (const type of await page.locator("main article").allInnerTexts()) expect(type).toContain("Condominium/Apartment/Flat");
    await expect(page.getByText("Rented: Furnished Condo with Gym")).toHaveCount(0);
    const others = page.getByRole("navigation", { name: "Other categories" });
    await expect(others.getByRole("link")).toHaveText(["Apartments", "Landed Houses", "Terrace Houses"]);
    await expect(others.getByRole("link", { name: "Landed Houses" })).toHaveAttribute("href", "/category/landed-house");
  });

  for (const [segment, heading] of [
    ["apartment", "Apartments"],
    ["landed-house", "Landed Houses"],
    ["terrace", "Terrace Houses"],
    ["semi-d", "Semi-Detached Houses"],
  ]) {
    test(`${segment} is headed ${heading}`, async ({ page }) => {
      await page.goto(`/category/${segment}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator("main article").first()).toBeVisible();
    });
  }

  test("landed houses include terraces, semi-Ds, bungalows and townhouses but not land", async ({ page }) => {
    await page.goto("/category/landed-house");
    const text = (await page.locator("main article").allInnerTexts()).join("\n");
    for (const type of ["Terrace House", "Semi-Detached", "Bungalow", "Townhouse"]) expect(text).toContain(type);
    expect(text).not.toContain("\nLand\n");
    expect(text).not.toContain("Condominium");
  });

  test("one result is counted in the singular", async ({ page }) => {
    const [row] = insertListings([{ title: "Lone Soho Unit", property_type: "Zygote Loft" }]);
    try {
      await page.goto("/category/zygote-loft");
      await expect(page.getByRole("heading", { level: 1, name: "Zygote Loft" })).toBeVisible();
      await expect(page.getByText("1 property found", { exact: true })).toBeVisible();
    } finally {
      deleteListings([row.id]);
    }
  });

  test("an empty category says No ... found. with a link to browse all", async ({ page }) => {
    expect((await page.goto("/category/castle"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Castle" })).toBeVisible();
    await expect(page.getByText("No Castle found.")).toBeVisible();
    await page.getByRole("link", { name: "Browse all properties" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Available Properties" })).toBeVisible();
  });
});

test("a location page lists that location's Available properties", async ({ page }) => {
  expect((await page.goto("/location/johor-bahru"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Properties in Johor Bahru" })).toBeVisible();
  const cards = page.locator("main article");
  await expect(cards).not.toHaveCount(0);
  for (const text of await cards.allInnerTexts()) expect(text).toContain("Johor Bahru");
  await page.goto("/location/nowhere-town");
  await expect(page.getByText("No available properties found.")).toBeVisible();
});

test("price-range pages filter on the sale price with the product's labels", async ({ page }) => {
  const cases: [string, string, (n: number) => boolean][] = [
    ["under-500k", "Under RM 500K", (n) => n < 500_000],
    ["500k-1m", "RM 500K - 1M", (n) => n >= 500_000 && n < 1_000_000],
    ["1m-2m", "RM 1M - 2M", (n) => n >= 1_000_000 && n < 2_000_000],
    ["above-2m", "Above RM 2M", (n) => n >= 2_000_000],
  ];
  for (const [segment, label, fits] of cases) {
    expect((await page.goto(`/price-range/${segment}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
    const prices = await page.locator("main article").evaluateAll((cards) =>
      cards.map((c) => Number(/RM ([\d,]+)$/m.exec((c as HTMLElement).innerText)?.[1]?.replace(/,/g, ""))),
    );
    expect(prices.length, segment).toBeGreaterThan(0);
    for (const price of prices) expect(fits(price), `${segment}: ${price}`).toBe(true);
  }
});

test("every list ends with its page links, then 'Alert me' (docs/product.md#alerts)", async ({ page }) => {
  const project = `Foot Test Tower ${Date.now().toString(36)}`;
  const [listing] = insertListings([{ title: `${project} Unit`, project_name: project }]);
  try {
    const near = withServerDb((db) => db.prepare("select near_stations from properties where status = 'Available' and near_stations <> '[]' limit 1").get() as { near_stations: string });
    const station = (JSON.parse(near.near_stations) as { slug: string }[])[0]!.slug;
    const lists = ["/", "/search?q=terrace", "/category/condo", "/location/johor-bahru", "/price-range/500k-1m", `/project/${projectSlug(project)}`, `/near/${station}`];
    for (const list of lists) {
      expect((await page.goto(list))?.status(), list).toBe(200);
      const alert = page.getByRole("region", { name: "Alert me" });
      await expect(alert, list).toContainText("Get an e-mail when a property on this list is newly listed or its price drops.");
      // Below the last card and below the page links, where there are several pages.
      const below = (other: string) =>
        alert.evaluate((form, selector) => {
          const others = [...document.querySelectorAll(selector)];
          return others.length === 0 ? "none" : Boolean(others.at(-1)!.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING);
        }, other);
      expect(await below("main article"), `${list}: after the cards`).toBe(true);
      expect(await below('nav[aria-label="Pagination"]'), `${list}: after the page links`).not.toBe(false);
    }
  } finally {
    deleteListings([listing!.id]);
  }
});

test("an unknown price range is a 404", async ({ page }) => {
  expect((await page.goto("/price-range/cheap"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" })).toBeVisible();
});

test("/search?q= shows results with the same cards and is noindex", async ({ page, request }) => {
  expect((await page.goto("/search?q=terrace"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: 'Search results for "terrace"' })).toBeVisible();
  await expect(page.getByRole("link", { name: /Double Storey Terrace House/ })).toBeVisible();
  const html = await (await request.get("/search?q=terrace")).text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  await page.goto("/search?q=zzzznothing");
  await expect(page.getByText("No available properties found.")).toBeVisible();
});

test("/tag/{tag} says it is coming soon and links back", async ({ page }) => {
  expect((await page.goto("/tag/pool"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Tag: pool" })).toBeVisible();
  await expect(page.getByText("This feature is coming soon.")).toBeVisible();
  await page.getByRole("link", { name: "Back to All Properties" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("any other path is a 404 page with links home and to the categories, noindex", async ({ page, request }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to All Properties" })).toHaveAttribute("href", "/");
  const categories = page.getByRole("navigation", { name: "Categories" });
  await expect(categories.getByRole("link")).toHaveText(["Condos", "Apartments", "Landed Houses", "Terrace Houses"]);
  // The app shell is still there: the visitor is not stranded.
  await expect(page.getByRole("link", { name: "Listings" })).toBeVisible();
  const raw = await request.get("/no/such/page");
  expect(raw.status()).toBe(404);
  expect(await raw.text()).toContain('<meta name="robots" content="noindex"/>');
});
