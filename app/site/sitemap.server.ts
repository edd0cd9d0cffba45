import { setImmediate as nextTurn } from "node:timers/promises";
import { LANGS, langPath } from "~/i18n/languages";
import { getDb } from "~/platform/db/db.server";
import { CATEGORY_SLUGS } from "~/properties/categories";
import { ALL_PRICE_RANGES, priceRangePath } from "~/properties/price-ranges";
import { projectsWithListings } from "~/properties/projects.server";
import { listingPath } from "~/properties/model/property";
import { locationPath } from "~/names/locations";
import { projectSlugPath } from "~/names/projects";
import { STATIONS } from "~/place/stations.server";
import { stationsWithListings } from "~/properties/place/station-lists.server";

/**
 * Listings per sitemap file. The protocol allows 50,000 URLs (and 50 MB) per
 * file; a smaller file is cheaper to render, compress and keep in the page
 * cache after every save, and crawlers fetch only the files they need.
 * Each listing is three URLs, one per language: 30,000 URLs a file.
 */
export const LISTINGS_PER_SITEMAP = 10_000;

/** Rows read per query; between two batches the event loop serves other requests. */
const BATCH = 500;
/** Listings per batch of a listings file: each is a URL per language, so a turn still writes about BATCH URLs. */
const LISTING_BATCH = Math.ceil(BATCH / LANGS.length);
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** Kept by the page cache like a page (keyed on the content version), so a crawler's visit renders each file once per save. */
export const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** What `/sitemaps/<file>` names: the fixed pages, or the n-th (1-based) file of listings. */
export type SitemapFile = { kind: "pages" } | { kind: "listings"; number: number };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function urlEntry(loc: string, lastmod?: string): string {
  const mod = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `<url><loc>${escapeXml(loc)}</loc>${mod}</url>\n`;
}

/**
 * A page in every language (issue 15, decision 027): English at its own path,
 * then /ms/ and /zh/, side by side. Each page names its alternates itself
 * (hreflang links in its head), so the entries carry no xhtml:link: those
 * would make every entry about four times longer (a file of 10,000 listings
 * about 18 MB instead of 4 MB) for what the pages already say.
 */
function entriesInEveryLanguage(siteUrl: string, path: string, lastmod?: string): string {
  return LANGS.map((lang) => urlEntry(`${siteUrl}${langPath(lang, path)}`, lastmod)).join("");
}

/** `pages.xml` or `listings-<n>.xml` (n without leading zeros, so one file has one URL and one cache entry). */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === "pages.xml") return { kind: "pages" };
  const match = /^listings-([1-9][0-9]{0,6})\.xml$/.exec(name);
  return match ? { kind: "listings", number: Number(match[1]) } : null;
}

