import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { currentContentVersion } from "~/platform/content-version.server";
import { logger } from "~/platform/logger.server";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "~/auth/session.server";
import { accepts } from "./precompressed-assets";
import { toRendered, type CachedPage, type Encoding, type HeaderBlocks, type Rendered, type SiteHeaders, type UncachedResponse } from "./page-cache-entry";

/** Renders one request into a full Fetch Response (server/react-router.ts), its scripts carrying `cspNonce`. */
export type Render = (req: ExpressRequest, cspNonce: string) => Promise<Response>;

const UNCACHED_PREFIXES = ["/admin", "/login", "/logout", "/images/", "/assets/", "/healthz"];
const SESSION_COOKIE_SENT = new RegExp(`(?:^|;\\s*)(?:${SESSION_COOKIE}|${SECURE_SESSION_COOKIE})=`);

function signedIn(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && SESSION_COOKIE_SENT.test(cookie); // an admin sees Admin/Logout
}

function cacheable(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (signedIn(req)) return false;
  return !UNCACHED_PREFIXES.some((p) => req.path === p.replace(/\/$/, "") || req.path.startsWith(p));
}

function pickEncoding(accept: string | undefined): Encoding {
  return accepts(accept, "br") ? "br" : accepts(accept, "gzip") ? "gzip" : "identity";
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
  options: { maxBytes?: number; site: SiteHeaders; newNonce: () => string },
): PageCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, CachedPage>(); // insertion order = least recently used first
  const rendering = new Map<string, Promise<Rendered>>();
  let totalBytes = 0;
  let cachedVersion = -1;

  function remember(key: string, page: CachedPage) {
    const old = entries.get(key);
    if (old) totalBytes -= old.bytes;
    entries.delete(key);
    entries.set(key, page);
    totalBytes += page.bytes;
    for (const [oldest, value] of entries) {
      if (totalBytes <= maxBytes) break;
      entries.delete(oldest);
      totalBytes -= value.bytes;
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
    entries.delete(key); // refresh its place in the LRU order
    entries.set(key, page);
    return page;
  }

  function renderOnce(req: ExpressRequest, key: string, version: number): Promise<Rendered> {
    const renderKey = `${version} ${key}`;
    let pending = rendering.get(renderKey);
    if (!pending) {
      const nonce = options.newNonce();
      pending = render(req, nonce)
        .then((response) => toRendered(response, version, nonce, options.site))
        .finally(() => rendering.delete(renderKey));
      rendering.set(renderKey, pending);
    }
    return pending;
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if (!cacheable(req)) return next();
    try {
      const version = await currentContentVersion();
      const key = req.originalUrl;
      const hit = current(key, version);
      if (hit) return writePage(req, res, hit, hit.hitHeaders);
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
  // cacheable() already hold for them; what varies per request is checked here.
  function answerHitsBefore(fallback: RequestListener): RequestListener {
    return (req, res) => {
      const key = req.url;
      if ((req.method !== "GET" && req.method !== "HEAD") || key === undefined || !entries.has(key) || signedIn(req)) {
        return fallback(req, res);
      }
      // Read per request, as the middleware does: a write on any instance shows on the next request.
      currentContentVersion()
        .then((version) => {
          const page = current(key, version);
          if (page) writePage(req, res, page, page.hitHeaders);
          else fallback(req, res);
        })
        .catch((err: unknown) => {
          logger.error({ err, url: key }, "page cache failed; rendering directly");
          if (!res.headersSent) fallback(req, res);
        });
    };
  }

  return { middleware, answerHitsBefore };
}
