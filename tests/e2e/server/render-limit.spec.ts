import { test, expect } from "@playwright/test";
import { startServer, type RunningServer } from "../server-process";

// Every distinct URL is a render; one client asking for many of them at once
// is answered 429 after its burst (server/render-limit.ts), while pages
// already kept are served to it as to anyone, and other clients notice nothing.
// Clients are told apart by X-Forwarded-For, believed from 127.0.0.1 (TRUST_PROXY=loopback).
let server: RunningServer;
const A = { "X-Forwarded-For": "203.0.113.7" };
const B = { "X-Forwarded-For": "198.51.100.9" };

test.beforeAll(async () => {
  server = await startServer({ catalogue: "demo", env: { RENDER_LIMIT_PER_SECOND: "5" } }); // the default: a burst of 30
});

test.afterAll(async () => {
  await server?.stop();
});

test("many distinct searches from one client get 429 after the burst; kept pages and other clients are served", async ({ request }) => {
  const get = (path: string, headers: Record<string, string>) => request.get(server.url + path, { headers });
  await get("/category/condo", A);
  expect((await get("/category/condo", A)).headers()["x-page-cache"]).toBe("hit");

  const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => get(`/search?q=flood${i}`, A)));
  const statuses = answers.map((a) => a.status());
  const limited = answers.filter((a) => a.status() === 429);
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(40);
  expect(limited.length).toBeGreaterThanOrEqual(40);
  expect(Number(limited[0]!.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
  expect(await limited[0]!.text()).toContain("Too many pages requested at once. Please wait a moment and try again.");

  // A made-up session cookie is no way around it: signed-in pages are always rendered, so they count too.
  // (The bucket refills 5 a second while the flood is answered: a few of these may pass.)
  const withCookie = await Promise.all(Array.from({ length: 20 }, (_, i) => get(`/search?q=cookie${i}`, { ...A, Cookie: "__session=made-up" })));
  expect(withCookie.filter((a) => a.status() === 429).length).toBeGreaterThanOrEqual(10);

  const kept = await get("/category/condo", A);
  expect(kept.status()).toBe(200);
  expect(kept.headers()["x-page-cache"]).toBe("hit");

  const other = await get("/search?q=flood1", B);
  expect(other.status()).toBe(200);
  const otherNew = await get("/search?q=something-else", B);
  expect(otherNew.status()).toBe(200);
  expect(otherNew.headers()["x-page-cache"]).toBe("miss");
});
