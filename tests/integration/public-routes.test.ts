import { describe, expect, it } from "vitest";
import { createTestProperty } from "../factories";
import { loader as listingLoader } from "~/routes/listing";
import { loader as priceRangeLoader } from "~/routes/price-range";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { loader as robotsLoader } from "~/routes/robots";

type LoaderArgs = Parameters<typeof listingLoader>[0];
const args = (params: Record<string, string>, url = "https://listings.example.my/") =>
  ({ params, request: new Request(url), context: {} }) as unknown as LoaderArgs;

async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (e) {
    return (e as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe("listing loader", () => {
  it("sends sanitised description HTML and no hidden or raw fields", async () => {
    const p = await createTestProperty({
      description: '<p>Nice</p><script>alert("x")</script><img src=x onerror="alert(1)">',
      owner_name: "Owner Canary",
      owner_contact: "0123 canary",
      remarks_hidden: "Remark canary",
    });
    const result = await listingLoader(args({ id: p.slug }));
    expect(result.descriptionHtml).toBe("<p>Nice</p>");
    const json = JSON.stringify(result);
    expect(json).not.toMatch(/canary|Canary|<script|onerror/);
    expect(result.property).not.toHaveProperty("description");
  });

  it("answers 404 for an unknown listing, and a Sold one with its notice (listing-after-sale.test.ts)", async () => {
    const sold = await createTestProperty({ status: "Sold" });
    expect(await thrownStatus(listingLoader(args({ id: "nope" })))).toBe(404);
    expect((await listingLoader(args({ id: sold.id }))).notice).toBe("This property has been sold.");
    expect(await thrownStatus(listingLoader(args({ id: "  " })))).toBe(404);
  });
});

describe("price-range loader", () => {
  it("answers 404 for an unknown range", async () => {
    expect(await thrownStatus(priceRangeLoader(args({ range: "cheap" }) as never))).toBe(404);
  });
});

describe("sitemap and robots", () => {
  it("lists every Available listing with lastmod, and no other listing", async () => {
    const when = new Date(Date.UTC(2026, 2, 3)).toISOString();
    const available = await createTestProperty({ title: "Mapped Villa", owner_name: "Map Owner Canary" }, { now: when });
    const sold = await createTestProperty({ title: "Unmapped Villa", status: "Sold" });
    const res = sitemapLoader();
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain(`<url><loc>https://listings.example.my/listing/${available.slug}</loc><lastmod>${when}</lastmod></url>`);
    expect(xml).not.toContain(sold.slug);
    expect(xml).not.toContain("Canary");
    expect(xml).toContain("<loc>https://listings.example.my/</loc>");
    expect(xml).toContain("<loc>https://listings.example.my/category/landed-house</loc>");
    expect(xml).toContain("<loc>https://listings.example.my/price-range/above-2m</loc>");
    expect(xml).toContain("<loc>https://listings.example.my/location/petaling-jaya</loc>");
    expect(xml.trim().endsWith("</urlset>")).toBe(true);
  });

  it("streams a catalogue larger than one batch completely", async () => {
    for (let i = 0; i < 520; i++) await createTestProperty({ title: `Bulk ${i}` });
    const xml = await sitemapLoader().text();
    for (const i of [0, 499, 500, 519]) expect(xml).toContain(`/listing/bulk-${i}<`);
  });

  it("robots.txt points to the sitemap", async () => {
    const text = await robotsLoader().text();
    expect(text).toContain("Sitemap: https://listings.example.my/sitemap.xml");
    expect(text).toContain("Disallow: /admin");
  });
});
