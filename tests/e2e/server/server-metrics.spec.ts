import { test as base, expect } from "@playwright/test";
import { test } from "../fixtures";
import { freePort, startServer, type RunningServer } from "../server-process";

/** Prometheus metrics (issue 27 item 3, docs/deploy.md#metrics): behind a token or on a port of their own, never public by default. */

const value = (body: string, series: string) => {
  const line = body.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

test("a site started without METRICS_TOKEN or METRICS_PORT has no /metrics", async ({ request }) => {
  const res = await request.get("/metrics");
  expect(res.status()).toBe(404);
  expect(await res.text()).not.toContain("http_requests_total");
});

base.describe("METRICS_TOKEN: /metrics on the site's port, for a request bearing the token", () => {
  const token = "scrape-token-0123456789abcdef";
  let server: RunningServer;
  base.beforeAll(async () => {
    server = await startServer({ env: { SEED_DEMO: "0", METRICS_TOKEN: token } });
  });
  base.afterAll(async () => {
    await server?.stop();
  });

  base("without the token 401 and nothing else; with it, what the site did", async ({ request }) => {
    const without: Record<string, string>[] = [{}, { Authorization: "Bearer wrong-token-0123456789abcdef" }, { Authorization: token }];
    for (const headers of without) {
      const refused = await request.get(`${server.url}/metrics`, { headers });
      expect(refused.status()).toBe(401);
      expect(refused.headers()["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(await refused.text()).not.toContain("page_cache");
    }

    // A miss (rendered, kept), then a hit (answered before Express), a 404 and the readiness probe.
    expect((await request.get(`${server.url}/category/condo`)).headers()["x-page-cache"]).toBe("miss");
    expect((await request.get(`${server.url}/category/condo`)).headers()["x-page-cache"]).toBe("hit");
    expect((await request.get(`${server.url}/no-such-page`)).status()).toBe(404);
    expect((await request.get(`${server.url}/readyz`)).status()).toBe(200);

    const res = await request.get(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/plain");
    expect(res.headers()["cache-control"]).toBe("no-store");
    const body = await res.text();
    // Counted exactly: one hit, no eviction, nothing stale, one 404.
    const exactly = { page_cache_hits_total: 1, page_cache_evictions_total: 0, page_cache_stale_total: 0, 'http_requests_total{kind="page",status="404"}': 1 };
    for (const [name, n] of Object.entries(exactly)) expect(value(body, name), name).toBe(n);
    // At least: the server's own requests (probes, asset reads) may add to these.
    const atLeast = {
      page_cache_misses_total: 1,
      'http_requests_total{kind="page",status="200"}': 1,
      'http_requests_total{kind="probe",status="200"}': 1,
      'http_request_duration_seconds_count{kind="page"}': 2,
      page_render_duration_seconds_count: 2,
      nodejs_eventloop_lag_p99_seconds: 0,
    };
    for (const [name, n] of Object.entries(atLeast)) expect(value(body, name), name).toBeGreaterThanOrEqual(n);
    expect(value(body, 'db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    expect(value(body, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
  });
});

base.describe("METRICS_PORT: /metrics on a port of its own", () => {
  let server: RunningServer;
  let metricsPort: number;
  base.beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServer({ env: { SEED_DEMO: "0", METRICS_PORT: String(metricsPort) } });
  });
  base.afterAll(async () => {
    await server?.stop();
  });

  base("answers there, without a token, and not on the site's port", async ({ request }) => {
    expect((await request.get(`${server.url}/metrics`)).status()).toBe(404);
    const res = await request.get(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain("# TYPE page_cache_hits_total counter");
    expect((await request.get(`http://127.0.0.1:${metricsPort}/`)).status()).toBe(404);
  });
});
