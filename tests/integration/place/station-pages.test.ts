import { describe, expect, it } from "vitest";
import { loader as nearLoader } from "~/routes/near";
import { loader as stationsLoader } from "~/routes/stations";
import { pagesSitemap } from "~/site/sitemap.server";
import { createTestProperty } from "../../factories";
import { thrownStatus } from "../../support/thrown";

const SITE = "https://listings.example.my";
type Args = Parameters<typeof nearLoader>[0];
const nearArgs = (station: string, path = `/near/${station}`) => ({ params: { station }, request: new Request(`${SITE}${path}`), context: {} }) as unknown as Args;

// One database: the tests build on each other's listings.
describe("station pages (issue 30 item 3)", () => {
  it("/near/mrt-semantan and /ms/near/mrt-semantan list the Available listings within 2 km, nearest first", async () => {
    // 720 m and 0 m from MRT Semantan (hand-computed: tests/unit/place/distances.test.ts); one sold; one 9.9 km away.
    const farther = await createTestProperty({ title: "Damansara Heights Condo", exact_location: "3.145000,101.668000" });
    const nearest = await createTestProperty({ title: "Semantan Suites Unit", exact_location: "3.150977,101.665497" });
    await createTestProperty({ title: "Sold Near Semantan", status: "Sold", exact_location: "3.150977,101.665497" });
    await createTestProperty({ title: "Far Away Home", exact_location: "3.080000,101.860000" });
    for (const path of ["/near/mrt-semantan", "/ms/near/mrt-semantan"]) {
      const page = await nearLoader(nearArgs("mrt-semantan", path));
      expect(page.station).toMatchObject({ label: "MRT Semantan", lines: [{ code: "KG", colour: "#047940" }] });
      expect(page.items.map((c) => [c.title, c.near_stations[0]!.label, c.near_stations[0]!.metres])).toEqual([
        ["Semantan Suites Unit", "MRT Semantan", 0],
        ["Damansara Heights Condo", "MRT Semantan", 720],
      ]);
      expect(page.total).toBe(2);
    }
    expect([nearest.slug, farther.slug]).toHaveLength(2);
  });

  it("an interchange lists a listing once, at its nearest platform (LRT Masjid Jamek: AG and SP share one, KJ's is 70 m off)", async () => {
    const home = await createTestProperty({ title: "Jalan Tun Perak Loft", exact_location: "3.150400,101.697300" });
    const page = await nearLoader(nearArgs("lrt-masjid-jamek"));
    const listed = page.items.filter((c) => c.title === home.title);
    expect(listed).toHaveLength(1);
    // Counted once too, though it has a row for each of the station's three lines.
    expect(page.total).toBe(page.items.length);
    // The nearer of the two platforms: KJ13 at (3.149714, 101.696815) is nearer this point than AG7/SP7 at (3.149270, 101.696377).
    expect(listed[0]!.near_stations[0]).toMatchObject({ label: "LRT Masjid Jamek", metres: 93 });
  });

  it("answers 404 for a station it does not know", async () => {
    expect(await thrownStatus(nearLoader(nearArgs("mrt-nowhere")))).toBe(404);
  });

  it("the Stations index lists every line's stations with how many listings are near each", async () => {
    const { lines } = await stationsLoader();
    expect(lines.map((l) => l.code)).toEqual(["AG", "SP", "KJ", "SA", "KG", "PY", "MR", "KTM-BC", "KTM-PK", "ERL", "BRT"]);
    const kajang = lines.find((l) => l.code === "KG")!;
    expect(kajang.stations.find((s) => s.slug === "mrt-semantan")).toEqual({ slug: "mrt-semantan", label: "MRT Semantan", count: 2 });
    expect(kajang.stations.find((s) => s.slug === "mrt-pusat-bandar-damansara")?.count).toBe(2);
    expect(kajang.stations.find((s) => s.slug === "mrt-kajang")?.count).toBe(0);
  });

  it("puts /stations and the station pages with an Available listing near them in the sitemap, in three languages", async () => {
    const xml = await pagesSitemap(SITE);
    for (const prefix of ["", "/ms", "/zh"]) {
      expect(xml).toContain(`<loc>${SITE}${prefix}/stations</loc>`);
      expect(xml).toContain(`<loc>${SITE}${prefix}/near/mrt-semantan</loc>`);
    }
    expect(xml).not.toContain("/near/mrt-kajang<");
  });
});
