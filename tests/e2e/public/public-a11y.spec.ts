import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "../fixtures";

const PAGES = [
  ["home", "/"],
  ["detail", "/listing/fully-furnished-corner-unit-with-klcc-view"],
  ["detail without photos", "/listing/affordable-apartment-for-first-home-buyers"],
  ["category", "/category/condo"],
  ["project", "/project/arcoris-residences"],
  ["rent range", "/price-range/rent-1500-3000"],
  ["404", "/no-such-page"],
  ["listing not found", "/listing/no-such-listing"],
];

for (const [name, path] of PAGES) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`axe finds no violations on ${name} at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.passes.length).toBeGreaterThan(20);
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
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