function availableCount(): Promise<number> {
  return getDb()
    .selectFrom("properties")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", "Available")
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

/**
 * `/sitemap.xml`: an index of the files below (robots.txt names it). One
 * file of pages, then enough files of listings for every Available one.
 */
export async function sitemapIndex(siteUrl: string, perFile = LISTINGS_PER_SITEMAP): Promise<string> {
  const files = Math.ceil((await availableCount()) / perFile);
  const names = ["pages.xml", ...Array.from({ length: files }, (_, i) => `listings-${i + 1}.xml`)];
  const entries = names.map((name) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${name}`)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join("")}</sitemapindex>\n`;
}

/** Each distinct location with an Available listing, one index seek per location (a loose index scan), never the whole index at once. */
async function locationsWithListings(): Promise<string[]> {
  const found: string[] = [];
  let after: string | undefined;
  for (;;) {
    let query = getDb().selectFrom("properties").select("location").where("status", "=", "Available");
    if (after !== undefined) query = query.where("location", ">", after);
    const row = await query.orderBy("location").limit(1).executeTakeFirst();
    if (!row) return found;
    found.push(row.location);
    after = row.location;
    if (found.length % BATCH === 0) await nextTurn();
  }
}

/** The home page, categories, sale and rent price ranges, locations and projects with Available listings, stations and the calculators, each in every language. */
export async function pagesSitemap(siteUrl: string): Promise<string> {
  const abs = (path: string, lastmod?: string) => entriesInEveryLanguage(siteUrl, path, lastmod);
  const newest = await getDb()
    .selectFrom("properties")
    .select((eb) => eb.fn.max("date_status").as("latest"))
    .where("status", "=", "Available")
    .executeTakeFirst();
  const parts = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">\n`, abs("/", newest?.latest ?? undefined)];
  for (const slug of CATEGORY_SLUGS) parts.push(abs(`/category/${slug}`));
  for (const range of ALL_PRICE_RANGES) parts.push(abs(priceRangePath(range)));
  const paths = new Set((await locationsWithListings()).filter((l) => l.trim()).map(locationPath));
  for (const path of paths) parts.push(abs(path));
  for (const slug of await projectsWithListings(nextTurn, BATCH)) parts.push(abs(projectSlugPath(slug)));
  // Issue 30: the Stations index, and each station page with at least one Available listing near it.
  parts.push(abs("/stations"));
  const nearStations = await stationsWithListings();
  for (const station of STATIONS) if (nearStations.has(station.slug)) parts.push(abs(`/near/${station.slug}`));
  // Issue 31: the calculators, for visitors not on a listing yet (compare is noindex: it is a shortlist's view).
  parts.push(abs("/calculators"));
  parts.push("</urlset>\n");
  return parts.join("");
}

type Cursor = { date_status: string; id: string };

/** Available listings after `cursor`, oldest first (new listings land in the last file), from the (status, date_status, id) index. */
function availableAfter(cursor: Cursor | undefined) {
  let query = getDb().selectFrom("properties").where("status", "=", "Available");
  if (cursor) query = query.where((eb) => eb(eb.refTuple("date_status", "id"), ">", eb.tuple(cursor.date_status, cursor.id)));
  return query.orderBy("date_status").orderBy("id");
}

/**
 * Where file `number` starts: the keys of the files before it are walked a
 * batch at a time from the index alone (no OFFSET, which would read them all
 * in one synchronous SQLite call).
 */
async function startOf(number: number, perFile: number): Promise<Cursor | undefined | null> {
  let cursor: Cursor | undefined;
  let skip = (number - 1) * perFile;
  while (skip > 0) {
    const keys = await availableAfter(cursor).select(["date_status", "id"]).limit(Math.min(skip, BATCH * 4)).execute();
    if (keys.length === 0) return null;
    skip -= keys.length;
    cursor = keys[keys.length - 1];
    await nextTurn();
  }
  return cursor;
}

let building: Promise<unknown> = Promise.resolve();

/**
 * One file of listings is built at a time. Each yields between batches, but
 * the batches of files built side by side would all run in the same turn of
 * the event loop (every setImmediate queued before a turn runs in it), and
 * hold it up as long as all of them together.
 */
function oneAtATime<T>(build: () => Promise<T>): Promise<T> {
  const result = building.then(build, build);
  building = result.catch(() => undefined);
  return result;
}

/**
 * `/sitemaps/listings-<n>.xml`: the n-th `perFile` Available listings with
 * their lastmod, each in every language, read in keyset batches with a turn of the event loop
 * between them, so that a catalogue of 100,000 never holds up other
 * requests. Null when there is no such file. Only public columns are read.
 */
export function listingsSitemap(siteUrl: string, number: number, perFile = LISTINGS_PER_SITEMAP): Promise<Uint8Array<ArrayBuffer> | null> {
  return oneAtATime(() => buildListingsSitemap(siteUrl, number, perFile));
}

async function buildListingsSitemap(siteUrl: string, number: number, perFile: number): Promise<Uint8Array<ArrayBuffer> | null> {
  let cursor = await startOf(number, perFile);
  if (cursor === null) return null;
  // Each batch becomes bytes at once: its strings die young, and the file
  // grows outside the JavaScript heap, which keeps garbage-collection pauses
  // short (a file held as strings across turns was promoted and collected
  // by full collections of 60-80 ms under load, measured by bench/event-loop.ts).
  const parts = [Buffer.from(`${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`)];
  let left = perFile;
  while (left > 0) {
    const rows = await availableAfter(cursor).select(["id", "slug", "date_status"]).limit(Math.min(left, LISTING_BATCH)).execute();
    if (rows.length === 0) break;
    parts.push(Buffer.from(rows.map((row) => entriesInEveryLanguage(siteUrl, listingPath(row), row.date_status)).join("")));
    left -= rows.length;
    cursor = rows[rows.length - 1];
    await nextTurn();
  }
  if (left === perFile && number > 1) return null; // past the last listing
  parts.push(Buffer.from("</urlset>\n"));
  return Buffer.concat(parts);
}
