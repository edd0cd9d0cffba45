import { decodeEntities } from "./html";

const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decodeEntities(m[1]!)).pathname);

/** Public paths to read: fixed pages plus listing and location pages from the sitemap's first files. */
export async function publicPaths(base: string): Promise<string[]> {
  const files = sitemapLocs(await (await fetch(`${base}/sitemap.xml`)).text()).slice(0, 2); // pages.xml, listings-1.xml
  const locs = (await Promise.all(files.map(async (file) => sitemapLocs(await (await fetch(`${base}${file}`)).text())))).flat();
  // Every language: the sitemap lists each page at /, /ms/ and /zh/ (decision 027).
  const listings = locs.filter((p) => /^(\/ms|\/zh)?\/listing\//.test(p)).slice(0, 60);
  const locations = locs.filter((p) => /^(\/ms|\/zh)?\/location\//.test(p)).slice(0, 15);
  const paths = [
    "/", "/ms/", "/zh/", "/listings", "/zh/listings", "/?page=2", "/search?q=condo", "/search?q=kuala", "/?q=jaya",
    "/category/condo", "/category/landed-house", "/price-range/under-500k", "/sitemap.xml", ...files, "/robots.txt",
    "/_.data", "/search.data?q=condo",
    ...locations,
  ];
  for (const [i, p] of listings.entries()) paths.push(i % 4 === 3 ? `${p}.data` : p);
  return paths;
}
