import { test, expect } from "../fixtures";
import { signInFast } from "../auth";
import { layoutShifts, watchLayoutShifts } from "../layout-shifts";

/**
 * A page read on a slow link moves nothing while it arrives. The review pass
 * (public-review, admin-review) sees CLS only when its machine happens to be
 * busy: the parser stops mid-page, a frame is painted there, and what comes
 * after moves what is on screen (the top bar's links slid left as the menu
 * after them arrived; a list's filters grew as their last fields came; a short
 * admin page's footer rose as its last lines came). Throttling the link to
 * 30 KB/s makes that mid-page stop certain, so the first frame's wait for the
 * whole page (app/root.tsx, `rel="expect"`) is checked on every run.
 */
const SLOW_LINK = { offline: false, latency: 100, downloadThroughput: 30_000, uploadThroughput: 30_000 };

/** [path, width, signed in] — each moved something on this link, every time, before the first frame waited. */
const PAGES: [string, number, boolean][] = [
  ["/price-range/rent-1500-3000", 1366, false],
  ["/admin/properties", 1366, true],
  ["/admin/account", 1366, true],
];

for (const [path, width, signedIn] of PAGES) {
  test(`${path} at ${width} px over a 30 KB/s link: nothing moves while it arrives (CLS 0)`, async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    if (signedIn) await signInFast(context, baseURL!);
    await page.setViewportSize({ width, height: width < 800 ? 700 : 900 });
    await watchLayoutShifts(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_LINK);
    const response = await page.goto(path);
    expect(response!.status()).toBe(200);
    const shifts = await layoutShifts(page);
    expect(shifts, "the layout shifts while the page arrived, with what moved").toEqual([]);
  });
}
