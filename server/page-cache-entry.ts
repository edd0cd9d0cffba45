import crypto from "node:crypto";
import { STATUS_CODES, validateHeaderName, validateHeaderValue } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { HeadSlot } from "./raw-response";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Bodies up to this size are compressed synchronously (see toRendered). */
const SYNC_LIMIT = 128 * 1024;

/** Headers worked out elsewhere and not sent again: a kept page gets its own. */
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "etag", "vary", "cache-control"]);

export type Encoding = "br" | "gzip" | "identity";

/**
 * A response's complete header lists, as `writeHead` takes them (name, value,
 * name, value…): one per body encoding, and the 304's.
 */
export type HeaderBlocks = Record<Encoding | "notModified", string[]>;

/** What the page cache keeps for one URL, ready to be written as it is. */
export interface CachedPage {
  store: true;
  version: number;
  status: number;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  bytes: number;
  /** Every response header of a hit, worked out once, so a hit costs one writeHead. */
  hitHeaders: HeaderBlocks;
  /**
   * The same as the raw head a hit writes (status line and every header but
   * Date and Connection, which server/raw-response.ts adds), per encoding.
   */
  hitHeads: Record<Encoding, string>;
  /** Each head's finished form for the current second (server/raw-response.ts). */
  hitSlots: Record<Encoding, HeadSlot>;
  /** When it was last sent, for the LRU order (a counter, not a clock). */
  used: number;
  /** The same with `X-Page-Cache: miss`, for the request that rendered it. */
  missHeaders: HeaderBlocks;
}

/** A response that must not be kept (redirects, errors, cookies, `private`): sent once, as rendered. */
export interface UncachedResponse {
  store: false;
  version: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The CSP nonce the page was rendered with. */
  nonce: string;
}

export type Rendered = CachedPage | UncachedResponse;

/**
 * The headers every response of the site carries before the page's own:
 * helmet's (server/security-headers.ts) and the CSP for a given nonce.
 */
export interface SiteHeaders {
  security: [string, string][];
  csp?: (nonce: string) => string;
}

/** Later entries win over earlier ones of the same name, as `setHeader` would have done. */
function flatten(headers: [string, string][]): string[] {
  const byName = new Map<string, [string, string]>();
  for (const header of headers) byName.set(header[0].toLowerCase(), header);
  return [...byName.values()].flat();
}

function headerBlocks(
  common: [string, string][],
  bodies: Record<Encoding, Buffer>,
  label: "hit" | "miss",
): HeaderBlocks {
  const shared: [string, string][] = [...common, ["X-Page-Cache", label]];
  const withBody = (encoding: Encoding): string[] =>
    flatten([
      ...shared,
      ...(encoding === "identity" ? [] : [["Content-Encoding", encoding] as [string, string]]),
      ["Content-Length", String(bodies[encoding].length)],
    ]);
  return { identity: withBody("identity"), gzip: withBody("gzip"), br: withBody("br"), notModified: flatten(shared) };
}

/**
 * A status line and header lines as they go on the wire, checked as Node's
 * writeHead would check them (a header value rendered from content must not
 * smuggle a line break), once per render instead of once per hit.
 */
function rawHead(status: number, headers: string[]): string {
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n`;
  for (let i = 0; i < headers.length; i += 2) {
    validateHeaderName(headers[i]!);
    validateHeaderValue(headers[i]!, headers[i + 1]!);
    head += `${headers[i]}: ${headers[i + 1]}\r\n`;
  }
  return head;
}

/**
 * The body as one Buffer, copied at most once: a body of one chunk (a page
 * rendered to a string, a sitemap file) is used as it is. `arrayBuffer()`
 * copies every body again; for a 4.4 MB sitemap file that allocation started
 * V8's incremental marking steps on the event loop (docs/performance.md).
 */
async function bodyBytes(response: Response): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  if (chunks.length === 1) return Buffer.from(chunks[0]!.buffer, chunks[0]!.byteOffset, chunks[0]!.byteLength);
  return Buffer.concat(chunks);
}

/**
 * Renders into what the cache keeps: a public 200 or 404 without cookies
 * becomes a CachedPage (compressed, with an ETag and its header lists);
 * anything else an UncachedResponse.
 */
export async function toRendered(response: Response, version: number, nonce: string, site: SiteHeaders): Promise<Rendered> {
  const cacheControl = response.headers.get("cache-control") ?? "";
  const store =
    (response.status === 200 || response.status === 404) &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/.test(cacheControl);
  const identity = await bodyBytes(response);
  if (!store) {
    const headers = [...response.headers].filter(([name]) => !["content-length", "transfer-encoding", "connection"].includes(name));
    return { store, version, status: response.status, headers, body: identity, nonce };
  }
  // At levels that cost about a millisecond each for a page: every save
  // re-renders the pages visitors ask for. A page (under SYNC_LIMIT) is
  // compressed on the loop: ≈ 2 ms for the home page, against ≈ 3 ms of CPU
  // through the thread pool's stream machinery (docs/performance.md). Larger
  // bodies (sitemap files) go to the thread pool, so other requests never wait long.
  // Each step in a turn of its own (decision 026): the loader's queries, the
  // render and the two compressions of one miss would otherwise hold the
  // loop as one turn, and a GC pause inside it pushed that past 50 ms.
  const gzipOptions = { level: 6 };
  const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
  let gzipped: Buffer;
  let brotlied: Buffer;
  if (identity.length <= SYNC_LIMIT) {
    await nextTurn();
    gzipped = zlib.gzipSync(identity, gzipOptions);
    await nextTurn();
    brotlied = zlib.brotliCompressSync(identity, brotliOptions);
  } else {
    // One after the other: on a server given one core, two compressions of a
    // 4 MB sitemap file at once took two thirds of it from the event loop.
    gzipped = await gzip(identity, gzipOptions);
    brotlied = await brotli(identity, brotliOptions);
  }
  const bodies: Record<Encoding, Buffer> = { identity, gzip: gzipped, br: brotlied };
  const etag = `"${crypto.createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`;
  // The order the uncached path sets them in: helmet's, the page's own, then the CSP.
  // The CSP repeats this render's nonce with every copy. Safe: the key is the
  // whole URL, so whatever the page reflects was fixed when the nonce was
  // drawn, and any write renders anew (docs/decisions/012-page-cache.md).
  const common: [string, string][] = [
    ...site.security,
    ...[...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name)),
    ...(site.csp ? [["Content-Security-Policy", site.csp(nonce)] as [string, string]] : []),
    ["Cache-Control", "public, max-age=0, must-revalidate"],
    ["Vary", "Accept-Encoding, Cookie"],
    ["ETag", etag],
  ];
  const hitHeaders = headerBlocks(common, bodies, "hit");
  return {
    store,
    version,
    status: response.status,
    ...bodies,
    etag,
    bytes: identity.length * 2,
    hitHeaders,
    hitHeads: {
      identity: rawHead(response.status, hitHeaders.identity),
      gzip: rawHead(response.status, hitHeaders.gzip),
      br: rawHead(response.status, hitHeaders.br),
    },
    hitSlots: { identity: {}, gzip: {}, br: {} },
    used: 0,
    missHeaders: headerBlocks(common, bodies, "miss"),
  };
}
