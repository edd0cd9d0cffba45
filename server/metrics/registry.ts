import client from "prom-client";
import { onQueryTimed, postgresPoolUse } from "~/platform/db/db.server";
import { pageCacheCounters, pageCacheSize } from "../page-cache-store";
import { brochureRenders } from "~/site/brochure/brochure-cache.server";
import { failingCount, outboxDepth } from "~/leads/notify/outbox.server";

/**
 * The process's Prometheus metrics (issue 27 item 3; docs/deploy.md#metrics).
 * Counters the page cache already keeps are read when scraped, not counted
 * again per request: a hit costs what it cost before (decision 025).
 */
export const registry = new client.Registry();

// Event-loop delay (monitorEventLoopDelay), heap and resident memory, GC, handles.
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new client.Counter({
  name: "http_requests_total",
  help: "Requests that reached Express (every request but page cache hits answered before it: see page_cache_hits_total), by route kind and status",
  labelNames: ["kind", "status"] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request reaching Express to its response's last byte handed to the socket, by route kind",
  labelNames: ["kind"] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const renderDuration = new client.Histogram({
  name: "page_render_duration_seconds",
  help: "React Router's loaders and render of one page or data request (a page cache miss, an admin page), to its Response",
  buckets: SECONDS,
  registers: [registry],
});

const queryDuration = new client.Histogram({
  name: "db_query_duration_seconds",
  help: "Database queries run through Kysely, by outcome",
  labelNames: ["outcome"] as const,
  buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers: [registry],
});
onQueryTimed((ms, failed) => queryDuration.observe({ outcome: failed ? "error" : "ok" }, ms / 1000));

/** A counter whose value is read from `read()` when scraped (it only ever grows there). */
function countedElsewhere(name: string, help: string, read: () => number) {
  new client.Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

countedElsewhere("page_cache_hits_total", "Kept pages sent, stale ones included", () => pageCacheCounters.hits);
countedElsewhere("page_cache_misses_total", "Public pages rendered for an anonymous visitor because none was kept", () => pageCacheCounters.misses);
countedElsewhere("page_cache_evictions_total", "Kept pages dropped to make room (least recently sent first)", () => pageCacheCounters.evictions);
countedElsewhere("page_cache_stale_total", "Kept pages sent marked stale while the database was unreachable (stale-if-error, decision 016)", () => pageCacheCounters.stale);
countedElsewhere("page_cache_invalidations_total", "Times the whole cache was dropped because the content version moved (a save)", () => pageCacheCounters.invalidations);

new client.Gauge({
  name: "page_cache_entries",
  help: "Pages kept now (one per canonical URL: tracking and unknown parameters make none, decision 043)",
  registers: [registry],
  collect() {
    this.set(pageCacheSize().entries);
  },
});
new client.Gauge({
  name: "page_cache_bytes",
  help: "Bytes the kept pages hold now (bodies, heads, bookkeeping; decision 031)",
  registers: [registry],
  collect() {
    this.set(pageCacheSize().bytes);
  },
});
countedElsewhere("brochure_renders_total", "Brochure PDFs drawn (at most one per listing version, decision 043)", () => brochureRenders.count);

new client.Gauge({
  name: "db_pool_connections",
  help: "PostgreSQL pool: connections by state (open, idle) and requests waiting for one; absent on SQLite",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const use = postgresPoolUse();
    if (!use) return;
    this.set({ state: "open" }, use.total);
    this.set({ state: "idle" }, use.idle);
    this.set({ state: "waiting" }, use.waiting);
  },
});

// Read from the database when scraped: the outbox is shared by every instance, so each reports the same figures.
new client.Gauge({
  name: "notification_outbox_depth",
  help: "Lead notifications not yet sent and not given up (decision 051); it should fall back to 0 within a minute",
  registers: [registry],
  async collect() {
    this.set(await outboxDepth());
  },
});
new client.Gauge({
  name: "notification_failed_deliveries",
  help: "Lead notifications not sent that failed at least once: still retried with back-off, or given up after 48 h (Settings shows them)",
  registers: [registry],
  async collect() {
    this.set(await failingCount());
  },
});
