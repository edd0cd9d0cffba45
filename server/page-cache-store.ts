import { LRUCache } from "lru-cache";
import type { CachedPage } from "./page-cache-entry";

/**
 * What the page cache has done since the process started, as plain counters
 * (a metrics endpoint reads them; nothing here formats or resets them).
 * `hits` counts kept pages sent (stale ones included), `misses` renders of a
 * public page for an anonymous browser, `evictions` pages dropped to make room
 * (not those dropped because the content version moved: `invalidations`
 * counts those drops, one per version change).
 */
export const pageCacheCounters = { hits: 0, misses: 0, stale: 0, evictions: 0, invalidations: 0 };

export interface PageStore {
  /** The kept page for `key` at `version`, marked as just used; everything is dropped when the version moved. */
  current(key: string, version: number): CachedPage | undefined;
  /** The kept page whatever the version (stale-if-error), not marked as used. */
  kept(key: string): CachedPage | undefined;
  has(key: string): boolean;
  /** Keeps `page` if it was rendered at the version now kept; a page larger than the budget is not kept. */
  remember(key: string, page: CachedPage): void;
  /** Pages kept and their bytes now. */
  size(): { entries: number; bytes: number };
}

/**
 * Rendered pages by key, least recently sent dropped first, sized by what each
 * entry holds (CachedPage.bytes): the LRU bookkeeping is lru-cache's
 * (decision 031). A budget of 0 keeps nothing.
 */
export function pageStore(maxBytes: number): PageStore {
  const lru =
    maxBytes > 0
      ? new LRUCache<string, CachedPage>({
          maxSize: maxBytes,
          sizeCalculation: (page, key) => page.bytes + key.length,
          dispose: (_page, _key, reason) => {
            if (reason === "evict") pageCacheCounters.evictions += 1;
          },
        })
      : undefined;
  let cachedVersion = -1;

  const store: PageStore = {
    current(key, version) {
      if (version !== cachedVersion) {
        if (lru && lru.size > 0) {
          lru.clear(); // everything rendered before the write is stale
          pageCacheCounters.invalidations += 1;
        }
        cachedVersion = version;
      }
      const page = lru?.get(key);
      return page === undefined || page.version !== version ? undefined : page;
    },
    kept: (key) => lru?.peek(key),
    has: (key) => lru?.has(key) ?? false,
    remember(key, page) {
      if (lru && page.version === cachedVersion && page.bytes + key.length <= maxBytes) lru.set(key, page);
    },
    size: () => ({ entries: lru?.size ?? 0, bytes: lru?.calculatedSize ?? 0 }),
  };
  latest = store;
  return store;
}

/** The store a server made last: the process's page cache, whose size the metrics report. */
let latest: PageStore | undefined;

/** Pages kept and their bytes now, in the process's page cache (none before a server starts). */
export function pageCacheSize(): { entries: number; bytes: number } {
  return latest?.size() ?? { entries: 0, bytes: 0 };
}
