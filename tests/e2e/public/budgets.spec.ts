import type { Page } from "@playwright/test";
import { test, expect, withServerDb } from "../fixtures";
import { FRAMEWORK, gzipSize, scriptsOf } from "../page-scripts";

/**
 * Size budgets of issue 7 (sizes are deterministic; timings live in
 * `npm run bench` and `npm run lighthouse`). Gzip sizes are measured at
 * level 9, which is what the build's precompressed `.gz` files and the page
 * cache send.
 */
const KB = 1000;
const HOME_HTML_GZIP = 60 * KB;
const FIRST_PHOTO = 150 * KB;
/**
 * At most 10 KB gzip of JavaScript on a public page (issue 7 allowed 100; issue 26
 * holds the page script to 10). Public pages are not hydrated (decision 013): they
 * load one small script of ours (decision 036) and neither React DOM nor React
 * Router's client, which alone weigh ≈ 112 KB.
 */
const PUBLIC_JS_GZIP = 10 * KB;
const ADMIN_ONLY = /tiptap|prosemirror|ProseMirror|u-legend/; // the editor; uPlot, the statistics chart

/**
 * A demo listing with photos, by its title: not the newest card on the home
 * page, which may be another file's listing of the moment (a 12 MP textured
 * photo, say) when two files run at once.
 */
async function firstListingPath(_page: Page): Promise<string> {
  const slug = withServerDb(
    (db) => (db.prepare("select slug from properties where title = ? and images != '[]'").get("Fully Furnished Corner Unit with KLCC View") as { slug: string } | undefined)?.slug,
  );
  expect(slug).toBeTruthy();
  return `/listing/${slug}`;
}

test("public pages load at most 100 KB of JavaScript, no framework and no admin code", async ({ page }) => {
  const pages = { home: "/", detail: await firstListingPath(page), category: "/category/condo", calculators: "/calculators?price=650000" };
  for (const [name, path] of Object.entries(pages)) {
    const scripts = await scriptsOf(page, path);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const list = scripts.map((s) => `${new URL(s.url).pathname} ${s.gzip}`).join(", ");
    // The gallery and the search need their script: a page with none would mean it was lost from the build.
    expect(scripts.length, `${name}: no script loaded?`).toBeGreaterThan(0);
    expect(total, `${name}: ${total} bytes gzip of JavaScript (${list})`).toBeLessThanOrEqual(PUBLIC_JS_GZIP);
    console.log(`${name} (${path}): ${scripts.length} scripts, ${total} B gzip in all (${list})`);
    const framework = scripts.filter((s) => FRAMEWORK.test(s.body)).map((s) => s.url);
    expect(framework, `${name}: React loaded on a public page`).toEqual([]);
    const leaked = scripts.filter((s) => ADMIN_ONLY.test(s.body)).map((s) => s.url);
    expect(leaked, `${name}: admin-only code in public scripts`).toEqual([]);
  }
});

test("the admin area still hydrates: the framework loads there", async ({ page }) => {
  const scripts = await scriptsOf(page, "/login");
  expect(scripts.some((s) => FRAMEWORK.test(s.body)), "React Router's client on /login").toBe(true);
});

test("the home page HTML is at most 60 KB gzip", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const size = gzipSize(await response.body());
  console.log(`home page HTML: ${size} B gzip`);
  expect(size, `home page: ${size} bytes gzip`).toBeLessThanOrEqual(HOME_HTML_GZIP);
});

test.describe("on a phone", () => {
  // Lighthouse's mobile device: 412 × 823 CSS px at 1.75 device pixels per CSS pixel.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test("the detail page's first photo, preloaded and shown first, is at most 150 KB", async ({ page }) => {
    const path = await firstListingPath(page);
    const images = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.request().resourceType() === "image") images.set(response.url(), (await response.body()).length);
    });
    await page.goto(path, { waitUntil: "networkidle" });
    const first = page.getByTestId("gallery-stage").locator("img");
    await expect(first).toBeVisible();
    const shown = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown).toMatch(/_w\d+\.webp$/);
    // The preload in <head> names the same photo (with the same srcset), so it is not fetched twice.
    const preload = page.locator('head link[rel="preload"][as="image"]').first();
    await expect(preload).toHaveAttribute("imagesrcset", /./);
    const preloadSet = await preload.getAttribute("imagesrcset");
    expect(preloadSet).toContain(new URL(shown).pathname);
    const size = images.get(shown) ?? (await page.request.get(shown).then(async (r) => (await r.body()).length));
    console.log(`first photo on a phone: ${new URL(shown).pathname} ${size} B`);
    expect(size, `${shown}: ${size} bytes`).toBeLessThanOrEqual(FIRST_PHOTO);
  });
});

/**
 * Issue 29: the page script's own load task only wires the widgets. Building a number
 * format (20–30 ms on this machine's Chromium, 4× that on Lighthouse's phone) and the
 * first read of localStorage (a wait for the browser process) made it a long task on
 * every public page; a price is formatted on a tap, and what the visitor's browser keeps
 * is read in a task after it (app/enhance/public-page.ts). The script's end is marked
 * by a line the test appends to it, so "during the load task" is exact, not timed.
 */
test("the page script's load task builds no number format and reads no storage; the hearts still show", async ({ page }) => {
  await page.route(/\/assets\/public-page-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n;window.__pageScriptRan = true;` });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __pageScriptRan?: boolean; __onLoad: string[] };
    w.__onLoad = [];
    // A public page runs no script but that one: anything before its end mark is its load task's.
    const note = (what: string) => {
      if (!w.__pageScriptRan) w.__onLoad.push(what);
    };
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args) {
        note("new Intl.NumberFormat");
        return Reflect.construct(target, args) as object;
      },
    });
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      note(`getItem(${key})`);
      return getItem.call(this, key);
    };
  });
  const pages = { home: "/", detail: await firstListingPath(page), category: "/category/condo", calculators: "/calculators?price=650000" };
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(path, { waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __pageScriptRan?: boolean }).__pageScriptRan), `${name}: the page script ran`).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __onLoad: string[] }).__onLoad), `${name}: work in the page script's load task`).toEqual([]);
    if (name !== "calculators") await expect(page.getByRole("button", { name: /^Save property ID/ }).first(), `${name}: a heart`).toBeVisible();
  }
});
