import { test, expect, withServerDb } from "../fixtures";
import { fieldProblems } from "../field-fit";
import { headOf, metaContent } from "../public-helpers";

// Issue 14: the filter bar of the public lists, against the demo catalogue.

/** Available demo listings, as the database holds them. */
function available(): { location: string; listing_type: string; price_rent: number | null; bedrooms: number | null }[] {
  return withServerDb((db) =>
    db.prepare("select location, listing_type, price_rent, bedrooms from properties where status = 'Available'").all(),
  ) as never;
}

test("reordered, padded or odd parameters are one cache entry", async ({ request }) => {
  const first = await request.get("/?beds=2&deal=rent");
  expect(first.status()).toBe(200);
  for (const url of ["/?deal=rent&beds=2", "/?deal=RENT&beds=2&utm_source=whatsapp", "/?sort=newest&beds=2%2B&deal=rent&page=1"]) {
    const again = await request.get(url);
    expect(again.headers()["x-page-cache"], url).toBe("hit");
    expect(await again.text()).toBe(await first.text());
  }
});

test("malformed filters are ignored, never an error", async ({ request }) => {
  for (const url of [
    "/?beds=abc&deal=lease&min_price=-1&max_price=1e999&sort=cheapest&type=Castle&min_sqft=%FF&page=abc",
    "/category/condo?tenure=%00&furnishing=%E0%A4%A&deal[]=sale",
    "/location/mont-kiara?location=%22%3E%3Cscript%3E&sort=price_asc&page=-3",
    "/price-range/under-500k?deal=rent&min_price=abc",
    "/search?q=condo&beds=9&min_sqft=0&sort=__proto__",
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(await response.text()).not.toContain("<script>");
  }
});

test("a filtered list is kept out of search engines and points at its landing page; the landing page is not", async ({ request, baseURL }) => {
  const filtered = await request.get("/location/mont-kiara?deal=rent&sort=price_asc");
  const html = await filtered.text();
  expect(metaContent(html, "robots")).toBe("noindex");
  expect(headOf(html)).toContain(`<link rel="canonical" href="${baseURL}/location/mont-kiara"/>`);

  const landing = await request.get("/location/mont-kiara");
  const landingHtml = await landing.text();
  expect(metaContent(landingHtml, "robots")).toBeNull();
  expect(headOf(landingHtml)).toContain(`<link rel="canonical" href="${baseURL}/location/mont-kiara"/>`);

  const category = await (await request.get("/category/condo?beds=3")).text();
  expect(metaContent(category, "robots")).toBe("noindex");
  expect(headOf(category)).toContain(`<link rel="canonical" href="${baseURL}/category/condo"/>`);
});

test.describe("without JavaScript", () => {
  // On a phone, where "Filters" opens the fields (on a wide screen they stand in a row from the
  // first paint, with no button: no-layout-shift.spec.ts).
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });

  test("the filter form submits as a plain GET and filters the list", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "For sale or for rent" }).getByRole("link", { name: "For Rent" }).click();
    await expect(page).toHaveURL(/[?&]deal=rent/);

    await page.getByText(/^Filters/).click();
    await page.getByLabel("Location").selectOption("Mont Kiara");
    await page.getByLabel("Bedrooms").selectOption("2");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/location=Mont\+Kiara/);

    const wanted = available().filter(
      (r) => r.location === "Mont Kiara" && (r.bedrooms ?? 0) >= 2 && (JSON.parse(r.listing_type) as string[]).includes("rent"),
    );
    expect(wanted.length).toBeGreaterThan(0);
    const line = `${wanted.length} ${wanted.length === 1 ? "property" : "properties"} for rent in Mont Kiara: 2+ bedrooms`;
    await expect(page.getByText(line)).toBeVisible();
    await expect(page.locator("article")).toHaveCount(wanted.length);
    for (const card of await page.locator("article").all()) {
      await expect(card).toContainText("Mont Kiara");
      await expect(card).toContainText("For Rent");
    }
    // The fields show what was chosen.
    await page.getByText(/^Filters \(2\)/).click();
    await expect(page.getByLabel("Bedrooms")).toHaveValue("2");
  });

  test("the sort applies with its button, cheapest rent first", async ({ page }) => {
    await page.goto("/?deal=rent");
    await page.getByLabel("Sort").selectOption("price_asc");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    const rents = available()
      .filter((r) => (JSON.parse(r.listing_type) as string[]).includes("rent") && (r.price_rent ?? 0) > 0)
      .map((r) => r.price_rent!)
      .sort((a, b) => a - b);
    const shown = (await page.locator("article").allInnerTexts()).map((text) => Number(/RM ([\d,]+) \/ month/.exec(text)![1]!.replace(/,/g, "")));
    expect(shown).toEqual(rents.slice(0, shown.length));
    expect(shown.length).toBe(Math.min(rents.length, 24));
  });
});

test("no sideways scrolling at 390 px, with the filters open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?deal=sale&beds=2&sort=price_desc");
  await page.getByText(/^Filters/).click();
  await expect(page.getByRole("button", { name: "Show results" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

/**
 * Every field's shown choice whole, and the fields of a row level, in the three languages at both
 * sizes: the Malay "Mana-mana laluan" once lost its end in the 152 px fields of the laptop's row,
 * and at 390 px the Malay built-up label took two lines and pushed its field 16 px below its
 * neighbour's. The home list (every filter but its type) and a rent list (the rent's labels).
 */
for (const [width, height] of [
  [390, 700],
  [1366, 900],
] as const) {
  test(`at ${width} px each filter shows its whole choice and the fields of a row stand level, in three languages`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const prefix of ["", "/ms", "/zh"]) {
      for (const path of ["/", "/price-range/rent-1500-3000"]) {
        const url = prefix + (path === "/" && prefix ? "" : path);
        await page.goto(url);
        const form = page.locator("form[data-list-filters]");
        if (width < 768) await form.locator("summary").click();
        await expect(form.locator('select[name="location"]')).toBeVisible();
        // The panel's fields, and the sort apart: on a phone the panel opens over the sort's row.
        const problems = [...(await fieldProblems(form.locator(".filter-panel"))), ...(await fieldProblems(form.locator('label:has(select[name="sort"])')))];
        expect(problems, url).toEqual([]);
      }
    }
  });
}
