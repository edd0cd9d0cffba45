import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { contentVersionNow, currentContentVersion } from "~/platform/db/content-version.server";
import { logger } from "~/platform/logger.server";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "~/auth/session.server";
import { pageCacheKey } from "~/site/page-cache-key";
import { accepts } from "./precompressed-assets";
import { clientNetwork } from "./client-address";
import { rawHeadsWork, writeRaw } from "./raw-response";
import { RENDER_LIMITED_MESSAGE, renderLimit, type RenderLimitOptions } from "./render-limit";
import { identityOf, relabelled, toRendered, withGzip, type CachedPage, type Encoding, type HeaderBlocks, type Rendered, type SiteHeaders, type UncachedResponse } from "./page-cache-entry";
import { pageCacheCounters as counters, pageStore } from "./page-cache-store";

export { pageCacheCounters } from "./page-cache-store";

/** Renders one request (as `url` when given) into a full Fetch Response (server/react-router.ts), its scripts carrying `cspNonce`. */
export type Render = (req: ExpressRequest, cspNonce: string, url?: string) => Promise<Response>;

const UNCACHED_PREFIXES = ["/admin", "/login", "/logout", "/images/", "/assets/", "/healthz", "/readyz", "/metrics"];
const SESSION_COOKIE_SENT = new RegExp(`(?:^|;\\s*)(?:${SESSION_COOKIE}|${SECURE_SESSION_COOKIE})=`);

function signedIn(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && SESSION_COOKIE_SENT.test(cookie); // an admin sees Admin/Logout
}

/** A GET or HEAD of a public page: kept for anonymous browsers, and rendered within the client's render limit. */
function publicRead(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  return !UNCACHED_PREFIXES.some((p) => req.path === p.replace(/\/$/, "") || req.path.startsWith(p));
}

const encodingOf = new Map<string, Encoding>();
/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
function pickEncoding(accept: string | undefined): Encoding {
  if (accept === undefined) return "identity";
  let encoding = encodingOf.get(accept);
  if (encoding === undefined) {
    encoding = accepts(accept, "br") ? "br" : accepts(accept, "gzip") ? "gzip" : "identity";
    if (encodingOf.size >= 256) encodingOf.clear(); // made-up values must not grow it without end
    encodingOf.set(accept, encoding);
  }
  return encoding;
}

/** A kept page can be written at once (no body to make first) in this encoding, or for a 304 or a HEAD. */
function ready(req: IncomingMessage, page: CachedPage, encoding: Encoding): boolean {
  return encoding === "br" || (encoding === "gzip" && page.gzip !== undefined) || req.method === "HEAD" || req.headers["if-none-match"] === page.etag;
}

/**
 * A hit whose body is kept in the encoding asked for: a 304 if the browser
 * has it, else its body behind its head worked out in advance (server/raw-response.ts).
 */
function writeHit(req: IncomingMessage, res: ServerResponse, page: CachedPage, encoding: Encoding) {
  if (!rawHeadsWork || encoding === "identity" || req.headers["if-none-match"] === page.etag) {
    return writePage(req, res, page, page.hitHeaders, encoding, undefined);
  }
  const compressed = encoding === "gzip" ? "gzip" : "br";
  writeRaw(res, page.status, page.hitHeads[compressed]!, page.hitSlots[compressed], req.method === "HEAD" ? undefined : page[compressed]);
}

/**
 * A kept page: a 304 if the browser has it, else its body in `encoding`, each
 * with one writeHead. An identity body is `identity` (the render's own, or
 * one made for this request).
 */
function writePage(req: IncomingMessage, res: ServerResponse, page: CachedPage, headers: HeaderBlocks, encoding: Encoding, identity: Buffer | undefined) {
  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, headers.notModified).end();
    return;
  }
  res.writeHead(page.status, headers[encoding]);
  if (req.method === "HEAD") res.end();
  else res.end(encoding === "identity" ? identity : page[encoding]);
}

function sendLimited(res: ExpressResponse, retryAfterSeconds: number) {
  res.status(429).set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" }).type("text/plain").send(RENDER_LIMITED_MESSAGE);
}

function sendAsRendered(req: ExpressRequest, res: ExpressResponse, rendered: UncachedResponse, csp: ((nonce: string) => string) | undefined) {
  res.status(rendered.status);
  if (csp) res.setHeader("Content-Security-Policy", csp(rendered.nonce));
  const cookies = rendered.headers.filter(([name]) => name === "set-cookie").map(([, value]) => value);
  for (const [name, value] of rendered.headers) if (name !== "set-cookie") res.setHeader(name, value);
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  res.end(req.method === "HEAD" ? undefined : rendered.body);
}

export interface PageCache {
  /** Express middleware: hits, and misses rendered through React Router and kept. */
  middleware: RequestHandler;
  /**
   * A node:http listener that answers hits itself and hands every other
   * request to `fallback` (the Express app), so a hit skips Express entirely.
   */
  answerHitsBefore(fallback: RequestListener): RequestListener;
  /** Pages kept and the bytes they hold now. */
  size(): { entries: number; bytes: number };
}

/** PAGE_CACHE_MAX_MB's default: 1,000 listings in three languages and every list, kept compressed, with room to spare (decision 031). */
export const DEFAULT_MAX_BYTES = 128 * 1024 * 1024;

/**
 * Public pages change only when the agent saves, so each one is rendered
 * once and served from memory until the content version moves (any write
 * to properties, locations or project names, on any instance). Anonymous
 * GETs only; pages and their `.data` twins alike. Bodies are kept
 * pre-compressed, with an ETag for 304s and their response headers worked
 * out. Concurrent misses for one URL share one render.
 */
