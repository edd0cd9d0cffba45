import { test, expect } from "../fixtures";
import { FRAMEWORK, scriptsOf } from "../page-scripts";
import { signInFast } from "../auth";

/**
 * Issue 15's speed rules: a Malay or Chinese page is as light as an English
 * one (no hydration, the one small page script), and the catalogs and the ICU
 * formatter stay on the server: the hydrated admin never downloads them.
 */
/** As budgets.spec.ts: 10 KB gzip (decision 036). */
const PUBLIC_JS_GZIP = 10_000;
/** A Malay and a Chinese message from the catalogs, and intl-messageformat's own error code. */
const CATALOG_OR_ICU = /Langkau ke kandungan|跳至正文|MALFORMED_ARGUMENT|IntlMessageFormat/;

for (const path of ["/ms/", "/zh/category/condo", "/ms/search?q=condo"]) {
  test(`${path} loads only the small page script: no framework, no catalog`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(PUBLIC_JS_GZIP);
    expect(scripts.filter((s) => FRAMEWORK.test(s.body)).map((s) => s.url)).toEqual([]);
    expect(scripts.filter((s) => CATALOG_OR_ICU.test(s.body)).map((s) => s.url)).toEqual([]);
  });
}

test("the admin hydrates without the catalogs or the ICU formatter", async ({ page, context, baseURL }) => {
  await signInFast(context, baseURL!);
  for (const path of ["/admin", "/admin/properties", "/admin/properties/new"]) {
    const scripts = await scriptsOf(page, path);
    expect(scripts.some((s) => FRAMEWORK.test(s.body)), `${path} hydrates`).toBe(true);
    expect(scripts.filter((s) => CATALOG_OR_ICU.test(s.body)).map((s) => new URL(s.url).pathname), path).toEqual([]);
  }
  // The admin is English: its top bar offers no language switch.
  await expect(page.locator("[data-lang-switcher]")).toHaveCount(0);
});
