import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { contentVersionNow, currentContentVersion } from "~/platform/content-version.server";
import { logger } from "~/platform/logger.server";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "~/auth/session.server";
import { pageCacheKey } from "~/site/page-cache-key";
import { accepts } from "./precompressed-assets";
import { clientNetwork } from "./client-address";
import { rawHeadsWork, writeRaw } from "./raw-response";
import { RENDER_LIMITED_MESSAGE, renderLimit, type RenderLimitOptions } from "./render-limit";
import { toRendered, type CachedPage, type Encoding, type HeaderBlocks, type Rendered, type SiteHeaders, type UncachedResponse } from "./page-cache-entry";

/** Renders one request (as `url` when given) into a full Fetch Response (server/react-router.ts), its scripts carrying `cspNonce`. */
export type Render = (req: ExpressRequest, cspNonce: string, url?: string) => Promise<Response>;

const UNCACHED_PREFIXES = ["/admin", "/login", "/logout", "/images/", "/assets/", "/healthz", "/readyz"];
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

/**
 * A hit: a 304 if the browser has it, else its body in the best encoding
 * behind its head worked out in advance (server/raw-response.ts).
 */
function writeHit(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  if (!rawHeadsWork || req.headers["if-none-match"] === page.etag) return writePage(req, res, page, page.hitHeaders);
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  writeRaw(res, page.status, page.hitHeads[encoding], page.hitSlots[encoding], req.method === "HEAD" ? undefined : page[encoding]);
}

/** A kept page: a 304 if the browser has it, else its body in the best encoding, each with one writeHead. */
function writePage(req: IncomingMessage, res: ServerResponse, page: CachedPage, headers: HeaderBlocks) {
  if (req.headers["if-none-match"] === page.etag) {
    res.writeHead(304, headers.notModified).end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  res.writeHead(page.status, headers[encoding]);
  if (req.method === "HEAD") res.end();
  else res.end(page[encoding]);
}

/**
 * The database cannot say which version is current: rather than fail every
 * page, send the copy kept before the outage, labelled so (stale-if-error).
 */
function writeStale(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  const relabel = (block: string[]) => block.map((value, i) => (i > 0 && block[i - 1] === "X-Page-Cache" ? "stale" : value));
  const { identity, gzip, br, notModified } = page.hitHeaders;
  writePage(req, res, page, { identity: relabel(identity), gzip: relabel(gzip), br: relabel(br), notModified: relabel(notModified) });
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
}

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
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const takeRender = options.renderLimit ? renderLimit(options.renderLimit) : () => ({ allowed: true }) as const;
  const entries = new Map<string, CachedPage>(); // insertion order = least recently used first
  const rendering = new Map<string, Promise<Rendered>>();
  let totalBytes = 0;
  let cachedVersion = -1;
  let clock = 0;
  try {
    contentVersionNow(); // on PostgreSQL: start listening now, so that the first hits need no query
  } catch {
    // no database yet: the first request asks again
  }

  function remember(key: string, page: CachedPage) {
    const old = entries.get(key);
    if (old) totalBytes -= old.bytes;
    page.used = ++clock;
    entries.set(key, page);
    totalBytes += page.bytes;
    // Least recently sent first. A scan, but only when full: a hit then
    // costs a counter increment rather than re-ordering the map.
    while (totalBytes > maxBytes && entries.size > 0) {
      let oldest: string | undefined;
      let oldestUsed = Infinity;
      for (const [k, value] of entries) {
        if (value.used < oldestUsed) {
          oldest = k;
          oldestUsed = value.used;
        }
      }
      totalBytes -= entries.get(oldest!)!.bytes;
      entries.delete(oldest!);
    }
  }

  /** The kept page for `key` at `version`, if any; everything is dropped when the version moved. */
  function current(key: string, version: number): CachedPage | undefined {
    if (version !== cachedVersion) {
      entries.clear(); // everything rendered before the write is stale
      totalBytes = 0;
      cachedVersion = version;
    }
    const page = entries.get(key);
    if (page === undefined || page.version !== version) return undefined;
    page.used = ++clock;
    return page;
  }

  function renderOnce(req: ExpressRequest, key: string, version: number): Promise<Rendered> {
    const renderKey = `${version} ${key}`;
    let pending = rendering.get(renderKey);
    if (!pending) {
      const nonce = options.newNonce();
      // The kept page is the render of its key: every URL sharing the key gets exactly it.
      pending = render(req, nonce, key)
        .then((response) => toRendered(response, version, nonce, options.site))
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
      const version = contentVersionNow() ?? (await readVersion(key));
      if (version === null) {
        const kept = entries.get(key);
        return kept ? writeStale(req, res, kept) : next(); // uncached: the render fails into the error page
      }
      const hit = current(key, version);
      if (hit) return writeHit(req, res, hit);
      if (limited()) return;
      const result = await renderOnce(req, key, version);
      if (!result.store) return sendAsRendered(req, res, result, options.site.csp);
      if (result.version === cachedVersion) remember(key, result);
      return writePage(req, res, result, result.missHeaders);
    } catch (err) {
      logger.error({ err, url: req.originalUrl }, "page cache failed; rendering directly");
      return next();
    }
  };

  // Only URLs the middleware kept are in `entries`, so the path rules of
  // publicRead() and signedIn() already hold for them; what varies per request is checked here.
  function answerHitsBefore(fallback: RequestListener): RequestListener {
    return (req, res) => {
      const key = req.url === undefined ? undefined : pageCacheKey(req.url);
      if ((req.method !== "GET" && req.method !== "HEAD") || key === undefined || !entries.has(key) || signedIn(req)) {
        return fallback(req, res);
      }
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
        const page = current(key, version);
        if (page) return writeHit(req, res, page);
        return fallback(req, res);
      }
      currentContentVersion()
        .then((version) => {
          const page = current(key, version);
          if (page) writeHit(req, res, page);
          else fallback(req, res);
        })
        .catch((err: unknown) => {
          logger.error({ err, url: key }, "content version unreadable; serving kept pages as they were");
          const kept = entries.get(key);
          if (res.headersSent) return;
          if (kept) writeStale(req, res, kept);
          else fallback(req, res);
        });
    };
  }

  return { middleware, answerHitsBefore };
}
