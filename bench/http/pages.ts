/** The pages npm run bench requests, found in a seeded catalogue. */
import path from "node:path";
import Database from "better-sqlite3";
import { LOCAL_TOWN } from "./local-agent";

// ---------- the pages ----------

/** One URL per page kind, chosen from the seeded data so that both sizes show the same kind of page. */
export function pagesOf(dataDir: string): Record<string, string> {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  const slug = db.prepare("select slug from properties where status = 'Available' order by date_status desc limit 1 offset 5").pluck().get() as string;
  const location = db
    .prepare("select location from properties where status = 'Available' group by location order by count(*) desc limit 1")
    .pluck()
    .get() as string;
  // Issue 30: the station with the most Available listings near it, so both sizes show a full page of cards (the small one is a local agent's, local-agent.ts).
  const station = db
    .prepare(
      "select ps.station_slug from property_stations ps join properties p on p.id = ps.property_id where p.status = 'Available' group by ps.station_slug order by count(distinct ps.property_id) desc, ps.station_slug limit 1",
    )
    .pluck()
    .get() as string;
  db.close();
  return {
    home: "/",
    detail: `/listing/${slug}`,
    category: "/category/condo",
    // A town by its name, as visitors search most: a full page at both sizes (the small catalogue is
    // a Petaling Jaya agent's, local-agent.ts; at 100,000 about one listing in twelve is there).
    // Until 27 November this was "condo", whose 13 matches at 100 made a shorter page than at 100,000.
    search: `/search?${new URLSearchParams({ q: LOCAL_TOWN })}`,
    // The town's short name, searched with its full name (decision 037): "PJ" is also "Petaling Jaya".
    "search short name": "/search?q=PJ",
    location: `/location/${encodeURIComponent(location.toLowerCase().replace(/\s+/g, "-"))}`,
    "price range": "/price-range/500k-1m",
    // The find-a-home filters (issue 14): before they exist the parameters are ignored and these are plain lists.
    "filtered list": "/listings?beds=3&sort=price_asc",
    "filtered category": "/category/condo?deal=sale&min_price=300000&max_price=900000",
    // Issue 30: a station page (listings within 2 km, nearest first) and a list "near a station" (decision 060).
    station: `/near/${station}`,
    "near a station": "/listings?near=1000&sort=price_asc",
  };
}

/** The pages of the three-way hit table (BENCH_PAGES: a comma-separated subset of the kinds). */
export const HIT_PAGES = (process.env.BENCH_PAGES ?? "home,detail,category,search").split(",").map((s) => s.trim());

/** The pages of the miss table (BENCH_MISS_PAGES: a comma-separated subset of the kinds; default all). */
export const MISS_PAGES = process.env.BENCH_MISS_PAGES?.split(",").map((s) => s.trim());
export const missPages = (pages: Record<string, string>) =>
  MISS_PAGES ? Object.fromEntries(Object.entries(pages).filter(([name]) => MISS_PAGES.includes(name))) : pages;
