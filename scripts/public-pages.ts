/**
 * Every public page kind of a running demo site, found as a visitor finds them
 * (a listing from the home page, its project, a station from a listing near
 * one). Shared by `npm run lighthouse` and `npm run bench:main-thread`.
 */
export async function pagesOf(base: string): Promise<Record<string, string>> {
  const home = await (await fetch(base + "/")).text();
  const detail = /href="(\/listing\/[^"?#]+)"/.exec(home)?.[1];
  if (!detail) throw new Error("no listing link on the home page: is the catalogue empty?");
  // The first listing's project page (decision 022), found as a visitor finds it: by the link on the listing.
  const detailHtml = await (await fetch(base + detail)).text();
  const project = /href="(\/project\/[^"?#]+)"/.exec(detailHtml)?.[1];
  // A station with homes near it (one without is noindex by design), found as a visitor finds it: on a listing near one.
  let station: string | undefined;
  for (const [, listing] of [...home.matchAll(/href="(\/listing\/[^"?#]+)"/g)].slice(0, 12)) {
    station = /href="(\/near\/[^"?#]+)"/.exec(await (await fetch(base + listing)).text())?.[1];
    if (station) break;
  }
  return {
    home: "/",
    detail,
    category: "/category/condo",
    // A filtered, sorted list (issue 14): a visitor's page all the same, but noindex by design.
    filtered: "/category/condo?deal=sale&beds=2&sort=price_asc",
    ...(project ? { project } : {}),
    // The other languages (issue 15): longer Malay words and CJK text, the same page otherwise.
    "detail-ms": `/ms${detail}`,
    "category-zh": "/zh/category/condo",
    // The page kinds issues 29, 30, 31 and 32 added (issue 29: "Lighthouse 100/100/100/100 on every public page kind").
    search: "/search?q=condo",
    "price-range": "/price-range/rent-1500-3000",
    shortlist: "/shortlist",
    calculators: "/calculators",
    stations: "/stations",
    ...(station ? { station } : {}),
    alerts: "/alerts",
    viewing: `${detail}/viewing`,
  };
}
