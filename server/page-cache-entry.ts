import crypto from "node:crypto";
import { STATUS_CODES, validateHeaderName, validateHeaderValue } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { HeadSlot } from "./raw-response";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);

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

/**
 * What the page cache keeps for one URL, ready to be written as it is.
 * Only compressed bodies are kept (decision 031): brotli always, gzip from
 * the first request that wants it, and identity made from the brotli copy
 * for the rare client that accepts neither.
 */
export interface CachedPage {
  store: true;
  version: number;
  status: number;
  br: Buffer;
  /** Made when a request first wants gzip (at the render, or from `br` later: `withGzip`). */
  gzip?: Buffer;
  /** The uncompressed length, for an identity answer's Content-Length. */
  identityLength: number;
  etag: string;
  /** What the entry holds in memory: bodies, heads (and the per-second copy each keeps), bookkeeping. */
  bytes: number;
  /** Every response header of a hit, worked out once, so a hit costs one writeHead. */
  hitHeaders: HeaderBlocks;
  /**
   * The same as the raw head a hit writes (status line and every header but
   * Date and Connection, which server/raw-response.ts adds), per compressed
   * body kept. Identity answers use `hitHeaders`.
   */
  hitHeads: { br: string; gzip?: string };
  /** Each head's finished form for the current second (server/raw-response.ts). */
  hitSlots: { br: HeadSlot; gzip: HeadSlot };
  /** What its heads are made of, to remake them when a gzip body is added. */
  parts: PageParts;
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

/** A page just rendered: what is kept, and its uncompressed body for the requests that asked for it. */
export interface FreshPage {
  store: true;
  page: CachedPage;
  identity: Buffer;
}

export type Rendered = FreshPage | UncachedResponse;

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

type Lengths = { identity: number; br: number; gzip?: number };

function headerBlocks(common: [string, string][], lengths: Lengths, label: "hit" | "miss" | "stale"): HeaderBlocks {
  const shared: [string, string][] = [...common, ["X-Page-Cache", label]];
  const withBody = (encoding: Encoding): string[] => {
    const length = lengths[encoding];
    if (length === undefined) return []; // not made yet: never written (withGzip comes first)
    return flatten([
      ...shared,
      ...(encoding === "identity" ? [] : [["Content-Encoding", encoding] as [string, string]]),
      ["Content-Length", String(length)],
    ]);
  };
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

const gzipOptions = { level: 6 };
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
/** A kept page's objects, arrays of header pairs and key, beside its bodies and heads. */
const BOOKKEEPING_BYTES = 2048;

/** What makes a kept page besides its bodies: enough to remake its heads when a gzip body is added. */
export interface PageParts {
  version: number;
  status: number;
  etag: string;
  identityLength: number;
  /** Every header but X-Page-Cache, Content-Encoding and Content-Length. */
  common: [string, string][];
}

function keep(parts: PageParts, br: Buffer, gzipped: Buffer | undefined): CachedPage {
  const hitHeaders = headerBlocks(parts.common, { identity: parts.identityLength, br: br.length, gzip: gzipped?.length }, "hit");
  const hitHeads = {
    br: rawHead(parts.status, hitHeaders.br),
    ...(gzipped ? { gzip: rawHead(parts.status, hitHeaders.gzip) } : {}),
  };
  // Each head is held twice: as worked out, and with this second's Date in its slot.
  const heads = 2 * (hitHeads.br.length + (hitHeads.gzip?.length ?? 0));
  return {
    store: true,
    version: parts.version,
    status: parts.status,
    br,
    ...(gzipped ? { gzip: gzipped } : {}),
    identityLength: parts.identityLength,
    etag: parts.etag,
    bytes: br.length + (gzipped?.length ?? 0) + heads + BOOKKEEPING_BYTES,
    hitHeaders,
    hitHeads,
    hitSlots: { br: {}, gzip: {} },
    parts,
  };
}

/** The page's uncompressed body, made from its brotli copy off the event loop (the rare client that accepts neither encoding). */
export function identityOf(page: CachedPage): Promise<Buffer> {
  return brotliDecompress(page.br);
}

/**
 * The same page with a gzip body (and its heads), made from the brotli copy
 * off the event loop: a new entry, so that the cache re-counts its size.
 */
export async function withGzip(page: CachedPage): Promise<CachedPage> {
  if (page.gzip) return page;
  return keep(page.parts, page.br, await gzip(await brotliDecompress(page.br), gzipOptions));
}

/** A kept page's header blocks labelled for a miss (the request that rendered it) or a stale answer. */
export function relabelled(page: CachedPage, label: "miss" | "stale"): HeaderBlocks {
  return headerBlocks(page.parts.common, { identity: page.identityLength, br: page.br.length, gzip: page.gzip?.length }, label);
}

/**
 * Renders into what the cache keeps: a public 200 or 404 without cookies
 * becomes a CachedPage (brotli, gzip when `wantGzip`, an ETag, its header
 * lists); anything else an UncachedResponse.
 */
export async function toRendered(response: Response, version: number, nonce: string, site: SiteHeaders, wantGzip: boolean): Promise<Rendered> {
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
  // render and the compressions of one miss would otherwise hold the
  // loop as one turn, and a GC pause inside it pushed that past 50 ms.
  // gzip only when this request wants it (decision 031): most browsers and
  // crawlers take brotli, and a kept page holds only what is asked for.
  let gzipped: Buffer | undefined;
  let brotlied: Buffer;
  if (identity.length <= SYNC_LIMIT) {
    if (wantGzip) {
      await nextTurn();
      gzipped = zlib.gzipSync(identity, gzipOptions);
    }
    await nextTurn();
    brotlied = zlib.brotliCompressSync(identity, brotliOptions);
  } else {
    // Both, one after the other: a large body (a sitemap file) is worth
    // keeping in both forms, and on a server given one core two compressions
    // of a 4 MB file at once took two thirds of it from the event loop.
    gzipped = await gzip(identity, gzipOptions);
    brotlied = await brotli(identity, brotliOptions);
  }
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
  const page = keep({ version, status: response.status, etag, identityLength: identity.length, common }, brotlied, gzipped);
  return { store, page, identity };
}
