import { getDb } from "~/platform/db.server";
import { CATEGORY_SLUGS } from "~/properties/categories";
import { PRICE_RANGES } from "~/properties/price-ranges";
import { listingPath } from "~/properties/property";
import { locationPath } from "~/names/locations";

const BATCH = 500;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function urlEntry(loc: string, lastmod?: string): string {
  const mod = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `<url><loc>${escapeXml(loc)}</loc>${mod}</url>\n`;
}

/** Every Available listing, in id order, a batch at a time (keyset, so no giant array and no deep OFFSET). */
async function* availableListings() {
  let after = "";
  for (;;) {
    const rows = await getDb()
      .selectFrom("properties")
      .select(["id", "slug", "date_status"])
      .where("status", "=", "Available")
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    yield* rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * The public pages (home, categories, price ranges, locations with
 * Available listings) and every Available listing with its lastmod. Only
 * public columns are read.
 */
export async function* sitemapChunks(siteUrl: string): AsyncGenerator<string> {
  const abs = (path: string) => `${siteUrl}${path}`;
  const db = getDb();
  const newest = await db
    .selectFrom("properties")
    .select((eb) => eb.fn.max("date_status").as("latest"))
    .where("status", "=", "Available")
    .executeTakeFirst();
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  yield urlEntry(abs("/"), newest?.latest ?? undefined);
  for (const slug of CATEGORY_SLUGS) yield urlEntry(abs(`/category/${slug}`));
  for (const range of PRICE_RANGES) yield urlEntry(abs(`/price-range/${range.slug}`));
  const locations = await db
    .selectFrom("properties")
    .select("location")
    .distinct()
    .where("status", "=", "Available")
    .orderBy("location")
    .execute();
  for (const { location } of locations) if (location.trim()) yield urlEntry(abs(locationPath(location)));
  for await (const row of availableListings()) yield urlEntry(abs(listingPath(row)), row.date_status);
  yield "</urlset>\n";
}
