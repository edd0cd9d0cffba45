import { test, expect, openServerDb, withServerDb } from "../fixtures";
import { deleteListings, demoRow, insertListings, recordPageStatus } from "../public-helpers";

/** The offers of the page's RealEstateListing, as a search engine reads them. */
function listingOffers(html: string): Record<string, unknown>[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const listing = scripts.find((data) => data["@type"] === "RealEstateListing");
  return listing?.offers ?? [];
}

const KLCC = "Fully Furnished Corner Unit with KLCC View";
const KLCC_PATH = "/listing/fully-furnished-corner-unit-with-klcc-view";

test("the detail page shows the listing, its facts, prices in RM and the breadcrumb", async ({ page }) => {
  const row = demoRow(KLCC);
  expect((await page.goto(KLCC_PATH))?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: KLCC })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Available Properties" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: "Mont Kiara" })).toHaveAttribute("href", "/location/mont-kiara");
  await expect(main.getByText("Arcoris Residences, Mont Kiara", { exact: true })).toBeVisible();
  await expect(main.getByText(`Property ID: ${row.display_id}`, { exact: true })).toBeVisible();
  await expect(main.getByText("RM 1,350,000", { exact: true })).toBeVisible();
  await expect(main.getByText("RM 6,500 / month", { exact: true })).toBeVisible();
  const facts = main.locator("dl");
  for (const [label, value] of [
    ["Bedrooms", "3"],
    ["Bathrooms", "2"],
    ["Carparks", "2"],
    ["Built-up Area (sqft)", "1,302"],
    ["Property Type", "Condominium/Apartment/Flat"],
  ]) {
    await expect(facts.locator("div", { has: page.locator("dt", { hasText: label }) }).locator("dd")).toHaveText(value);
  }
  // This condo has no land area: the empty fact is hidden, not shown as blank.
  await expect(facts.getByText("Land Area (sqft)")).toHaveCount(0);
  await expect(main.getByRole("listitem").filter({ hasText: "Freehold title" })).toBeVisible();
  // Both the page and the app shell name the agency and the negotiator.
  const consultant = page.getByRole("complementary", { name: "Contact the Consultant" });
  for (const text of ["Aisyah Rahman", "REN 12345", "+60 12-345 6789", "Demo Realty Sdn. Bhd. (E (1) 1234)"]) {
    await expect(consultant.getByText(text)).toBeVisible();
  }
  await expect(page.getByRole("contentinfo")).toContainText("Demo Realty Sdn. Bhd. (E (1) 1234)");
  await expect(page.getByRole("contentinfo")).toContainText("Aisyah Rahman, REN 12345");
});

test("WhatsApp Now opens wa.me with a prefilled question quoting the display id", async ({ page }) => {
  const row = demoRow(KLCC);
  await page.goto(KLCC_PATH);
  const link = page.getByRole("complementary", { name: "Contact the Consultant" }).getByRole("link", { name: "WhatsApp Now" });
  const href = await link.getAttribute("href");
  const url = new URL(href!);
  expect(url.origin + url.pathname).toBe("https://wa.me/60123456789");
  const text = url.searchParams.get("text")!;
  expect(text).toContain("still available?");
  expect(text).toContain(`Property ID: ${row.display_id}`);
  expect(text).toContain(`${new URL(page.url()).origin}${KLCC_PATH}`);
  await expect(link).toHaveAttribute("target", "_blank");
});

test("the gallery moves with arrows, thumbnails, arrow keys and swipes", async ({ page }) => {
  const row = demoRow(KLCC);
  const total = JSON.parse(row.images).length;
  expect(total).toBeGreaterThan(2);
  await page.goto(KLCC_PATH);
  const gallery = page.getByRole("region", { name: `Photos of ${KLCC}` });
  const counter = gallery.getByText(new RegExp(`^\\d+ / ${total}$`));
  await expect(counter).toHaveText(`1 / ${total}`);
  await gallery.getByRole("button", { name: "Next photo" }).click();
  await expect(counter).toHaveText(`2 / ${total}`);
  await expect(gallery.getByRole("img", { name: `${KLCC}, photo 2 of ${total}` })).toBeVisible();
  await gallery.getByRole("button", { name: "Previous photo" }).click();
  await gallery.getByRole("button", { name: "Previous photo" }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);
  await gallery.getByRole("button", { name: "Show photo 2" }).click();
  await expect(counter).toHaveText(`2 / ${total}`);
  await expect(gallery.getByRole("button", { name: "Show photo 2" })).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`3 / ${total}`);
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`2 / ${total}`);
  // A swipe to the left shows the next photo; to the right, the previous one.
  const stage = page.getByTestId("gallery-stage");
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  await stage.dispatchEvent("pointerdown", { clientX: box.x + box.width * 0.8, clientY: y, pointerType: "touch", isPrimary: true });
  await stage.dispatchEvent("pointerup", { clientX: box.x + box.width * 0.2, clientY: y, pointerType: "touch", isPrimary: true });
  await expect(counter).toHaveText(`3 / ${total}`);
  await stage.dispatchEvent("pointerdown", { clientX: box.x + box.width * 0.2, clientY: y, pointerType: "touch", isPrimary: true });
  await stage.dispatchEvent("pointerup", { clientX: box.x + box.width * 0.8, clientY: y, pointerType: "touch", isPrimary: true });
  await expect(counter).toHaveText(`2 / ${total}`);
});

