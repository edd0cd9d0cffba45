import { test, expect, withServerDb } from "../fixtures";

const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

// A crawler reads /sitemap.xml (robots.txt names it), an index of files of at
// most 50,000 URLs each (docs/decisions/015-sitemap-index.md). Each answer is
// parsed by the browser's XML parser: well-formed, in the sitemap namespace.
test("robots.txt names an index whose files are well-formed sitemaps listing every Available listing", async ({ page, request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  await page.goto(baseURL!); // a document whose DOMParser reads the XML
  const parse = (xml: string) =>
    page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.getElementsByTagName("parsererror")[0]?.textContent ?? null;
      const root = doc.documentElement;
      const locs = [...doc.getElementsByTagNameNS(root.namespaceURI, "loc")].map((loc) => loc.textContent ?? "");
      return { error, root: root.localName, ns: root.namespaceURI, locs };
    }, xml);

  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const index = await parse(await res.text());
  expect(index).toMatchObject({ error: null, root: "sitemapindex", ns: NS });
  expect(index.locs[0]).toBe(`${baseURL}/sitemaps/pages.xml`);
  expect(index.locs.slice(1).every((loc, i) => loc === `${baseURL}/sitemaps/listings-${i + 1}.xml`)).toBe(true);

  // The other worker's tests add and remove listings in this server's catalogue: the sitemap is compared with the
  // Available listings of a moment when none changed while its files were read (the same list before and after).
  const available = () => withServerDb((db) => db.prepare("select slug from properties where status = 'Available' order by slug").pluck().all() as string[]);
  let listed: string[] = [];
  let slugs: string[] = [];
  for (let look = 1; ; look++) {
    const before = available();
    listed = [];
    for (const loc of index.locs) {
      const file = await request.get(loc);
      expect(file.status(), loc).toBe(200);
      const parsed = await parse(await file.text());
      expect(parsed, loc).toMatchObject({ error: null, root: "urlset", ns: NS });
      expect(parsed.locs.length, loc).toBeLessThanOrEqual(50_000);
      listed.push(...parsed.locs);
    }
    slugs = available();
    if (slugs.join() === before.join()) break;
    expect(look, "the catalogue never stood still while the sitemap was read").toBeLessThan(20);
  }
  // Every page in each language (issue 15): English, /ms/ and /zh/.
  for (const prefix of ["", "/ms", "/zh"]) {
    const listings = listed.filter((url) => url.startsWith(`${baseURL}${prefix}/listing/`)).sort();
    expect(listings, prefix).toEqual(slugs.map((slug) => `${baseURL}${prefix}/listing/${slug}`).sort());
    expect(listed).toContain(`${baseURL}${prefix}/category/condo`);
  }
  expect(new Set(listed).size).toBe(listed.length);
});

test("sitemap files are kept like pages until the content changes", async ({ request }) => {
  await request.get("/sitemaps/listings-1.xml");
  const again = await request.get("/sitemaps/listings-1.xml");
  expect(again.headers()["x-page-cache"]).toBe("hit");
  withServerDb((db) => db.prepare("update locations set name = name where rowid = (select min(rowid) from locations)").run());
  const after = await request.get("/sitemaps/listings-1.xml");
  expect(after.headers()["x-page-cache"]).toBe("miss");
  expect((await request.get("/sitemaps/listings-999.xml")).status()).toBe(404);
});
