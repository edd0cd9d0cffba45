import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { pageCache, pageCacheCounters } from "../../../server/page-cache";
import { contentVersionNow } from "~/platform/db/content-version.server";
import { getDb } from "~/platform/db/db.server";
import { contentSecurityPolicy, staticHeaders, staticSecurityHeaders } from "../../../server/security-headers";

// The page cache as server.js wires it (server/app.ts): hits answered by a
// plain node:http listener, everything else through Express. React Router is
// replaced by a render that counts its calls and reflects the nonce.
let renders = 0;
let expressRequests = 0;
let server: http.Server;
let base: string;
let nonceCounter = 0;

beforeAll(async () => {
  const pages = pageCache(
    async (req, nonce) => {
      renders += 1;
      const path = req.path;
      const status = path === "/missing" ? 404 : 200;
      return new Response(`<html><script nonce="${nonce}"></script>${path} render ${renders}</html>`, {
        status,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
    {
      site: { security: staticSecurityHeaders({ https: false }), csp: (nonce) => contentSecurityPolicy(nonce, false) },
      newNonce: () => `nonce${++nonceCounter}`,
    },
  );
  const app = express();
  app.disable("x-powered-by");
  app.use((_req, _res, next) => {
    expressRequests += 1;
    next();
  });
  app.use(staticHeaders({ https: false }));
  app.use(pages.middleware);
  app.use((_req, res) => res.status(418).end("not cached"));
  server = http.createServer(pages.answerHitsBefore(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  renders = 0;
  expressRequests = 0;
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** What a browser sends; a client that takes no compression is the rare case (decision 031). */
const BROWSER = { "Accept-Encoding": "gzip, deflate, br" };

/** node:http rather than fetch: the raw bytes, no decompression. */
function request(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { method: options.method ?? "GET", headers: { ...BROWSER, ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * On PostgreSQL the hit path learns of a write from the trigger's NOTIFY,
 * which arrives on its own connection a moment after the commit: wait for
 * it, as a later visitor's request would. On SQLite it reads the file at once.
 */
async function heardOfWrite() {
  const stored = Number((await getDb().selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow()).version);
  await expect.poll(() => contentVersionNow()).toBe(stored);
}

const withoutPerResponse = (headers: http.IncomingHttpHeaders) => {
  const { date: _date, "x-page-cache": _label, ...rest } = headers;
  return rest;
};

describe("page cache hits before Express", () => {
  it("answers a repeat visit without entering Express, with the miss's headers and bytes", async () => {
    const counted = { ...pageCacheCounters };
    const miss = await request("/fast/one");
    expect(miss.headers["x-page-cache"]).toBe("miss");
    const hit = await request("/fast/one");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(renders).toBe(1);
    expect(expressRequests).toBe(1);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(withoutPerResponse(hit.headers)).toEqual(withoutPerResponse(miss.headers));
    expect(hit.headers["x-content-type-options"]).toBe("nosniff");
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(hit.headers["content-security-policy"]).toContain(`'nonce-${/nonce="([^"]+)"/.exec(zlib.brotliDecompressSync(hit.body).toString())![1]}'`);
    expect(hit.headers["vary"]).toBe("Accept-Encoding, Cookie");
    expect(hit.headers["content-length"]).toBe(String(hit.body.length));
    // The counters a metrics endpoint reads.
    expect({ hits: pageCacheCounters.hits - counted.hits, misses: pageCacheCounters.misses - counted.misses }).toEqual({ hits: 1, misses: 1 });
  });

  it("sends br, gzip or identity by Accept-Encoding, 304 on a matching ETag, and no body to HEAD", async () => {
    const br = await request("/fast/two");
    expect(br.headers["content-encoding"]).toBe("br");
    const page = zlib.brotliDecompressSync(br.body);
    expect(page.toString()).toContain("/fast/two render 1");
    // Kept compressed only: an identity answer is made from the brotli copy by the middleware.
    const plain = await request("/fast/two", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers["x-page-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-length"]).toBe(String(page.length));
    expect(plain.body.equals(page)).toBe(true);
    expect(expressRequests).toBe(2);
    // gzip is made the first time it is asked for, then kept: the next gzip hit skips Express.
    for (const expected of [3, 3]) {
      const gzip = await request("/fast/two", { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gzip.headers["x-page-cache"]).toBe("hit");
      expect(gzip.headers["content-length"]).toBe(String(gzip.body.length));
      expect(zlib.gunzipSync(gzip.body).equals(page)).toBe(true);
      expect(expressRequests).toBe(expected);
    }

    const notModified = await request("/fast/two", { headers: { "If-None-Match": br.headers.etag! } });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers["content-security-policy"]).toBe(br.headers["content-security-policy"]);

    const head = await request("/fast/two", { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(page.length));
    expect(head.body.length).toBe(0);
    expect(renders).toBe(1);
    expect(expressRequests).toBe(3);
  });

  it("writes a hit's head once, with one Date and the connection kept alive or closed as the client asked", async () => {
    await request("/fast/five");
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const raw = (headers: Record<string, string> = {}) =>
      new Promise<{ reused: boolean; head: string[]; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = http.get(base + "/fast/five", { agent, headers: { ...BROWSER, ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ reused: req.reusedSocket, head: res.rawHeaders, headers: res.headers, body: zlib.brotliDecompressSync(Buffer.concat(chunks)).toString() }),
          );
        });
        req.on("error", reject);
      });
    const first = await raw();
    const second = await raw();
    agent.destroy();
    expect(second.reused).toBe(true); // the same connection answered both
    for (const hit of [first, second]) {
      expect(hit.headers["x-page-cache"]).toBe("hit");
      expect(hit.headers.connection).toBe("keep-alive");
      expect(hit.head.filter((name, i) => i % 2 === 0 && /^date$/i.test(name))).toHaveLength(1);
      expect(hit.body).toContain("/fast/five render");
    }
    const closing = await raw({ Connection: "close" });
    expect(closing.headers["x-page-cache"]).toBe("hit");
    expect(closing.headers.connection).toBe("close");
    expect(renders).toBe(1);
  });

  it("keeps a 404 with its status", async () => {
    await request("/missing");
    const again = await request("/missing");
    expect(again.status).toBe(404);
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(renders).toBe(1);
  });

  it("leaves signed-in browsers and other methods to Express", async () => {
    await request("/fast/three");
    const signedIn = await request("/fast/three", { headers: { Cookie: "theme=dark; __session=abc" } });
    expect(signedIn.status).toBe(418);
    const post = await request("/fast/three", { method: "POST" });
    expect(post.status).toBe(418);
    const otherCookie = await request("/fast/three", { headers: { Cookie: "theme=dark" } });
    expect(otherCookie.headers["x-page-cache"]).toBe("hit");
    expect(expressRequests).toBe(3);
  });

  it("renders anew on the first request after a write to the listings", async () => {
    await request("/fast/four");
    const before = await request("/fast/four");
    expect(before.headers["x-page-cache"]).toBe("hit");
    await createTestProperty();
    await heardOfWrite();
    const after = await request("/fast/four");
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(renders).toBe(2);
  });
});
