import { canonicalCostQuery } from "~/costs/inputs";
import { canonicalListQuery } from "~/properties/list-filters";

/**
 * The public pages that read their query, each with the parameters it reads
 * in their canonical form (decision 043). Every other page (a listing, its
 * brochure, a project's 301, the tag placeholder, the sitemap, a 404) reads
 * none: its key is its path alone.
 */
const LANG = String.raw`(?:\/(?:ms|zh))?`;
/** The list pages, whose query is filters, `q` and `page` (issues 14, 15; decision 021). */
const LIST_PATH = new RegExp(String.raw`^${LANG}\/(?:|listings|search|(?:category|location|price-range|project)\/[^/?]+)\/?$|^\/(?:ms|zh)\/?$`);
/** The thank-you after an enquiry (`?sent=1`), decision 023. */
const ENQUIRY_PATH = new RegExp(String.raw`^${LANG}\/listing\/[^/?]+\/enquiry\/?$`);
/** A viewing request's form (issue 32 item 2): `?day=` picks the day whose free times it lists. Sent no-store, never kept. */
const VIEWING_PATH = new RegExp(String.raw`^${LANG}\/listing\/[^/?]+\/viewing\/?$`);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A shared shortlist (`?ids=`), decision 024. */
const SHORTLIST_PATH = new RegExp(String.raw`^${LANG}\/(?:shortlist|compare)\/?$`);

/** The calculators, their inputs in the URL (issue 31). */
const CALCULATORS_PATH = new RegExp(String.raw`^${LANG}\/calculators\/?$`);

/** The longest `ids=` a shortlist reads (parseShortlistIds takes 50 ids); anything longer is cut, not a new key per byte. */
const MAX_IDS = 1_000;

function pageQuery(path: string, params: URLSearchParams): string {
  if (LIST_PATH.test(path)) return canonicalListQuery(params);
  if (ENQUIRY_PATH.test(path)) return params.get("sent") === "1" ? "?sent=1" : "";
  if (VIEWING_PATH.test(path)) return DAY.test(params.get("day") ?? "") ? `?day=${params.get("day")}` : "";
  if (SHORTLIST_PATH.test(path)) {
    // An empty `ids=` is the page script asking for an empty shortlist: a page of its own
    // ("No saved properties yet"), never the bare shell that says it needs JavaScript.
    if (!params.has("ids")) return "";
    return `?${new URLSearchParams({ ids: (params.get("ids") ?? "").trim().slice(0, MAX_IDS) })}`;
  }
  if (CALCULATORS_PATH.test(path)) return canonicalCostQuery(params);
  return "";
}

/**
 * The page cache's key for a URL (server/page-cache.ts): its path and only the
 * parameters its page reads, in their canonical form (list-filters.ts, the
 * parser the lists' loaders use). So `?beds=3&deal=rent` and
 * `?deal=rent&beds=3&utm_source=x` are one entry, a listing shared with
 * `?fbclid=…` is the listing's one entry, and no made-up parameter makes a new
 * one. The page kept is the render of exactly this key (the render is asked
 * for the key, not the URL sent), so what a key holds never depends on what
 * was dropped. A `.data` request is keyed as its page.
 */
export function pageCacheKey(url: string): string {
  // Worked out once per URL: a hit on a list with a query (a search, a
  // filtered list) should not parse it again on every request (issue 19).
  let key = known.get(url);
  if (key === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    key = canonicalKey(url);
    known.set(url, key);
  }
  return key;
}

/** Bounded, so that a crawl of made-up queries cannot grow it without end. */
const KNOWN_MAX = 10_000;
const known = new Map<string, string>();

function canonicalKey(url: string): string {
  const mark = url.indexOf("?");
  const path = mark === -1 ? url : url.slice(0, mark);
  const params = new URLSearchParams(mark === -1 ? "" : url.slice(mark + 1));
  if (!path.endsWith(".data")) return path + pageQuery(path, params);
  // React Router's data requests: `/_root.data` is `/`'s, `/ms/_root.data` is `/ms/`'s.
  const page = path.slice(0, -".data".length).replace(/(^|\/)_root$/, "$1") || "/";
  // `_routes` is dropped too: without it React Router answers every matched
  // route's data, and no public page asks for it (they do not hydrate).
  return path + pageQuery(page, params);
}
