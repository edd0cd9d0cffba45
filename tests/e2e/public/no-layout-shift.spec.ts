import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";

/**
 * Issue 29 item 5, the case that once shifted: the list filters at 1366 px, opened by the
 * page script after load, pushed the cards down (CLS 0.145). The browser's own count
 * (PerformanceObserver, "layout-shift", as Lighthouse's CLS) from the first paint until the
 * page has loaded, its page script has run and its fonts are ready. CLS 0 on every public
 * page kind in the three languages at 390 and 1366 px: review/public-review.spec.ts.
 */

declare global {
  interface Window {
    __shifts: { value: number; sources: string[] }[];
    __shiftObserver: PerformanceObserver;
  }
}

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };

/** Every shift not caused by input, with the elements that moved (to say which, if one does). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    window.__shifts = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName)));
        window.__shifts.push({ value: entry.value, sources });
      }
    };
    window.__shiftObserver = new PerformanceObserver((list) => record(list.getEntries()));
    window.__shiftObserver.observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts once the page is complete: loaded (its script has run), its fonts ready, and two frames drawn since. */
async function shiftsOf(page: Page) {
  return page.evaluate(async () => {
    if (document.readyState !== "complete") await new Promise((resolve) => addEventListener("load", resolve, { once: true }));
    await document.fonts.ready;
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const pending = window.__shiftObserver.takeRecords() as Shift[];
    for (const entry of pending) if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, sources: [] });
    return window.__shifts;
  });
}

// On a phone the filters are a button that opens a sheet over the list: this row is the laptop's.
test.describe("at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the list filters stand in their row before the page script runs, and it moves nothing", async ({ page }) => {
    // Without the script: the fields already stand in their row.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/category/condo");
    // By its name: Playwright counts what is inside a closed <details> as hidden whatever CSS shows.
    const field = page.locator('form[data-list-filters] select[name="location"]');
    await expect(field).toBeVisible();
    await page.unroute(/\/assets\/.*\.js$/);
    await watchShifts(page);
    await page.goto("/category/condo");
    // With it: the same row, and nothing moved while the script opened the disclosure.
    await expect(page.locator("form[data-list-filters] details")).toHaveAttribute("open");
    await expect(field).toBeVisible();
    expect(await shiftsOf(page)).toEqual([]);
  });
});
