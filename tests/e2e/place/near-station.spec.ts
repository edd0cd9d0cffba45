import { test, expect, withServerDb } from "../fixtures";
import { signInFast } from "../auth";
import { fillPropertyForm } from "../property-form";

/**
 * Issue 30 end to end: the agent pastes a Google Maps link for a terrace house
 * near MRT Semantan; the visitor finds it on /near/mrt-semantan in English and
 * Malay with its walk, and no public answer about it (page, its .data, the
 * station page, the sitemap) holds the house's own coordinates.
 */
const EXACT = { lat: "3.151234", lon: "101.665987" };
const link = `https://www.google.com/maps/place/Jalan+Semantan/@3.1512,101.6659,18z/data=!4m6!3m5!1s0x0:0x0!8m2!3d${EXACT.lat}!4d${EXACT.lon}`;

test("a pasted map link puts a house on /near/mrt-semantan in two languages, its exact point on no public answer", async ({ page, baseURL }) => {
  const stamp = `${Date.now()}${test.info().workerIndex}`;
  const title = `E2E Semantan Terrace ${stamp}`;
  await signInFast(page.context(), baseURL!);
  await page.goto("/admin/properties/new");
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Property Type").selectOption("Terrace House");
  await page.getByLabel("Location").fill("Damansara Heights");
  await page.getByLabel("For Sale").check();
  await fillPropertyForm(page, { "Price (Sale)": "2,600,000", "Map Pin": link });
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Property added successfully!/ })).toBeVisible();
  const row = withServerDb((db) => db.prepare("select slug, exact_location, map_radius from properties where title = ?").get(title)) as {
    slug: string;
    exact_location: string;
    map_radius: number;
  };
  expect(row).toMatchObject({ exact_location: `${EXACT.lat},${EXACT.lon}`, map_radius: 300 });

  const visitor = await page.context().browser()!.newPage({ baseURL });
  for (const [path, walk] of [
    ["/near/mrt-semantan", /to MRT Semantan · about \d+ min walk/],
    ["/ms/near/mrt-semantan", /ke MRT Semantan · lebih kurang \d+ minit berjalan kaki/],
  ] as const) {
    const response = await visitor.goto(path);
    expect(response?.status()).toBe(200);
    const card = visitor.getByRole("article").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText(walk)).toBeVisible();
  }
  await visitor.goto(`/listing/${row.slug}`);
  await expect(visitor.getByRole("link", { name: /to MRT Semantan · about \d+ min walk/ })).toBeVisible();

  const answers = await Promise.all(
    [`/listing/${row.slug}`, `/listing/${row.slug}.data`, `/zh/listing/${row.slug}`, "/near/mrt-semantan", "/sitemaps/pages.xml", "/sitemaps/listings-1.xml", `/listing/${row.slug}/brochure.pdf`].map(
      async (path) => [path, await (await visitor.request.get(path)).text()] as const,
    ),
  );
  for (const [path, body] of answers) {
    expect(body.length, path).toBeGreaterThan(100);
    for (const digits of [EXACT.lat, EXACT.lon, EXACT.lat.slice(0, -1), EXACT.lon.slice(0, -1)]) expect(body.includes(digits), `${path} holds ${digits}`).toBe(false);
  }
  await visitor.close();
});
