import { decodeEntities } from "./html";

/** Public paths to read: fixed pages plus listing and location pages from the sitemap. */
export async function publicPaths(base: string): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decodeEntities(m[1]!)).pathname);
  const listings = locs.filter((p) => p.startsWith("/listing/")).slice(0, 40);
  const locations = locs.filter((p) => p.startsWith("/location/")).slice(0, 10);
  const paths = [
    "/", "/listings", "/?page=2", "/search?q=condo", "/search?q=kuala", "/?q=jaya",
    "/category/condo", "/category/landed-house", "/price-range/under-500k", "/sitemap.xml", "/robots.txt",
    "/_.data", "/search.data?q=condo",
    ...locations,
  ];
  for (const [i, p] of listings.entries()) paths.push(i % 4 === 3 ? `${p}.data` : p);
  return paths;
}