export function pageCache(
  render: Render,
  options: { maxBytes?: number; site: SiteHeaders; newNonce: () => string; renderLimit?: RenderLimitOptions },
): PageCache {
  const store = pageStore(options.maxBytes ?? DEFAULT_MAX_BYTES);
  const takeRender = options.renderLimit ? renderLimit(options.renderLimit) : () => ({ allowed: true }) as const;
  const rendering = new Map<string, Promise<Rendered>>();
  try {
    contentVersionNow(); // on PostgreSQL: start listening now, so that the first hits need no query
  } catch {
    // no database yet: the first request asks again
  }

  function renderOnce(req: ExpressRequest, key: string, version: number, wantGzip: boolean): Promise<Rendered> {
    const renderKey = `${version} ${key}`;
    let pending = rendering.get(renderKey);
    if (!pending) {
      const nonce = options.newNonce();
      // The kept page is the render of its key: every URL sharing the key gets exactly it.
      pending = render(req, nonce, key)
        .then((response) => toRendered(response, version, nonce, options.site, wantGzip))
        .finally(() => rendering.delete(renderKey));
      rendering.set(renderKey, pending);
    }
    return pending;
  }

  /** Null when the version cannot be read (a database outage). */
  function readVersion(url: string): Promise<number | null> {
    return currentContentVersion().catch((err: unknown) => {
      logger.error({ err, url }, "content version unreadable; serving kept pages as they were");
      return null;
    });
  }

  /**
   * A kept page, in an encoding it may not hold yet: gzip is made once and
   * kept (the entry re-sized), identity made for this request; both off the
   * event loop. A stale answer (the database unreachable) is labelled so.
   */
  async function writeKept(req: ExpressRequest, res: ExpressResponse, key: string, page: CachedPage, encoding: Encoding, stale = false) {
    counters.hits += 1;
    if (stale) counters.stale += 1;
    if (!stale && ready(req, page, encoding)) return writeHit(req, res, page, encoding);
    if (encoding === "gzip" && !page.gzip) {
      page = await withGzip(page);
      if (!stale) store.remember(key, page);
    }
    const identity = encoding === "identity" && req.method !== "HEAD" ? await identityOf(page) : undefined;
    return writePage(req, res, page, stale ? relabelled(page, "stale") : page.hitHeaders, encoding, identity);
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if (!publicRead(req)) return next();
    // A list page's filters in canonical order (app/site/page-cache-key.ts).
    const key = pageCacheKey(req.originalUrl);
    // Only renders are limited, never a kept page; signed-in browsers are
    // always rendered, so a made-up session cookie is no way around the limit.
    const limited = (): boolean => {
      const verdict = takeRender(clientNetwork(req));
      if (!verdict.allowed) sendLimited(res, verdict.retryAfterSeconds);
      return !verdict.allowed;
    };
    if (signedIn(req)) return limited() ? undefined : next();
    try {
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      const version = contentVersionNow() ?? (await readVersion(key));
      if (version === null) {
        const kept = store.kept(key);
        // Uncached: the render fails into the error page.
        return kept ? await writeKept(req, res, key, kept, encoding, true) : next();
      }
      const hit = store.current(key, version);
      if (hit) return await writeKept(req, res, key, hit, encoding);
      if (limited()) return;
      counters.misses += 1;
      const result = await renderOnce(req, key, version, encoding === "gzip");
      if (!result.store) return sendAsRendered(req, res, result, options.site.csp);
      const page = encoding === "gzip" ? await withGzip(result.page) : result.page;
      store.remember(key, page);
      return writePage(req, res, page, relabelled(page, "miss"), encoding, result.identity);
    } catch (err) {
      logger.error({ err, url: req.originalUrl }, "page cache failed; rendering directly");
      return res.headersSent ? undefined : next();
    }
  };

  // Only URLs the middleware kept are in the store, so the path rules of
  // publicRead() and signedIn() already hold for them; what varies per request
  // is checked here. A page not kept in the encoding asked for goes on to the
  // middleware, which makes that body off the event loop.
  function answerHitsBefore(fallback: RequestListener): RequestListener {
    return (req, res) => {
      const key = req.url === undefined ? undefined : pageCacheKey(req.url);
      if ((req.method !== "GET" && req.method !== "HEAD") || key === undefined || !store.has(key) || signedIn(req)) {
        return fallback(req, res);
      }
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      // Checked per request, as the middleware does: a write on any instance
      // shows on the next request. Synchronous where the version is known
      // at once (SQLite's read, PostgreSQL's LISTEN); else one query.
      let version: number | undefined;
      try {
        version = contentVersionNow();
      } catch {
        version = undefined; // the query below reports it
      }
      if (version !== undefined) {
        const page = store.current(key, version);
        if (page && ready(req, page, encoding)) {
          counters.hits += 1;
          return writeHit(req, res, page, encoding);
        }
        return fallback(req, res);
      }
      // PostgreSQL before its LISTEN connection is up: one query, still without Express.
      currentContentVersion()
        .then((version) => {
          const page = store.current(key, version);
          if (page && ready(req, page, encoding)) {
            counters.hits += 1;
            writeHit(req, res, page, encoding);
          } else fallback(req, res);
        })
        // The database down: the middleware asks again and answers from the kept page, labelled stale.
        .catch(() => fallback(req, res));
    };
  }

  return { middleware, answerHitsBefore, size: store.size };
}
