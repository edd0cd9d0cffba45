import { test, expect, withServerDb } from "../fixtures";
import { watchLayoutShifts } from "../layout-shifts";
import { reviewPage } from "./review-checks";

/**
 * Issue 29, "How it is checked": every public page kind in the three languages
 * at 390 × 700 (a phone with its browser bars) and 1366 × 900 — no overflow, no
 * text cut off, no axe violation, CLS 0, no tap target under 24 px, and on a
 * listing's page on a phone the price's box above the sticky contact bar. One
 * test (one browser context) a page kind; each lists every problem it met, at
 * both widths and in every language. The kinds run on both workers.
 */
test.describe.configure({ mode: "parallel" });

const LANGS = ["", "/ms", "/zh"];
const SIZES = [
  { width: 390, height: 700 },
  { width: 1366, height: 900 },
];

/** A listing of the demo catalogue (inserted by the server's seed, dated after 2002) of one kind. */
function demoSlug(where: string): string {
  const row = withServerDb(
    (db) => db.prepare(`select slug from properties where created_at > '2002' and ${where} order by display_id limit 1`).get() as { slug: string } | undefined,
  );
  if (!row) throw new Error(`the demo catalogue has no listing where ${where}`);
  return row.slug;
}

function nearStation(): string {
  const row = withServerDb(
    (db) =>
      db
        .prepare(
          `select s.station_slug from property_stations s join properties p on p.id = s.property_id
           where p.status = 'Available' order by s.metres limit 1`,
        )
        .get() as { station_slug: string } | undefined,
  );
  return row ? row.station_slug : "mrt-semantan";
}

// The first is for sale and for rent too: its page holds both cost boxes (the cost to buy and to move in).
const forSale = () => demoSlug("status = 'Available' and price_sale is not null and images != '[]'");

/** [page kind, its path, whether it is an Available listing's page (its price must clear the sticky bar)] */
const KINDS: [string, () => string, boolean?][] = [
  ["home", () => "/"],
  ["all listings", () => "/listings"],
  ["listing for sale", () => `/listing/${forSale()}`, true],
  ["listing for rent", () => `/listing/${demoSlug("status = 'Available' and price_sale is null and price_rent is not null")}`, true],
  ["listing without photos", () => `/listing/${demoSlug("status = 'Available' and images = '[]'")}`, true],
  ["sold listing", () => `/listing/${demoSlug("status = 'Sold'")}`],
  ["viewing request", () => `/listing/${forSale()}/viewing`],
  ["category", () => "/category/condo"],
  ["filtered list", () => "/category/condo?bedrooms=3&sort=price-asc"],
  ["price range", () => "/price-range/rent-1500-3000"],
  ["project", () => "/project/arcoris-residences"],
  ["search", () => "/search?q=condo"],
  ["search without results", () => "/search?q=zzzz-no-such-home"],
  ["shortlist", () => "/shortlist"],
  // With a price and an income: the figures and their breakdowns are on the page (the empty form is part of it).
  ["calculators", () => "/calculators?price=800000&income=12000"],
  ["station", () => `/near/${nearStation()}`],
  ["stations", () => "/stations"],
  ["alerts", () => "/alerts"],
  ["page not found", () => "/no-such-page"],
];

/** Found by this pass and not fixed yet, named with what it found (none now). */
const OPEN: Record<string, string> = {};

for (const [kind, pathOf, listing] of KINDS) {
  test(`${kind} at 390 and 1366 px in three languages: no overflow, nothing cut, axe clean, CLS 0, targets ≥ 24 px${listing ? ", price above the sticky bar" : ""}`, async ({ page }) => {
    test.fixme(kind in OPEN, OPEN[kind]);
    // Six pages, each read whole and checked by axe: on a loaded machine, minutes.
    test.setTimeout(240_000);
    await watchLayoutShifts(page);
    const path = pathOf();
    const problems: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const lang of LANGS) {
        const response = await page.goto(`${lang}${path}`);
        expect(response!.status(), `${lang}${path}`).toBe(kind === "page not found" ? 404 : 200);
        for (const problem of await reviewPage(page, { priceAboveBar: listing })) problems.push(`${size.width} px ${lang}${path}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
