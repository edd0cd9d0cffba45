import type { Page } from "@playwright/test";

/**
 * The browser's own count of layout shifts (PerformanceObserver "layout-shift", as
 * Lighthouse's CLS): every shift not caused by the visitor, from the first paint, with the
 * elements that moved, so a failing test says which. Used by the review pass
 * (review/review-checks.ts), the slow link (review/slow-link.spec.ts) and the list filters'
 * case (public/no-layout-shift.spec.ts).
 */

export interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
    __shiftObserver?: PerformanceObserver;
  }
}

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };

/** Before any page script (an init script, so it runs on every page the tab opens next). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__shifts = shifts;
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName)));
        shifts.push({ value: entry.value, sources });
      }
    };
    window.__shiftObserver = new PerformanceObserver((list) => record(list.getEntries()));
    window.__shiftObserver.observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The shifts once the page has settled: loaded (its script has run), its fonts in, and two
 * frames painted since; null when watchLayoutShifts was not called before the page opened.
 */
export async function layoutShifts(page: Page): Promise<Shift[] | null> {
  await page.waitForLoadState("load");
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (!window.__shifts || !window.__shiftObserver) return null;
    // Entries the observer has not yet delivered to its callback.
    for (const entry of window.__shiftObserver.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, sources: [] });
    }
    return window.__shifts;
  });
}

/** The sum of the shifts (the CLS definition, without its session windows: any shift fails). */
export function cumulativeShift(shifts: Shift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}
