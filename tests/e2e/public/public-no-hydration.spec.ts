import { test, expect } from "../fixtures";
import { signInFast } from "../auth";

/**
 * Decision 013: public pages are server-rendered HTML plus one small script;
 * React loads only in the admin area. These check what that means for a
 * visitor, and that the agent moving from the admin to the public site gets
 * the real public page, not a client-side rendering of it.
 */

const isHydrated = () => "__reactRouterDataRouter" in window || "__reactRouterContext" in window;

test("a public page carries no hydration payload and runs no client router", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toContain("__reactRouterContext");
  expect(html).not.toContain('rel="modulepreload"');
  expect(html.match(/<script\b[^>]*\bsrc=/g)?.length).toBe(1);
  await page.goto("/");
  expect(await page.evaluate(isHydrated)).toBe(false);
});

test("from the admin, the top bar's Listings link loads the public page as a document", async ({ page, context, baseURL }) => {
  await signInFast(context, baseURL!);
  await page.goto("/admin");
  await page.waitForFunction(isHydrated);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Listings" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Available Properties" })).toBeVisible();
  expect(await page.evaluate(isHydrated)).toBe(false);
  // The public page's own script is what runs: the search follows the typing.
  await page.getByRole("searchbox", { name: "Search properties" }).fill("cheras");
  await expect(page).toHaveURL(/\?q=cheras$/);
  for (const card of await page.locator("main article").all()) await expect(card).toContainText("Cheras");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the gallery shows the first photo, its counter and every thumbnail", async ({ page }) => {
    await page.goto("/");
    // Other tests add listings without photos: open one with.
    await page.locator("main article:has(img) a").first().click();
    const gallery = page.getByRole("region", { name: /^Photos of / });
    await expect(gallery.getByTestId("gallery-stage").locator("img")).toBeVisible();
    await expect(gallery.getByText(/^1 \/ \d+$/)).toBeVisible();
    const total = Number((await gallery.getByText(/^1 \/ \d+$/).innerText()).split("/ ")[1]);
    if (total > 1) await expect(gallery.getByRole("button", { name: /^Show photo \d+$/ })).toHaveCount(total);
  });
});
