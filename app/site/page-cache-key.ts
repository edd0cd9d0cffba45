import { canonicalListQuery } from "~/properties/list-filters";

/** The public list pages whose query is filters, `q` and `page` (issue 14), in each language (issue 15: `/ms/…`, `/zh/…`). */
const LIST_PATH = /^(?:\/(?:ms|zh))?\/(?:|listings|search|(?:category|location|price-range|project)\/[^/?]+)$|^\/(?:ms|zh)$/;

/**
 * The page cache's key for a URL (server/page-cache.ts): a list page's query
 * in its canonical form (list-filters.ts, the parser its loader uses), so
 * `?beds=3&deal=rent` and `?deal=rent&beds=3&utm_source=x` are one entry,
 * and the page kept is the render of exactly that key. Any other URL
 * (a listing, `.data` requests, the sitemap) is its own key, as sent.
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
  if (!LIST_PATH.test(path) || path.endsWith(".data")) return url;
  return path + canonicalListQuery(new URLSearchParams(mark === -1 ? "" : url.slice(mark + 1)));
}
