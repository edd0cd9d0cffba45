import { test, expect } from "../fixtures";
import { axeBuilder, violationLines } from "../axe";

// Every public page kind in three languages at 390 and 1366 px is read by axe in
// review/public-review.spec.ts (issue 29); what it does not open is here: a
// listing's own 404, whose page is not the site's 404. The full result is read
// (passes too), so a page axe could not analyse fails rather than passing empty.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`axe finds no violations on listing not found at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const response = await page.goto("/listing/no-such-listing");
    expect(response!.status()).toBe(404);
    await expect(page.locator("h1")).toBeVisible();
    const results = await axeBuilder(page).analyze();
    expect(results.passes.length).toBeGreaterThan(20);
    expect(violationLines(results)).toEqual([]);
  });
}

test("keyboard users see where focus is", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.getByRole("searchbox", { name: "Search properties" }).focus();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe("none");
});
