import { test, expect, withServerDb } from "../fixtures";
import { deleteListings, insertListings, recordPageStatus } from "../public-helpers";

function availableCount(): number {
  return withServerDb((db) => (db.prepare("select count(*) as n from properties where status = 'Available'").get() as { n: number }).n);
}

test("home shows Available Properties, featured first, with a 500px search box", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Available Properties" })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search properties" });
  await expect(search).toHaveAttribute("placeholder", "ID, Title, Project, Location...");
  const width = await page.getByRole("search").evaluate((el) => getComputedStyle(el).maxWidth);
  expect(width).toBe("500px");
  // The demo's featured listings lead the list, whatever their date.
  await expect(page.locator("main article").first()).toContainText("Featured");
  await expect(page.getByText("Sold: Renovated Condo near Midvalley")).toHaveCount(0);
});

test("/listings is the same list and cards link to /listing/{slug}", async ({ page }) => {
  expect((await page.goto("/listings"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Available Properties" })).toBeVisible();
  const card = page.getByRole("link", { name: /Fully Furnished Corner Unit with KLCC View/ });
  await expect(card).toHaveAttribute("href", "/listing/fully-furnished-corner-unit-with-klcc-view");
  await card.click();
  await expect(page).toHaveURL(/\/listing\/fully-furnished-corner-unit-with-klcc-view$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fully Furnished Corner Unit with KLCC View" })).toBeVisible();
});

test("the list is paginated with real links", async ({ page }) => {
  const total = availableCount();
  test.skip(total <= 24, "needs more than one page of listings");
  await page.goto("/");
  await expect(page.locator("main article")).toHaveCount(24);
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/?page=2");
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  // Other tests add listings to the same server meanwhile: the second page holds what was there between the two counts.
  await page.waitForLoadState("domcontentloaded");
  const shown = await page.locator("main article").count();
  expect(shown).toBeGreaterThanOrEqual(Math.min(total - 24, 24));
  expect(shown).toBeLessThanOrEqual(Math.min(availableCount() - 24, 24));
  await expect(pagination.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/");
});

test("typing searches on the server as you type, case-insensitively", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search properties" }).pressSequentially("MONT kiara", { delay: 20 });
  await expect(page).toHaveURL(/\?q=MONT%20kiara$/);
  const titles = page.locator("main article h2");
  await expect(titles).not.toHaveCount(0);
  for (const card of await page.locator("main article").all()) await expect(card).toContainText("Mont Kiara");
  // The results changed in place: the visitor can keep typing.
  await expect(page.getByRole("searchbox", { name: "Search properties" })).toBeFocused();
  // Clearing the box brings the whole list back.
  await page.getByRole("searchbox", { name: "Search properties" }).fill("");
  await expect(page).toHaveURL(/\/$/);
});

test("search matches the display id, project and title", async ({ page }) => {
  const [row] = insertListings([{ title: "Quetzal Garden Residence", project_name: "Xylo Park", location: "Ipoh" }]);
  try {
    for (const q of [String(row.display_id), "xylo", "QUETZAL"]) {
      await page.goto(`/?q=${encodeURIComponent(q)}`);
      await expect(page.getByRole("link", { name: /Quetzal Garden Residence/ })).toBeVisible();
    }
  } finally {
    deleteListings([row.id]);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form submits ?q= and the server filters", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search properties" }).fill("cheras");
    await page.getByRole("searchbox", { name: "Search properties" }).press("Enter");
    await expect(page).toHaveURL(/\?q=cheras$/);
    await expect(page.locator("main article")).not.toHaveCount(0);
    for (const card of await page.locator("main article").all()) await expect(card).toContainText("Cheras");
  });
});

test("no match shows the product's empty text", async ({ page }) => {
  await page.goto("/?q=zzznothingmatcheszzz");
  await expect(page.getByText("No available properties found.")).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(0);
});

test("Loading properties... shows while the next list is on its way", async ({ page }) => {
  await page.goto("/");
  // The next page is a document load (public pages have no client router): while its
  // response is held back, the current page is still the one on screen.
  await page.route((url) => url.searchParams.get("page") === "2", async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  const shown = await recordPageStatus(page);
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  expect(await shown()).toBe("Loading properties...");
  await expect(page.locator("main article").first()).toBeVisible();
  await expect(page.getByText("Loading properties...")).toHaveCount(0);
});
