import { test, expect } from "../fixtures";
import { signInFast } from "../auth";

const PAGES = [
  ["dashboard", "/admin"],
  ["property manager", "/admin/properties"],
  ["add property form", "/admin/properties/new"],
  ["locations", "/admin/locations"],
  ["project names", "/admin/project-names"],
  ["data", "/admin/data"],
  ["settings", "/admin/settings"],
  ["search names", "/admin/search-names"],
  ["statistics", "/admin/statistics"],
  ["enquiries", "/admin/enquiries"],
  ["viewings", "/admin/viewings"],
  ["account", "/admin/account"],
];

// Axe on the sign-in page and every admin screen at 390 and 1366 px: review/admin-review.spec.ts
// (issue 29's review pass). Here: no admin page may be indexed by a search engine.
test("every admin page is noindex", async ({ page, context, baseURL }) => {
  await signInFast(context, baseURL!);
  for (const [name, path] of PAGES) {
    const response = await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(response!.status(), name).toBe(200);
    await expect(page.locator('meta[name="robots"]'), name).toHaveAttribute("content", "noindex");
  }
});
