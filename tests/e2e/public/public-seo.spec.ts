import sharp from "sharp";
import { test, expect } from "../fixtures";
import { deleteListings, demoRow, headOf, insertListings, jsonLdBlocks, metaContent } from "../public-helpers";

const KLCC = "Fully Furnished Corner Unit with KLCC View";

interface ListingLd {
  "@type": string;
  name: string;
  url: string;
  image: string[];
  offers: unknown[];
  about: { floorSize: unknown; address: unknown };
}
interface BreadcrumbLd {
  "@type": string;
  itemListElement: { name: string; item: string }[];
}

test("the detail page's server HTML carries everything a share preview and a search engine need", async ({ request, baseURL }) => {
  const row = demoRow(KLCC);
  const firstPhoto = JSON.parse(row.images)[0] as string;
  const res = await request.get(`/listing/${row.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const head = headOf(html);
  expect(head).toMatch(/<title>Fully Furnished Corner Unit with KLCC View - RM 1,350,000 \| Demo Realty Sdn\. Bhd\.<\/title>/);
  // Reached by id, the canonical URL is still the slug's.
  const canonical = `${baseURL}/listing/${row.slug}`;
  expect(head).toContain(`<link rel="canonical" href="${canonical}"/>`);
  expect(metaContent(html, "description")).toContain("RM 1,350,000");
  expect(metaContent(html, "og:title")).toBe(`${KLCC} - RM 1,350,000`);
  expect(metaContent(html, "og:description")).toMatch(/^For sale RM 1,350,000 · For rent RM 6,500 \/ month/);
  expect(metaContent(html, "og:url")).toBe(canonical);
  // The cover's share image (decision 053): 1200 × 630, not the 2048 px photo.
  const shareImage = `${baseURL}${firstPhoto.replace(/\.jpg$/, "_share.jpg")}`;
  expect(metaContent(html, "og:image")).toBe(shareImage);
  expect(metaContent(html, "og:image:width")).toBe("1200");
  expect(metaContent(html, "og:image:height")).toBe("630");
  expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
  expect(metaContent(html, "twitter:image")).toBe(shareImage);
  // The share image is a real, public JPEG of that size.
  const image = await request.get(metaContent(html, "og:image")!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  expect(await sharp(await image.body()).metadata()).toMatchObject({ width: 1200, height: 630 });

  const blocks = jsonLdBlocks(html) as Record<string, unknown>[];
  const listing = blocks.find((b) => b["@type"] === "RealEstateListing") as unknown as ListingLd;
  expect(listing.name).toBe(KLCC);
  expect(listing.url).toBe(canonical);
  expect(listing.image[0]).toBe(`${baseURL}${firstPhoto}`);
  expect(listing.offers).toEqual(
    expect.arrayContaining([expect.objectContaining({ "@type": "Offer", price: 1_350_000, priceCurrency: "MYR" })]),
  );
  expect(listing.about.floorSize).toMatchObject({ value: 1302, unitCode: "FTK" });
  expect(listing.about.address).toMatchObject({ addressLocality: "Mont Kiara", addressCountry: "MY" });
  const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList") as unknown as BreadcrumbLd;
  expect(crumbs.itemListElement.map((i) => i.name)).toEqual(["Available Properties", "Mont Kiara", KLCC]);
  expect(crumbs.itemListElement[0].item).toBe(`${baseURL}/`);
});

test("JSON-LD cannot be broken out of by a listing's text", async ({ request }) => {
  const [row] = insertListings([{ title: 'Evil </script><script>window.pwned=1</script> & "Co"', location: "<b>Town</b>" }]);
  try {
    const html = await (await request.get(`/listing/${row.id}`)).text();
    expect(html).not.toContain("<script>window.pwned=1</script>");
    const listing = (jsonLdBlocks(html) as ListingLd[]).find((b) => b["@type"] === "RealEstateListing")!;
    expect(listing.name).toBe(row.title);
    expect(html).toContain("\\u003c/script\\u003e");
  } finally {
    deleteListings([row.id]);
  }
});

test("list pages have their own title, description, canonical and share tags", async ({ request, baseURL }) => {
  const pages: [string, string, string][] = [
    ["/", "Available Properties", `${baseURL}/`],
    ["/listings", "Available Properties", `${baseURL}/`],
    ["/?page=2", "Available Properties (page 2)", `${baseURL}/?page=2`],
    ["/category/condo", "Condominiums", `${baseURL}/category/condo`],
    ["/location/mont-kiara", "Properties in Mont Kiara", `${baseURL}/location/mont-kiara`],
    ["/price-range/1m-2m", "Properties for sale: RM 1M - 2M", `${baseURL}/price-range/1m-2m`],
  ];
  for (const [path, title, canonical] of pages) {
    const html = await (await request.get(path)).text();
    expect(headOf(html), path).toContain(`<title>${title} | Demo Realty Sdn. Bhd.</title>`);
    expect(headOf(html), path).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(metaContent(html, "description")?.length, path).toBeGreaterThan(40);
    expect(metaContent(html, "og:title"), path).toBe(title);
    expect(metaContent(html, "og:image") ?? "", path).toMatch(new RegExp(`^${baseURL}/images/`));
    expect(headOf(html), path).not.toContain('name="robots"');
  }
});

test("a list page whose first listing has no photo yet shares the next one's photo", async ({ request, baseURL }) => {
  const [row] = insertListings([
    { title: "Brand New Listing Without Photos", is_featured: true, date_status: new Date().toISOString(), images: [] },
  ]);
  try {
    const html = await (await request.get("/")).text();
    const main = html.slice(html.indexOf("<main"));
    expect(main.indexOf("Brand New Listing Without Photos"), "it is the first card").toBeLessThan(main.indexOf("<article", main.indexOf("<article") + 1));
    expect(metaContent(html, "og:image") ?? "").toMatch(new RegExp(`^${baseURL}/images/`));
  } finally {
    deleteListings([row.id]);
  }
});

test("sitemap.xml lists the public pages and every Available listing with lastmod", async ({ request, baseURL }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/xml");
  // An index of files (docs/decisions/015-sitemap-index.md): the URLs are in those.
  const files = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(files).toEqual([`${baseURL}/sitemaps/pages.xml`, `${baseURL}/sitemaps/listings-1.xml`]);
  const xml = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join("");
  const row = demoRow(KLCC);
  expect(xml).toContain(`<url><loc>${baseURL}/listing/${row.slug}</loc><lastmod>${row.date_status}</lastmod></url>`);
  for (const path of ["/", "/category/condo", "/category/landed-house", "/price-range/under-500k", "/location/mont-kiara"]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).not.toContain(demoRow("Sold: Renovated Condo near Midvalley").slug);
  expect(xml).not.toContain("/admin");
});

test("robots.txt points to the sitemap", async ({ request, baseURL }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toContain("Disallow: /admin");
});
