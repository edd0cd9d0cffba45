import { ServerResponse } from "node:http";

/**
 * Writing a kept page with a head worked out in advance.
 *
 * `writeHead` checks and joins every header on every call (for our pages:
 * a dozen security headers and a long CSP); a hit only needs its bytes out.
 * So a kept page carries its head as one string (status line and headers,
 * checked once when it was rendered) and a hit hands it to Node as the
 * stored head, the way `_storeHeader` itself leaves it, adding only the
 * two lines that vary: Date (worked out once a second, as Node does) and
 * Connection (keep-alive or close, from what Node decided for this socket).
 * Node then writes head and body in one writev, keeps the connection's
 * request queue as usual, and treats HEAD as ever (no body).
 *
 * `_header` is Node's own (undocumented but long-stable) field that
 * `writeHead` fills; if a Node version lacks the machinery, `rawHeadsWork`
 * is false and callers use `writeHead` (tests/integration/database/page-cache-fast-path.test.ts
 * compares both paths' headers).
 */
interface NodeResponse {
  _header: string | null;
  _headerSent: boolean;
  _last: boolean;
  _keepAliveTimeout: number;
  shouldKeepAlive: boolean;
  maxRequestsOnConnectionReached?: boolean;
}

const proto = ServerResponse.prototype as unknown as Record<string, unknown>;
export const rawHeadsWork = typeof proto._storeHeader === "function" && typeof proto._send === "function";

let dateLine: string | undefined;
function date(): string {
  if (dateLine === undefined) {
    dateLine = `Date: ${new Date().toUTCString()}\r\n`;
    setTimeout(() => (dateLine = undefined), 1000 - (Date.now() % 1000)).unref();
  }
  return dateLine;
}

/** A cached head with its Date and Connection lines, remade only when the second changes. */
export interface HeadSlot {
  date?: string;
  keepAlive?: string;
  keepAliveSeconds?: number;
}

/**
 * Writes `head` (from `rawHead`) and `body` (none for HEAD) as the response.
 * `slot` keeps this head's finished form for the current second.
 */
export function writeRaw(res: ServerResponse, status: number, head: string, slot: HeadSlot, body: Buffer | undefined): void {
  const out = res as unknown as NodeResponse;
  res.statusCode = status;
  const keepAlive = out.shouldKeepAlive && !out.maxRequestsOnConnectionReached;
  const now = date();
  if (keepAlive) {
    const seconds = Math.floor(out._keepAliveTimeout) / 1000;
    if (slot.date !== now || slot.keepAliveSeconds !== seconds) {
      slot.date = now;
      slot.keepAliveSeconds = seconds;
      slot.keepAlive = `${head}${now}Connection: keep-alive\r\n${seconds ? `Keep-Alive: timeout=${seconds}\r\n` : ""}\r\n`;
    }
    out._header = slot.keepAlive!;
  } else {
    out._last = true;
    out._header = `${head}${now}Connection: close\r\n\r\n`;
  }
  out._headerSent = false;
  if (body === undefined) res.end();
  else res.end(body);
}
