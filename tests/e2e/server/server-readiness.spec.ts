import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { databaseUrl, onPostgresServer, tcpProxy } from "../../support/postgres-server";
import { freePort, startServer, type RunningServer } from "../server-process";

/**
 * Liveness and readiness (issue 27 item 2, docs/deploy.md): /healthz answers
 * 200 while the process serves; /readyz answers 503 naming the database when
 * it cannot answer a real query, so a load balancer stops sending visitors to
 * this instance without a service manager restarting a process that is fine.
 */

test.describe("on SQLite, a database file another process has broken", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ env: { SEED_DEMO: "0" } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("readiness answers 503 naming the database, liveness 200", async ({ request }) => {
    const before = await request.get(`${server.url}/readyz`);
    expect(before.status()).toBe(200);
    expect(await before.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });

    // What the issue saw: the listings table gone (a hand-made migration, a script on the wrong file).
    const other = new Database(path.join(server.dataDir, "site.db"));
    try {
      other.exec("drop table properties");
    } finally {
      other.close();
    }

    const after = await request.get(`${server.url}/readyz`);
    expect(after.status()).toBe(503);
    expect(await after.json()).toEqual({ status: "unavailable", database: "error", storage: "ok" });
    expect(await after.text()).not.toMatch(/no such table|at \w+ \(/);
    const live = await request.get(`${server.url}/healthz`);
    expect(live.status()).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    // The pages it cannot serve are what readiness was right about.
    expect((await request.get(`${server.url}/category/condo`)).status()).toBe(500);
    // Said once in the log, with the reason, not on every probe.
    await request.get(`${server.url}/readyz`);
    expect(server.output().match(/not ready: readiness answers 503/g)).toHaveLength(1);
    expect(server.output()).toContain("no such table: properties");
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

test.describe("on PostgreSQL with photos in a local folder", () => {
  test.skip(!serverUrl, "needs PostgreSQL: set TEST_DATABASE_URL (bash .ci/run does)");
  test.describe.configure({ timeout: 120_000 });

  const databaseName = `readiness_${process.pid}_${Date.now().toString(36)}`;
  let server: RunningServer;
  let dataDir: string;

  test.beforeAll(async () => {
    await onPostgresServer(serverUrl!, `create database ${databaseName}`);
    // Issue 25 item 8: no DATA_DIR yet (nothing on PostgreSQL writes there before the first upload).
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "listing-e2e-")), "not-yet");
    server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl(serverUrl!, databaseName), SEED_DEMO: "0", SESSION_SECRET: "a".repeat(40) } });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (serverUrl) await onPostgresServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  test("is ready before DATA_DIR exists: the photo folder is made as the first upload would make it", async ({ request }) => {
    const ready = await request.get(`${server.url}/readyz`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });
    expect(fs.statSync(path.join(dataDir, "uploads")).isDirectory()).toBe(true);
  });
});

test.describe("on PostgreSQL refusing connections", () => {
  test.skip(!serverUrl, "needs PostgreSQL: set TEST_DATABASE_URL (bash .ci/run does)");
  test.describe.configure({ timeout: 120_000 });

  const databaseName = `refusing_${process.pid}_${Date.now().toString(36)}`;
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    await onPostgresServer(serverUrl!, `create database ${databaseName}`);
  });

  test.afterAll(async () => {
    await server?.stop();
    if (serverUrl) await onPostgresServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
  });

  test("readiness answers 503 naming the database while PostgreSQL refuses, liveness 200, and 200 again once it takes connections, same process", async ({ request }) => {
    // The server reaches PostgreSQL only through this proxy: closed, its connections are cut and new ones refused.
    const port = await freePort();
    const proxy = tcpProxy(serverUrl!, port);
    await proxy.open();
    try {
      server = await startServer({ env: { DATABASE_URL: databaseUrl(serverUrl!, databaseName, { hostPort: `127.0.0.1:${port}` }), SEED_DEMO: "0" } });
      const before = await request.get(`${server.url}/readyz`);
      expect(await before.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });

      await proxy.close();
      const down = await request.get(`${server.url}/readyz`);
      expect(down.status()).toBe(503);
      expect(down.headers()["cache-control"]).toBe("no-store");
      expect(await down.json()).toEqual({ status: "unavailable", database: "unreachable", storage: "ok" });
      expect(await down.text()).not.toMatch(/ECONNREFUSED|at \w+ \(/);
      const live = await request.get(`${server.url}/healthz`);
      expect(live.status()).toBe(200);
      expect(await live.json()).toEqual({ status: "ok" });
      // Said once in the log, with the reason, not on every probe.
      expect((await request.get(`${server.url}/readyz`)).status()).toBe(503);
      expect(server.output().match(/not ready: readiness answers 503/g)).toHaveLength(1);

      await proxy.open();
      const back = await request.get(`${server.url}/readyz`);
      expect(back.status()).toBe(200);
      expect(await back.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });
      expect(server.process.exitCode).toBeNull();
    } finally {
      await proxy.close();
    }
  });
});
