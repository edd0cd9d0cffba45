import { describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { getDb } from "~/platform/db/db.server";
import { bulkSeed } from "~/properties/demo/bulk-seed.server";
import { listingsSitemap as listingsBytes, pagesSitemap, sitemapIndex } from "~/site/sitemap.server";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { loader as sitemapFileLoader } from "~/routes/sitemap-file";

const SITE = "https://listings.example.my";
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
/** Every listing is listed in each language (issue 15): English, /ms/ and /zh/. */
const inEveryLanguage = (slugs: string[]) => slugs.flatMap((slug) => ["", "/ms", "/zh"].map((prefix) => `${SITE}${prefix}/listing/${slug}`));
const listingsSitemap = async (site: string, n: number, perFile: number) => (await listingsBytes(site, n, perFile))?.toString() ?? null;
const fileArgs = (file: string) => ({ params: { file }, request: new Request(`${SITE}/sitemaps/${file}`), context: {} }) as never;

async function availableSlugs(): Promise<string[]> {
  const rows = await getDb().selectFrom("properties").select("slug").where("status", "=", "Available").execute();
  return rows.map((r) => r.slug);
}

// One test file, one database: the tests build on each other's listings, as a catalogue grows.
describe("sitemap index and files", () => {
  it("/sitemap.xml is an index of the pages file and of one file per N listings, each with its namespace", async () => {
    const when = new Date(Date.UTC(2026, 2, 3)).toISOString();
    const mapped = await createTestProperty({ title: "Mapped Villa", owner_name: "Map Owner Canary" }, { now: when });
    const sold = await createTestProperty({ title: "Unmapped Villa", status: "Sold" });
    for (let i = 0; i < 4; i++) await createTestProperty({ title: `Small ${i}` });

    const index = await sitemapIndex(SITE, 2);
    expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex ' + NS + ">")).toBe(true);
    expect(index.trim().endsWith("</sitemapindex>")).toBe(true);
    expect(locs(index)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/listings-1.xml`,
      `${SITE}/sitemaps/listings-2.xml`,
      `${SITE}/sitemaps/listings-3.xml`,
    ]);

    const files = await Promise.all([1, 2, 3].map((n) => listingsSitemap(SITE, n, 2)));
    for (const xml of files) {
      expect(xml).toContain(`<urlset ${NS}>`);
      expect(locs(xml!).length).toBeLessThanOrEqual(2 * 3);
    }
    const listed = files.flatMap((xml) => locs(xml!));
    expect(listed.sort()).toEqual(inEveryLanguage(await availableSlugs()).sort());
    expect(files.join("")).toContain(
      `<url><loc>${SITE}/listing/${mapped.slug}</loc><lastmod>${when}</lastmod></url>\n` +
        `<url><loc>${SITE}/ms/listing/${mapped.slug}</loc><lastmod>${when}</lastmod></url>\n` +
        `<url><loc>${SITE}/zh/listing/${mapped.slug}</loc><lastmod>${when}</lastmod></url>\n`,
    );
    expect(files.join("")).not.toContain(sold.slug);
    expect(files.join("")).not.toContain("Canary");
    expect(await listingsSitemap(SITE, 4, 2)).toBeNull();
  });

  it("the pages file lists home, categories, price ranges, locations with listings and the calculators in every language, and no listing", async () => {
    const xml = await pagesSitemap(SITE);
    expect(xml).toContain(`<urlset ${NS}>`);
    for (const prefix of ["", "/ms", "/zh"]) {
      expect(xml).toContain(`<loc>${SITE}${prefix}/</loc><lastmod>`);
      expect(xml).toContain(`<loc>${SITE}${prefix}/category/landed-house</loc>`);
      expect(xml).toContain(`<loc>${SITE}${prefix}/price-range/above-2m</loc>`);
      expect(xml).toContain(`<loc>${SITE}${prefix}/location/petaling-jaya</loc>`);
      expect(xml).toContain(`<loc>${SITE}${prefix}/calculators</loc>`);
    }
    // Compare is a shortlist's view (noindex): never in the sitemap.
    expect(xml).not.toContain("/compare");
    const all = locs(xml);
    expect(all.filter((loc) => loc.startsWith(`${SITE}/ms/`))).toHaveLength(all.length / 3);
    expect(all.filter((loc) => loc.startsWith(`${SITE}/zh/`))).toHaveLength(all.length / 3);
    expect(xml).not.toContain("/listing/");
    expect(xml.trim().endsWith("</urlset>")).toBe(true);
  });

  it("the routes answer XML for the index and each file, and 404 for a file that does not exist", async () => {
    const index = await sitemapLoader();
    expect(index.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(locs(await index.text())).toEqual([`${SITE}/sitemaps/pages.xml`, `${SITE}/sitemaps/listings-1.xml`]);
    const pages = await sitemapFileLoader(fileArgs("pages.xml"));
    expect(pages.status).toBe(200);
    expect(await pages.text()).toContain("/category/condo<");
    const listings = await sitemapFileLoader(fileArgs("listings-1.xml"));
    expect(listings.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(locs(await listings.text())).toHaveLength((await availableSlugs()).length * 3);
    for (const missing of ["listings-2.xml", "listings-01.xml", "listings-0.xml", "other.xml"]) {
      expect((await sitemapFileLoader(fileArgs(missing))).status, missing).toBe(404);
    }
  });

  it("splits thousands of listings into files of at most N (3N URLs: one per language), none twice, none left out", async () => {
    await bulkSeed(2_600, { photoPool: 1 });
    const slugs = await availableSlugs();
    const perFile = 1_100; // the third file starts after two walks of the index's keys (2,000 and 200)
    const files = Math.ceil(slugs.length / perFile);
    expect(locs(await sitemapIndex(SITE, perFile))).toHaveLength(1 + files);
    const listed: string[] = [];
    for (let n = 1; n <= files; n++) {
      const urls = locs((await listingsSitemap(SITE, n, perFile))!);
      expect(urls.length).toBe(3 * (n < files ? perFile : slugs.length - perFile * (files - 1)));
      listed.push(...urls);
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(inEveryLanguage(slugs).sort());
    expect(await listingsSitemap(SITE, files + 1, perFile)).toBeNull();
  });

  it("builds a file of 1,100 listings in turns: other requests are answered between its batches (issue 28, decision 015)", async () => {
    // A chain of immediates stands for the requests the server answers meanwhile: it runs only when the build gives the loop a turn.
    let turns = 0;
    let watching = true;
    const look = () => {
      if (!watching) return;
      turns += 1;
      setImmediate(look);
    };
    setImmediate(look);
    const xml = await listingsSitemap(SITE, 1, 1_100);
    watching = false;
    expect(locs(xml!)).toHaveLength(3 * 1_100);
    // 1,100 listings in batches of 167 (500 URLs): six turns at the least; none if it were built in one go.
    expect(turns).toBeGreaterThanOrEqual(6);
  });
});
