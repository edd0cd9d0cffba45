/**
 * npm run bench:event-loop — how long the server's event loop is held up
 * while a crawler reads the whole sitemap right after a save, at 100,000
 * listings (issue 18: no request may block it for more than 50 ms).
 *
 * Seeds BENCH_LISTINGS (default 100000) listings into a temporary DATA_DIR,
 * starts the built server with a probe inside it (bench/event-loop-probe.mjs:
 * perf_hooks.monitorEventLoopDelay, read on SIGUSR2), and from outside polls
 * /healthz every 5 ms, recording each answer's latency. Then, twice — files
 * one after another as a crawler reads them, and all at once — it saves
 * (one write to the database, as the admin form makes) and requests
 * /sitemap.xml and every file it lists. Prints the figures of each round.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { startServer, type RunningServer } from "../tests/e2e/server-process";
import { seedInto } from "./http/servers";
import { PROBE, probeLine } from "./probe";

const listings = Number(process.env.BENCH_LISTINGS ?? 100_000);
const LIMIT_MS = 50;

/** A save as the admin form makes one: a listing changes, the content version moves, every kept page is dropped. */
function save(dataDir: string) {
  const db = new Database(path.join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  db.prepare("update properties set title = title || '.' where id = (select id from properties order by id limit 1)").run();
  db.close();
}

/** Polls /healthz every 5 ms until stopped; the worst latency is the longest a visitor waited. */
function pollHealth(url: string) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t = performance.now();
      const res = await fetch(`${url}/healthz`);
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return async () => {
    running = false;
    await done;
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
    return { polls: latencies.length, p50: at(50), p99: at(99), max: latencies[latencies.length - 1]! };
  };
}

interface FileFigures {
  file: string;
  status: number;
  urls: number;
  bytes: number;
  ms: number;
  cache: string;
}

async function fetchFile(url: string): Promise<FileFigures & { xml: string }> {
  const t = performance.now();
  const res = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  const xml = await res.text();
  return {
    file: new URL(url).pathname,
    status: res.status,
    urls: (xml.match(/<loc>/g) ?? []).length,
    bytes: Buffer.byteLength(xml),
    ms: Math.round(performance.now() - t),
    cache: res.headers.get("x-page-cache") ?? "-",
    xml,
  };
}

/** The floor: the same figures with no request but the polls, for as long as a round takes (the machine's other load shows here). */
async function idle(server: RunningServer) {
  await probeLine(server);
  const stop = pollHealth(server.url);
  await new Promise((r) => setTimeout(r, 4000));
  const health = await stop();
  console.log(`\nidle, 4 s of /healthz polls only:`);
  console.log(`server event loop (monitorEventLoopDelay, ms): ${await probeLine(server)}`);
  console.log(`/healthz: ${health.polls} answers, latency p50 ${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms, worst ${health.max.toFixed(1)} ms`);
}

async function round(server: RunningServer, dataDir: string, label: string, parallel: boolean) {
  save(dataDir);
  await probeLine(server); // start the server's figures from here
  const stop = pollHealth(server.url);
  const started = performance.now();
  const index = await fetchFile(`${server.url}/sitemap.xml`);
  const files = [...index.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const results = parallel ? await Promise.all(files.map(fetchFile)) : [];
  if (!parallel) for (const file of files) results.push(await fetchFile(file));
  const total = performance.now() - started;
  const health = await stop();
  const inside = await probeLine(server);
  console.log(`\n${label}: /sitemap.xml and its ${files.length} files in ${(total / 1000).toFixed(2)} s, right after a save`);
  console.table([index, ...results].map(({ xml: _xml, ...row }) => row));
  console.log(`server event loop (monitorEventLoopDelay, ms): ${inside}`);
  console.log(
    `/healthz polled every 5 ms from outside: ${health.polls} answers, latency p50 ${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms, worst ${health.max.toFixed(1)} ms`,
  );
  const max = Number(/ max=([\d.]+)/.exec(` ${inside}`)![1]);
  const cpu = Number(/longest-turn-cpu=([\d.]+)/.exec(inside)![1]);
  console.log(
    `longest event-loop delay ${max.toFixed(1)} ms wall (${max <= LIMIT_MS ? "within" : "OVER"} the ${LIMIT_MS} ms budget), ` +
      `longest turn ${cpu.toFixed(1)} ms CPU (${cpu <= LIMIT_MS ? "within" : "OVER"}); compare with the idle figures above`,
  );
  return max;
}

async function main() {
  const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");
  // BENCH_DATA_DIR: a folder seeded before (kept afterwards), to measure again without seeding again.
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-event-loop-"));
  let server: RunningServer | undefined;
  try {
    const t = Date.now();
    if (!kept) seedInto(dataDir, listings);
    const count = new Database(path.join(dataDir, "site.db"), { readonly: true });
    const n = count.prepare("select count(*) from properties").pluck().get() as number;
    count.close();
    console.log(`${n} listings (seeded in ${((Date.now() - t) / 1000).toFixed(1)} s); ${os.cpus().length} cores, load average ${loadAverage()}`);
    // server.js builds first if the build is missing or older than a source.
    const nodeOptions = `--import ${PROBE} ${process.env.BENCH_NODE_OPTIONS ?? ""}`.trim();
    server = await startServer({ dataDir, env: { SEED_DEMO: "0", NODE_OPTIONS: nodeOptions }, timeoutMs: 300_000 });
    // Warm up: the first requests after start load and compile the route modules.
    const warm = await fetchFile(`${server.url}/sitemap.xml`);
    for (const m of warm.xml.matchAll(/<loc>([^<]+)<\/loc>/g)) await fetchFile(m[1]!);
    await idle(server);
    await round(server, dataDir, "crawler (one file after another)", false);
    await round(server, dataDir, "all files at once", true);
    console.log(`\nload average at the end: ${loadAverage()}`);
  } finally {
    await server?.stop();
    if (process.env.BENCH_SERVER_LOG) fs.writeFileSync(process.env.BENCH_SERVER_LOG, server?.output() ?? "");
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true }); // 100,000 listings take ≈ 200 MB
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error, error?.cause ?? "");
  process.exit(1);
});
