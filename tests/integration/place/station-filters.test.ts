import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { bulkSeed } from "~/properties/demo/bulk-seed.server";
import { parseListFilters } from "~/properties/list-filters";
import { COUNT_CAP, listAvailable, PAGE_SIZE, type CardPage } from "~/properties/public-lists.server";
import { loader as homeLoader } from "~/routes/home";
import { createTestProperty } from "../../factories";

// Issue 30 item 3 (decision 060): "Near a station" and "Line" on the lists,
// compared with what each listing's stored distances say (decision 055), on
// both dialects; then past the count's cap, where the page walks the order index.

const load = (url: string) =>
  homeLoader({ request: new Request(`https://listings.example.my${url}`), params: {}, context: {} } as never) as Promise<CardPage & { line: string; filtered: boolean }>;

interface Row {
  id: string;
  status: string;
  is_featured: number | boolean;
  date_status: string;
  station_metres: number | null;
}
async function rows(): Promise<{ all: Row[]; lines: Map<string, Set<string>> }> {
  const all = await getDb().selectFrom("properties").select(["id", "status", "is_featured", "date_status", "station_metres"]).execute();
  const lines = new Map<string, Set<string>>();
  for (const r of await getDb().selectFrom("property_stations").select(["property_id", "line_code"]).execute()) {
    if (!lines.has(r.line_code)) lines.set(r.line_code, new Set());
    lines.get(r.line_code)!.add(r.property_id);
  }
  return { all: all as Row[], lines };
}
/** The home list's order: featured first, then newest, then id. */
const homeOrder = (a: Row, b: Row) =>
  Number(b.is_featured) - Number(a.is_featured) || (a.date_status !== b.date_status ? (a.date_status < b.date_status ? 1 : -1) : a.id < b.id ? 1 : -1);

function expected(all: Row[], lines: Map<string, Set<string>>, params: string): string[] {
  const f = parseListFilters(new URLSearchParams(params));
  return all
    .filter((r) => r.status === "Available")
    .filter((r) => f.near === undefined || (r.station_metres !== null && Number(r.station_metres) <= f.near))
    .filter((r) => f.line === undefined || (lines.get(f.line.toUpperCase())?.has(r.id) ?? false))
    .sort(homeOrder)
    .map((r) => r.id);
}

async function allIds(params: string): Promise<string[]> {
  const filters = parseListFilters(new URLSearchParams(params));
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const result = await listAvailable({ filters, page });
    ids.push(...result.items.map((i) => i.id));
    if (page >= result.pageCount) return ids;
  }
}

describe("the station filters (issue 30 item 3)", () => {
  beforeAll(async () => {
    // 0 m and 720 m from MRT Semantan (KG); 1.3 km from KL Sentral-side stations; one 9.9 km from any; one without a place; one sold at 0 m.
    await createTestProperty({ title: "Semantan Suites Unit", exact_location: "3.150977,101.665497", property_type: "Condominium/Apartment/Flat" });
    await createTestProperty({ title: "Damansara Heights Condo", exact_location: "3.145000,101.668000", property_type: "Condominium/Apartment/Flat" });
    await createTestProperty({ title: "Far Away Home", exact_location: "3.080000,101.860000", property_type: "Condominium/Apartment/Flat" });
    await createTestProperty({ title: "Somewhere Unpinned", exact_location: "", property_type: "Condominium/Apartment/Flat" });
    await createTestProperty({ title: "Sold Near Semantan", status: "Sold", exact_location: "3.150977,101.665497", property_type: "Condominium/Apartment/Flat" });
  });

  it("lists the Available listings within 500 m, 1 km and 2 km of a station, and those near a line", async () => {
    const { all, lines } = await rows();
    const titles = async (params: string) => (await listAvailable({ filters: parseListFilters(new URLSearchParams(params)) })).items.map((i) => i.title);
    expect(await titles("near=500")).toEqual(["Semantan Suites Unit"]);
    expect((await titles("near=1000")).sort()).toEqual(["Damansara Heights Condo", "Semantan Suites Unit"]);
    expect((await titles("line=kg")).sort()).toEqual(["Damansara Heights Condo", "Semantan Suites Unit"]);
    expect(await titles("line=brt")).toEqual([]);
    for (const params of ["near=500", "near=1000", "near=2000", "line=kg", "line=kj", "near=500&line=kg", "near=2000&sort=price_asc"]) {
      const want = expected(all, lines, params);
      const got = await allIds(params);
      expect(params.includes("sort=") ? [...got].sort() : got, params).toEqual(params.includes("sort=") ? [...want].sort() : want);
    }
  });

  it("says what it filtered on in the page's language, and ignores what it does not know", async () => {
    expect((await load("/?near=1000")).line).toBe("2 properties: within 1 km of a station");
    expect((await load("/ms/?near=1km&line=KG")).line).toBe("2 hartanah: dalam lingkungan 1 km dari stesen, berhampiran Laluan MRT Kajang");
    expect((await load("/zh/?near=500")).line).toBe("1 个房源：距车站 500 m 以内");
    const odd = await load("/?near=750&line=xyz");
    expect(odd.filtered).toBe(false);
  });

  it("past the count's cap, a page walks the order index and still holds only the listings near a station, newest first", async () => {
    // About one seeded listing in seven is near any one line: enough for the busiest line to pass the cap.
    await bulkSeed(COUNT_CAP * 8, { photoPool: 1 });
    const { all, lines } = await rows();
    // The line most seeded listings are near (their points are the demo projects').
    const busiest = [...lines].sort(([, a], [, b]) => b.size - a.size)[0]![0].toLowerCase();
    for (const params of ["near=2000", `line=${busiest}`]) {
      const want = expected(all, lines, params);
      expect(want.length, params).toBeGreaterThan(COUNT_CAP);
      const filters = parseListFilters(new URLSearchParams(params));
      const first = await listAvailable({ filters });
      expect(first.capped).toBe(true);
      expect(first.items.map((i) => i.id)).toEqual(want.slice(0, PAGE_SIZE));
      const third = await listAvailable({ filters, page: 3 });
      expect(third.items.map((i) => i.id)).toEqual(want.slice(2 * PAGE_SIZE, 3 * PAGE_SIZE));
    }
  }, 120_000);
});
