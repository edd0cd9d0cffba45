import { signInFast } from "../auth";
import { test, expect, withServerDb } from "../fixtures";
import { insertQuietPushAlert } from "../leads/alert-helpers";
import { watchLayoutShifts } from "../layout-shifts";
import { reviewPage } from "./review-checks";

/**
 * Issue 29, "How it is checked": every admin screen at 390 × 700 and 1366 × 900 —
 * no overflow, no text cut off, no axe violation, CLS 0, no tap target under 24 px.
 * The admin is in English (the SPEC's texts); its pages hydrate, so each is read
 * once its main heading is there. One test (one browser context) a screen, both
 * widths; the screens run on both workers.
 */
test.describe.configure({ mode: "parallel" });

const SIZES = [
  { width: 390, height: 700 },
  { width: 1366, height: 900 },
];

function demoEditPath(): string {
  const row = withServerDb(
    (db) => db.prepare(`select id from properties where created_at > '2002' and images != '[]' order by display_id limit 1`).get() as { id: string },
  );
  return `/admin/properties/${row.id}/edit`;
}

// Statistics → Alerts lists a followed search as a link alone in its cell: one is there whatever
// else has run (found when another file's alert happened to be: a 244 × 18 px link).
let alertToken = "";
test.beforeAll(() => {
  alertToken = insertQuietPushAlert("en");
});
test.afterAll(() => {
  withServerDb((db) => db.prepare("delete from alert_subscriptions where token = ?").run(alertToken));
});

const SCREENS: [string, () => string][] = [
  ["dashboard", () => "/admin"],
  ["property manager", () => "/admin/properties"],
  ["add property", () => "/admin/properties/new"],
  ["edit property", demoEditPath],
  ["locations", () => "/admin/locations"],
  ["project names", () => "/admin/project-names"],
  ["search names", () => "/admin/search-names"],
  ["statistics", () => "/admin/statistics"],
  ["enquiries", () => "/admin/enquiries"],
  ["viewings", () => "/admin/viewings"],
  ["data", () => "/admin/data"],
  ["settings", () => "/admin/settings"],
  ["account", () => "/admin/account"],
];

test("the sign-in page at 390 and 1366 px: no overflow, nothing cut, axe clean, CLS 0, targets ≥ 24 px", async ({ page }) => {
  await watchLayoutShifts(page);
  const problems: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const problem of await reviewPage(page)) problems.push(`${size.width} px: ${problem}`);
  }
  expect(problems).toEqual([]);
});

/** Found by this pass and not fixed yet (issue 29, left for the next session), named with what it found: none open now. */
const OPEN: Record<string, string> = {};

for (const [name, pathOf] of SCREENS) {
  test(`admin ${name} at 390 and 1366 px: no overflow, nothing cut, axe clean, CLS 0, targets ≥ 24 px`, async ({ page, context, baseURL }) => {
    test.fixme(name in OPEN, OPEN[name]);
    test.setTimeout(120_000);
    await signInFast(context, baseURL!);
    await watchLayoutShifts(page);
    const problems: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const response = await page.goto(pathOf());
      expect(response!.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The add and edit forms: the description editor is in its final form once hydrated.
      if (name.endsWith("property")) await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
      for (const problem of await reviewPage(page)) problems.push(`${size.width} px: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
}
