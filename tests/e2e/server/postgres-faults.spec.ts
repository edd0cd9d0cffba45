import pg from "pg";
import { test, expect } from "@playwright/test";
import { adminCreate, signIn } from "../../../scripts/loadtest/admin-client";
import { databaseUrl, onPostgresServer, tcpProxy } from "../../support/postgres-server";
import { stillUnread, unreadSockets } from "../../support/tcp-sockets";
import { E2E_ADMIN, freePort, startServer, type RunningServer } from "../server-process";

const serverUrl = process.env.TEST_DATABASE_URL;
/** What a save whose connection was cut answers: 503, the form given back with this message (decision 032). */
const SAVE_REFUSED = "Failed to save property: the database cannot be reached. Your changes are still here; save again in a moment.";

/**
 * Issue 25, item 3 (decision 030): PostgreSQL connections cut under load, and
 * a start while PostgreSQL cannot be reached, survived by the same process.
 * The PostgreSQL server is shared with other test runs: only this test's own
 * database and application_name are touched, and the server itself is never
 * stopped (the "down" database is a port this test opens later).
 */
test.describe("PostgreSQL faults", () => {
  test.skip(!serverUrl, "needs PostgreSQL: set TEST_DATABASE_URL (bash .ci/run does)");
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  const databaseName = `pgfaults_${process.pid}_${Date.now().toString(36)}`;
  const appName = `listing-e2e-${databaseName}`;

  const onServer = <T extends pg.QueryResultRow>(statement: string, values: unknown[] = []) => onPostgresServer<T>(serverUrl!, statement, values);

  /** The app's database URL, through `host:port` when given. */
  const appUrl = (hostPort?: string) => databaseUrl(serverUrl!, databaseName, { hostPort, applicationName: appName });

  const appConnections = () =>
    onServer<{ pid: number; application_name: string }>(
      "select pid, application_name from pg_stat_activity where datname = $1 and application_name like $2",
      [databaseName, `${appName}%`],
    );

  test.beforeAll(async () => {
    await onServer(`create database ${databaseName}`);
  });

  test.afterAll(async () => {
    await onServer(`drop database if exists ${databaseName} with (force)`);
  });

  test("pg_terminate_backend on the app's connections, 10 times under load: the process lives, the next requests answer 200, no acknowledged save is lost", async () => {
    const server = await startServer({ env: { DATABASE_URL: appUrl(), SEED_DEMO: "0" } });
    let running = true;
    let load: Promise<void>[] = [];
    try {
      const cookie = await signIn(server.url, E2E_ADMIN.email, E2E_ADMIN.password);
      const acknowledged: string[] = [];
      const failures: string[] = [];
      const wrong: string[] = [];
      let n = 0;
      /** Resolved by the writers' next acknowledged save. */
      const ackWaiters: (() => void)[] = [];
      let writersGone = 0;
      const nextWriterSave = () => new Promise<void>((resolve) => (writersGone === 2 ? resolve() : ackWaiters.push(resolve)));
      const reader = async () => {
        while (running) {
          // A search nobody asked before: never a kept page, always the database.
          const res = await fetch(`${server.url}/search?q=fault${++n}`).catch((e: Error) => e);
          if (res instanceof Error) {
            wrong.push(`search: ${res.message}`);
            return;
          }
          const body = await res.text();
          if (res.status === 200) continue;
          failures.push(`search ${res.status}`);
          if (res.status !== 500 || !body.includes("Failed to load properties. Please try again later.") || /\n\s+at /.test(body)) {
            wrong.push(`search ${res.status}: ${body.slice(0, 200)}`);
          }
        }
      };
      const writer = async (w: number) => {
        for (let i = 1; running; i++) {
          const title = `Fault Test w${w} n${i}`;
          const saved = await adminCreate(server.url, cookie, { title, location: "Fault Town", listing_type: ["sale"], price_sale: "300000" }).catch(
            (e: Error) => e,
          );
          if (saved instanceof Error) {
            wrong.push(`save: ${saved.message}`);
            // The test fails on `wrong`, not on a wait for saves that will not come.
            if (++writersGone === 2) for (const stopped of ackWaiters.splice(0)) stopped();
            return;
          }
          if (saved.acknowledged) {
            acknowledged.push(title);
            for (const heard of ackWaiters.splice(0)) heard();
          } else {
            failures.push(`save ${saved.status}`);
            if (saved.status !== 503 || saved.message !== SAVE_REFUSED) wrong.push(`save ${saved.status}: ${saved.message}`);
          }
        }
      };
      load = [...Array.from({ length: 6 }, reader), writer(1), writer(2)];
      const pgPort = Number(new URL(serverUrl!).port || 5432);

      for (let round = 1; round <= 10; round++) {
        await new Promise((r) => setTimeout(r, 400));
        const { rows } = await onServer<{ pid: number; application_name: string; client_port: number }>(
          "select pid, application_name, client_port from pg_stat_activity where datname = $1 and application_name like $2 and pg_terminate_backend(pid)",
          [databaseName, `${appName}%`],
        );
        const pooled = rows.filter((r) => r.application_name === appName);
        expect(pooled.length, `round ${round}: the app's pool had connections to cut`).toBeGreaterThan(0);
        // Requests sent before the process has read a cut connection's end are in flight as far as that
        // fault goes (a query written to a socket the server has closed fails). The next ones are those
        // sent once it has read the end of every connection cut, in use, idle, or still being opened:
        // the kernel then no longer holds the process's side of any of them open and unread. (Counting
        // its "connection lost" lines was not enough: a connection cut while being opened fails the
        // request waiting for it and logs no such line, so the count never came.)
        const cut = unreadSockets(
          rows.map((r) => r.client_port),
          pgPort,
        );
        await expect.poll(() => stillUnread(cut), { timeout: 60_000 }).toEqual([]);

        expect(server.process.exitCode, server.output()).toBeNull();
        const page = await fetch(`${server.url}/search?q=after-round-${round}`);
        expect(page.status, `round ${round}: the next page`).toBe(200);
        const health = await fetch(`${server.url}/readyz`);
        expect(health.status, `round ${round}: /readyz`).toBe(200);
        const loadGoesOn = nextWriterSave();
        const saved = await adminCreate(server.url, cookie, { title: `After Round ${round}`, location: "Fault Town", listing_type: ["rent"], price_rent: "2000" });
        expect(saved.acknowledged, `round ${round}: the next save: ${saved.status} ${saved.message}`).toBe(true);
        acknowledged.push(`After Round ${round}`);
        // The load goes on between the rounds: the writers' saves keep being acknowledged.
        await loadGoesOn;
      }
      running = false;
      await Promise.all(load);
      console.log(`postgres-faults: ${acknowledged.length} saves acknowledged, ${failures.length} requests failed while their connection was cut`);
      expect(wrong, "requests that failed otherwise than the spec says").toEqual([]);

      expect(server.process.exitCode).toBeNull();
      const app = new pg.Client({ connectionString: appUrl() });
      await app.connect();
      try {
        const titles = new Set((await app.query<{ title: string }>("select title from properties")).rows.map((r) => r.title));
        expect(acknowledged.filter((t) => !titles.has(t)), "acknowledged saves missing").toEqual([]);
      } finally {
        await app.end();
      }
      // The content version's LISTEN connection comes back by itself.
      await expect.poll(async () => (await appConnections()).rows.filter((r) => r.application_name === `${appName}:listen`).length, { timeout: 40_000 }).toBe(1);
      expect(server.output()).toContain("PostgreSQL connection lost: terminating connection due to administrator command (57P01)");
      expect(server.output()).not.toContain("Unhandled 'error' event");
    } finally {
      running = false;
      await Promise.all(load);
      await server.stop();
    }
  });

  test("a start while PostgreSQL cannot be reached waits, saying so once per attempt, and is ready without a restart once it can", async () => {
    // Nothing listens on this port until the test opens it, as a proxy to the real server.
    const port = await freePort();
    const proxy = tcpProxy(serverUrl!, port);
    let opened!: () => void;
    const waitedTwice = new Promise<void>((resolve) => (opened = resolve));
    const starting = startServer({
      env: { DATABASE_URL: appUrl(`127.0.0.1:${port}`), SEED_DEMO: "0" },
      timeoutMs: 120_000,
      onOutput: (out) => {
        if (out.includes("Waiting for the database: attempt 2 failed")) opened();
      },
    });
    let server: RunningServer | undefined;
    try {
      await Promise.race([waitedTwice, starting.then(() => Promise.reject(new Error("ready before the database could be reached")))]);
      await proxy.open();

      server = await starting;
      const output = server.output();
      const waits = output.split("\n").filter((line) => line.includes("Waiting for the database"));
      expect(waits.length).toBeGreaterThanOrEqual(2);
      for (const line of waits) expect(line).toMatch(/Waiting for the database: attempt \d+ failed \(connect ECONNREFUSED 127\.0\.0\.1:\d+\); next try in [\d.]+ s/);
      expect(output).not.toMatch(/\n\s+at /);
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      const cookie = await signIn(server.url, E2E_ADMIN.email, E2E_ADMIN.password);
      expect((await adminCreate(server.url, cookie, { title: "Saved After The Wait", location: "Fault Town", listing_type: ["sale"] })).acknowledged).toBe(true);
    } finally {
      await (server ?? (await starting.catch(() => undefined)))?.stop();
      await proxy.close();
    }
  });
});
