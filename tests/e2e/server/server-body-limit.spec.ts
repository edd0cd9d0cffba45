import { test, expect } from "@playwright/test";
import { startServer, type RunningServer } from "../server-process";
import { postLargeBody, rssOf } from "../raw-http";

// Issue 18, item 7: one 50 MB POST to /login used to raise the server's
// memory by 150 MB. Forms are refused above 64 KB before anything reads them.
let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "0" } });
});

test.afterAll(async () => {
  await server?.stop();
});

const MB = 1024 * 1024;
/**
 * Well under the 50 MB sent (a server that read the body would grow by at least
 * that; it grew by 150 MB before the fix), and above what a server a few seconds
 * old allocates anyway: its start-up jobs (lifecycle, owner-data check, counts
 * flush) load their modules in those seconds, ≈ 10 MB seen under CI.
 */
const GROWTH_LIMIT = 25 * MB;

async function settledRss(): Promise<number> {
  await new Promise((r) => setTimeout(r, 300));
  return rssOf(server.process.pid!);
}

test("a 50 MB POST to /login is refused with 413 and the server's memory hardly moves", async () => {
  test.setTimeout(60_000);
  // Warm up the paths a form post takes, so the measure is of the body alone.
  for (let i = 0; i < 3; i++) await postLargeBody(`${server.url}/login`, 0);
  const before = await settledRss();
  const answer = await postLargeBody(`${server.url}/login`, 50);
  expect(answer.status).toBe(413);
  expect(answer.body).toMatch(/too large/i);
  const after = await settledRss();
  expect(after - before, `RSS ${Math.round(before / MB)} MB → ${Math.round(after / MB)} MB`).toBeLessThan(GROWTH_LIMIT);
});

test("a 50 MB chunked POST (no Content-Length) is refused too, without growing memory", async () => {
  test.setTimeout(60_000);
  const before = await settledRss();
  // The server answers 413 once 64 KB are in, then closes without reading the rest
  // (no lingering close): a client still sending may get the reset before the answer.
  // Either way the body was refused; what this test holds is the server's memory.
  const answer = await postLargeBody(`${server.url}/listing/anything`, 50, { chunked: true }).catch((error: NodeJS.ErrnoException) => ({
    status: error.code,
  }));
  expect([413, "EPIPE", "ECONNRESET"]).toContain(answer.status);
  const after = await settledRss();
  expect(after - before, `RSS ${Math.round(before / MB)} MB → ${Math.round(after / MB)} MB`).toBeLessThan(GROWTH_LIMIT);
});

test("a form under 64 KB still reaches the page", async () => {
  const answer = await postLargeBody(`${server.url}/login`, 0);
  expect(answer.status).toBe(400); // no e-mail: the sign-in page's own answer
});
