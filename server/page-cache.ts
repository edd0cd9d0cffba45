import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { currentContentVersion } from "~/lib/content-version.server";
import { logger } from "~/lib/logger.server";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Renders one request into a full Fetch Response (React Router's handler), its scripts carrying `cspNonce`. */
export type Render = (request: Request, cspNonce: string) => Promise<Response>;

interface Entry {
  version: number;
  /** False for what must not be kept (redirects, errors, cookies): sent once, as rendered. */
  store: boolean;
  status: number;
  headers: [string, string][];
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  bytes: number;
  /**
   * The CSP nonce the page was rendered with, sent again with every copy.
   * Safe to repeat: the key is the whole URL, so whatever the page reflects
   * was fixed when the nonce was drawn, and any write renders anew.
   */
  nonce: string;
}

const UNCACHED_PREFIXES = ["/admin", "/login", "/logout", "/images/", "/assets/", "/healthz"];
const SESSION_COOKIE = /(?:^|;\s*)__session=/;
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "etag", "vary", "cache-control"]);

function cacheable(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (SESSION_COOKIE.test(req.headers.cookie ?? "")) return false; // an admin sees Admin/Logout
  return !UNCACHED_PREFIXES.some((p) => req.path === p.replace(/\/$/, "") || req.path.startsWith(p));
}

function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, { method: "GET", headers });
}

function pickEncoding(accept: string | undefined): "br" | "gzip" | "identity" {
  const value = accept ?? "";
  if (/\bbr\b/.test(value)) return "br";
  if (/\bgzip\b/.test(value)) return "gzip";
  return "identity";
}

/**
 * Public pages change only when the agent saves, so each one is rendered
 * once and served from memory until the content version moves (any write
 * to properties, locations or project names, on any instance). Anonymous
 * GETs only; pages and their `.data` twins alike. Bodies are kept
 * pre-compressed, with an ETag for 304s. Concurrent misses for one URL share
 * one render.
 */
export function pageCache(
  render: Render,
  options: {
    maxBytes?: number;
    csp?: (nonce: string) => string;
    newNonce: () => string;
  },
): RequestHandler {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>(); // insertion order = least recently used first
  const rendering = new Map<string, Promise<Entry>>();
  let totalBytes = 0;
  let cachedVersion = -1;

  function remember(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old) totalBytes -= old.bytes;
    entries.delete(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    for (const [oldest, value] of entries) {
      if (totalBytes <= maxBytes) break;
      entries.delete(oldest);
      totalBytes -= value.bytes;
    }
  }

  async function fill(req: ExpressRequest, nonce: string, version: number): Promise<Entry> {
    const response = await render(toFetchRequest(req), nonce);
    const cacheControl = response.headers.get("cache-control") ?? "";
    const store =
      (response.status === 200 || response.status === 404) &&
      !response.headers.has("set-cookie") &&
      !/no-store|private/.test(cacheControl);
    const identity = Buffer.from(await response.arrayBuffer());
    if (!store) {
      const headers = [...response.headers].filter(([name]) => !["content-length", "transfer-encoding", "connection"].includes(name));
      return { version, store, status: response.status, headers, identity, gzip: identity, br: identity, etag: "", bytes: 0, nonce };
    }
    const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name));
    return {
      version,
      store,
      status: response.status,
      headers,
      identity,
      // Off the event loop, at levels that cost about a millisecond: every save
      // re-renders the pages visitors ask for, and other requests must not wait.
      gzip: await gzip(identity, { level: 6 }),
      br: await brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      etag: `"${crypto.createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`,
      bytes: identity.length * 2,
      nonce,
    };
  }

  function sendAsRendered(req: ExpressRequest, res: ExpressResponse, entry: Entry) {
    res.status(entry.status);
    if (options.csp) res.setHeader("Content-Security-Policy", options.csp(entry.nonce));
    const cookies = entry.headers.filter(([name]) => name === "set-cookie").map(([, value]) => value);
    for (const [name, value] of entry.headers) if (name !== "set-cookie") res.setHeader(name, value);
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    res.end(req.method === "HEAD" ? undefined : entry.identity);
  }

  function send(req: ExpressRequest, res: ExpressResponse, entry: Entry, hit: boolean) {
    if (!entry.store) return sendAsRendered(req, res, entry);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (options.csp) res.setHeader("Content-Security-Policy", options.csp(entry.nonce));
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("ETag", entry.etag);
    res.setHeader("X-Page-Cache", hit ? "hit" : "miss");
    if (req.headers["if-none-match"] === entry.etag) {
      res.status(304).end();
      return;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"] as string | undefined);
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(entry.status);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  return async (req, res, next) => {
    if (!cacheable(req)) return next();
    try {
      const version = await currentContentVersion();
      if (version !== cachedVersion) {
        entries.clear(); // everything rendered before the write is stale
        totalBytes = 0;
        cachedVersion = version;
      }
      const key = req.originalUrl;
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        entries.delete(key); // refresh its place in the LRU order
        entries.set(key, hit);
        return send(req, res, hit, true);
      }
      const renderKey = `${version} ${key}`;
      let pending = rendering.get(renderKey);
      if (!pending) {
        pending = fill(req, options.newNonce(), version).finally(() => rendering.delete(renderKey));
        rendering.set(renderKey, pending);
      }
      const result = await pending;
      if (result.store && result.version === cachedVersion) remember(key, result);
      return send(req, res, result, false);
    } catch (err) {
      logger.error({ err, url: req.originalUrl }, "page cache failed; rendering directly");
      return next();
    }
  };
}