test("photos carry width and height, and the first one is preloaded", async ({ page, request }) => {
  const row = demoRow(KLCC);
  const first = JSON.parse(row.images)[0] as string;
  const html = await (await request.get(KLCC_PATH)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? "";
  expect(preload).toContain(first.replace(/\.jpg$/, "_w960.webp"));
  expect(preload.toLowerCase()).toContain("imagesrcset");
  await page.goto(KLCC_PATH);
  for (const img of await page.locator("main img").all()) {
    await expect(img).toHaveAttribute("width", /\d+/);
    await expect(img).toHaveAttribute("height", /\d+/);
  }
  // Thumbnails and similar cards are below the first screen: they wait.
  await expect(page.getByRole("region", { name: /^Photos of/ }).locator("ul img").first()).toHaveAttribute("loading", "lazy");
  await expect(page.getByRole("region", { name: "Similar Properties" }).locator("img").first()).toHaveAttribute("loading", "lazy");
});

test("a listing without photos says so", async ({ page }) => {
  const row = demoRow("Affordable Apartment for First Home Buyers");
  await page.goto(`/listing/${row.slug}`);
  await expect(page.getByText("No images available for this property.")).toBeVisible();
});

test("the listing opens by its document id too", async ({ page }) => {
  const row = demoRow(KLCC);
  expect((await page.goto(`/listing/${row.id}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: KLCC })).toBeVisible();
});

test("similar properties are up to 3 Available ones in the same location", async ({ page }) => {
  const rows = insertListings([
    { title: "Similar Base Unit", location: "Kuantan Similar" },
    { title: "Similar One", location: "Kuantan Similar" },
    { title: "Similar Two", location: "Kuantan Similar" },
    { title: "Similar Three", location: "Kuantan Similar" },
    { title: "Similar Four", location: "Kuantan Similar" },
    { title: "Similar Sold", location: "Kuantan Similar", status: "Sold", date_status: "2001-06-01T00:00:00.000Z" },
  ]);
  try {
    await page.goto(`/listing/${rows[0].slug}`);
    const similar = page.getByRole("region", { name: "Similar Properties" });
    await expect(similar.getByRole("heading", { name: "Similar Properties" })).toBeVisible();
    // Newest first: Four, Three, Two (the Sold one and the current one never).
    await expect(similar.locator("article h3")).toHaveText(["Similar Four", "Similar Three", "Similar Two"]);
  } finally {
    deleteListings(rows.map((r) => r.id));
  }
});

test("Previous and Next Property are the exact neighbours by date, skipping listings that are not Available", async ({ page }) => {
  // A private stretch of time, far from the demo rows: 1990.
  const rows = insertListings([
    { title: "Neighbour Older", date_status: "1990-01-01T00:00:00.000Z" },
    { title: "Neighbour Hidden", status: "Temporarily Unavailable", date_status: "1990-01-02T00:00:00.000Z" },
    { title: "Neighbour Middle", date_status: "1990-01-03T00:00:00.000Z" },
    { title: "Neighbour Newer", date_status: "1990-01-04T00:00:00.000Z" },
  ]);
  const db = openServerDb();
  const oldest = db.prepare("select min(date_status) as d from properties where status = 'Available'").get() as { d: string };
  db.close();
  try {
    expect(oldest.d).toBe("1990-01-01T00:00:00.000Z");
    await page.goto(`/listing/${rows[2].slug}`);
    const nav = page.getByRole("navigation", { name: "More properties" });
    await expect(nav.getByRole("link", { name: "Previous Property" })).toHaveAttribute("href", `/listing/${rows[0].slug}`);
    await expect(nav.getByRole("link", { name: "Next Property" })).toHaveAttribute("href", `/listing/${rows[3].slug}`);
    await expect(nav.getByRole("link", { name: "Back to All Properties" })).toHaveAttribute("href", "/");
    await nav.getByRole("link", { name: "Previous Property" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Neighbour Older" })).toBeVisible();
    // The oldest Available listing has no previous one.
    await expect(nav.getByRole("link", { name: "Previous Property" })).toHaveCount(0);
  } finally {
    deleteListings(rows.map((r) => r.id));
  }
});

test("Loading... shows while the next property is on its way", async ({ page }) => {
  await page.goto(KLCC_PATH);
  // The next property is a document load (public pages have no client router): while its
  // response is held back, the current page is still the one on screen.
  const next = page.getByRole("navigation", { name: "More properties" }).getByRole("link", { name: "Previous Property" });
  const nextPath = (await next.getAttribute("href"))!;
  await page.route((url) => url.pathname === nextPath, async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  const shown = await recordPageStatus(page);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
  expect(await shown()).toBe("Loading...");
  await expect(page.getByRole("status").filter({ hasText: /^Loading\.\.\.$/ })).toHaveCount(0);
});

test("an unknown listing is 404 Property not found.", async ({ page, request }) => {
  const path = "/listing/no-such-listing";
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Property not found." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to All Properties" })).toBeVisible();
  const html = await (await request.get(path)).text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

test("a Sold, Rented or Temporarily Unavailable listing keeps its page, says so, and asks WhatsApp for similar units", async ({ page, request }) => {
  const made = insertListings([
    { title: "Afterlife Sold Unit", location: "Afterlife Bay", status: "Sold", price_sale: 612_345, price_rent: 2_345 },
    { title: "Afterlife Rented Unit", location: "Afterlife Bay", status: "Rented", price_sale: null, price_rent: 2_345 },
    { title: "Afterlife Away Unit", location: "Afterlife Bay", status: "Temporarily Unavailable", price_sale: 612_345 },
    { title: "Afterlife Available Unit", location: "Afterlife Bay" },
  ]);
  const notices = ["This property has been sold.", "This property has been rented.", "This property is temporarily unavailable."];
  const happened = ["has been sold", "has been rented", "is temporarily unavailable"];
  try {
    for (const [i, gone] of made.slice(0, 3).entries()) {
      for (const path of [`/listing/${gone.slug}`, `/listing/${gone.id}`]) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        const main = page.getByRole("main");
        await expect(main.getByText(notices[i])).toBeVisible();
        await expect(main.getByRole("heading", { level: 1, name: gone.title })).toBeVisible();
        await expect(main.getByText(`Property ID: ${gone.display_id}`, { exact: true })).toBeVisible();
        // Similar Properties: the Available one of the same location only.
        const similar = page.getByRole("region", { name: "Similar Properties" });
        await expect(similar.getByRole("link", { name: /Afterlife Available Unit/ })).toBeVisible();
        await expect(similar.getByText(/Afterlife (Sold|Rented|Away) Unit/)).toHaveCount(0);
        const whatsapp = page.getByRole("complementary", { name: "Contact the Consultant" }).getByRole("link", { name: /WhatsApp Now/ });
        const text = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")!;
        expect(text.split("\n")[0]).toBe(
          `Hi, I saw that property ID ${gone.display_id} (${gone.title}) ${happened[i]}. Do you have similar units available?`,
        );
        const html = await (await request.get(path)).text();
        expect(html).toContain('<meta name="robots" content="noindex"/>');
        // Its structured data no longer offers it: each offer says SoldOut / OutOfStock, and a
        // Sold or Rented one quotes no price, as the page shows none (decision 053); a
        // Temporarily Unavailable one keeps the price its page shows greyed.
        expect(html).toContain(i === 0 ? "https://schema.org/SoldOut" : "https://schema.org/OutOfStock");
        expect(html).not.toContain("https://schema.org/InStock");
        const offers = listingOffers(html);
        expect(offers.length, path).toBe(i === 1 ? 1 : i === 0 ? 2 : 1);
        for (const offer of offers) {
          expect(offer.availability).toBe(i === 0 ? "https://schema.org/SoldOut" : "https://schema.org/OutOfStock");
          if (i < 2) expect(offer, path).not.toHaveProperty("price");
          else expect(offer).toMatchObject({ price: 612_345, priceCurrency: "MYR" });
        }
        if (i < 2) expect(html).not.toMatch(/"price"|612,345|2,345/);
      }
    }
    // Still in no list.
    await page.goto("/location/afterlife-bay");
    await expect(page.getByText("1 property found")).toBeVisible();
    // The page cache keeps such a page like any public page, and lets it go when the status changes.
    const sold = `/listing/${made[0].slug}`;
    await request.get(sold);
    expect((await request.get(sold)).headers()["x-page-cache"]).toBe("hit");
    withServerDb((db) => db.prepare("update properties set status = 'Available' where id = ?").run(made[0].id));
    const back = await request.get(sold);
    expect(back.headers()["x-page-cache"]).toBe("miss");
    expect(await back.text()).not.toContain("This property has been sold.");
  } finally {
    deleteListings(made.map((m) => m.id));
  }
});

test("a listing path without an id says so, with status 404", async ({ page }) => {
  for (const path of ["/listing", "/listing/"]) {
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByText("No property ID or slug provided.")).toBeVisible();
  }
});

test("a blank listing id says so in the title and the heading alike, with status 404", async ({ page }) => {
  expect((await page.goto("/listing/%20"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "No property ID or slug provided." })).toBeVisible();
  await expect(page).toHaveTitle(/^No property ID or slug provided\./);
});
