import { test, expect } from "@playwright/test";
import { databaseUrl, onPostgresServer } from "../../support/postgres-server";
import { startServer, type RunningServer } from "../server-process";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A real database outage: the server's PostgreSQL database stops taking
 * connections and its open ones are cut. Pages kept before it are still
 * served, marked stale; anything else fails as docs/product.md says; the
 * health check tells the load balancer (decision 016).
 */
test.describe("a database outage", () => {
  test.skip(!serverUrl, "needs PostgreSQL: set TEST_DATABASE_URL (bash .ci/run does)");
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  const databaseName = `outage_${process.pid}_${Date.now().toString(36)}`;
  let server: RunningServer;

  async function onServer(...statements: string[]) {
    for (const statement of statements) await onPostgresServer(serverUrl!, statement);
  }

  test.beforeAll(async () => {
    await onServer(`create database ${databaseName}`);
    server = await startServer({ env: { DATABASE_URL: databaseUrl(serverUrl!, databaseName), SEED_DEMO: "0" } });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (serverUrl) await onServer(`alter database ${databaseName} allow_connections true`, `drop database if exists ${databaseName} with (force)`);
  });

  test("serves kept pages marked stale, fails other pages with the spec's message, and /readyz answers 503", async ({ request }) => {
    await request.get(`${server.url}/category/condo`);
    const before = await request.get(`${server.url}/category/condo`);
    expect(before.headers()["x-page-cache"]).toBe("hit");
    const body = await before.text();

    await onServer(
      `alter database ${databaseName} allow_connections false`,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}'`,
    );
    try {
      // A hit in the moment before the server hears its connections were cut is
      // still the kept page, as "hit" (decision 025): wait until it has heard.
      await expect
        .poll(async () => (await request.get(`${server.url}/category/condo`)).headers()["x-page-cache"], { timeout: 10_000 })
        .toBe("stale");
      for (let i = 0; i < 3; i++) {
        const during = await request.get(`${server.url}/category/condo`);
        expect(during.status()).toBe(200);
        expect(during.headers()["x-page-cache"]).toBe("stale");
        expect(await during.text()).toBe(body);
      }
      const uncached = await request.get(`${server.url}/category/landed-house`);
      expect(uncached.status()).toBe(500);
      expect(await uncached.text()).toContain("Failed to load properties. Please try again later.");
      const ready = await request.get(`${server.url}/readyz`);
      expect(ready.status()).toBe(503);
      expect(await ready.json()).toEqual({ status: "unavailable", database: "unreachable", storage: "ok" });
      expect((await request.get(`${server.url}/healthz`)).status()).toBe(200);
      expect(server.output()).toContain("content version unreadable; serving kept pages as they were");
    } finally {
      await onServer(`alter database ${databaseName} allow_connections true`);
    }

    await expect.poll(async () => (await request.get(`${server.url}/readyz`)).status()).toBe(200);
    const after = await request.get(`${server.url}/category/condo`);
    expect(after.status()).toBe(200);
    expect(after.headers()["x-page-cache"]).toBe("hit");
  });
});
