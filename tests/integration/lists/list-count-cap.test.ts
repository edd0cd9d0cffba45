import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { bulkSeed } from "~/properties/demo/bulk-seed.server";
import { foldTypeText, resolveCategory } from "~/properties/categories";
import { parsePriceRange } from "~/properties/price-ranges";
import { COUNT_CAP, listByCategory, listByPriceRange, PAGE_SIZE, type CardPage } from "~/properties/public-lists.server";
import { loader as homeLoader } from "~/routes/home";

// Decision 021: a list's count stops at COUNT_CAP (its own file: it seeds
// thousands of listings, more than list-filters.test.ts compares row by row).

const load = (url: string) =>
  homeLoader({ request: new Request(`https://listings.example.my${url}`), params: {}, context: {} } as never) as Promise<CardPage & { line: string }>;

describe("counts stop at the cap", () => {
  it("says 1,000+ past the cap and still pages through the first thousand", async () => {
    await bulkSeed(COUNT_CAP * 5, { photoPool: 1 });
    const result = await load("/");
    expect(result.capped).toBe(true);
    expect(result.total).toBe(COUNT_CAP);
    expect(result.line).toBe("1,000+ properties");
    expect(result.pageCount).toBe(Math.ceil(COUNT_CAP / PAGE_SIZE));
    const exact = await load("/?location=cheras&beds=5");
    expect(exact.capped).toBe(false);

    // A category past the cap is read in date order (decisions 021 and 026): from
    // its own index for one type (condo), by walking the date index for several.
    // So is a price range past the cap (by walking the date index, decision 026).
    await bulkSeed(COUNT_CAP * 3, { photoPool: 1 }); // enough in one range to pass the cap
    const all = await getDb().selectFrom("properties").select(["id", "status", "property_type", "date_status", "price_sale"]).execute();
    const newestFirst = (a: { date_status: string; id: string }, b: { date_status: string; id: string }) =>
      a.date_status !== b.date_status ? (a.date_status < b.date_status ? 1 : -1) : a.id < b.id ? 1 : -1;
    const pages = [
      ...["condo", "landed-house"].map((slug) => {
        const category = resolveCategory(slug)!;
        return {
          list: (page: number) => listByCategory(category, page),
          where: (r: (typeof all)[number]) => category.matches.some((m) => foldTypeText(r.property_type).includes(foldTypeText(m))),
        };
      }),
      {
        list: (page: number) => listByPriceRange(parsePriceRange("500k-1m")!, page),
        where: (r: (typeof all)[number]) => r.price_sale !== null && r.price_sale >= 500_000 && r.price_sale < 1_000_000,
      },
    ];
    for (const { list, where } of pages) {
      const want = all.filter((r) => r.status === "Available" && where(r)).sort(newestFirst).map((r) => r.id);
      expect(want.length).toBeGreaterThan(COUNT_CAP);
      for (const page of [1, 3]) {
        const got = await list(page);
        expect(got.capped).toBe(true);
        expect(got.items.map((i) => i.id)).toEqual(want.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
      }
    }
  }, 120_000);
});
