/**
 * npm run bench — public pages, measured so that the load generator is not
 * what is measured (issue 19). All figures come from one run:
 *
 * 1. Hits, three ways, page by page: ours (a kept page), a plain node:http
 *    server answering the very same bytes from memory (bench/plain-server.mjs:
 *    the runtime's ceiling) and nginx answering them from files with
 *    gzip_static (a `.gz` beside each). Each server pinned to core 1, wrk
 *    (one thread, 50 connections) pinned to core 0; per encoding: identity,
 *    gzip (`Accept-Encoding: gzip, deflate`, all three send the same gzip
 *    bytes) and br (Chrome's `gzip, deflate, br, zstd`; nginx has no static
 *    br, so two ways). Each row also shows how busy wrk's core and the
 *    server's core were: wrk well under 100 % while the server is at 100 %
 *    shows the generator is not the bottleneck.
 * 2. Misses at 100 and at 100,000 listings, for every page kind, filtered
 *    lists included: our server with PAGE_CACHE_MAX_MB=0 keeps no page, so
 *    each request renders, compresses and would keep, as the first visitor
 *    after a save does; one connection, so the latency is a render's, not a
 *    queue's. Prints p50/p95/p99 and p95 at 100k ÷ p95 at 100.
 * 3. The longest event-loop delay in the 100k server (bench/event-loop-probe.mjs)
 *    during each page's misses, and while /sitemap.xml and its files are read.
 *
 * Needs Debian's wrk and nginx (apt-get install -y wrk nginx) and two cores.
 * Seeds 100,000 listings once into a folder under the system temp dir, kept
 * for the next run and keyed by the migrations and the seeder (BENCH_RESEED=1
 * seeds again).
 *
 * Options (env): BENCH_DURATION seconds per hit run (default 5),
 * BENCH_MISS_DURATION seconds per miss run (default 4), BENCH_LARGE listings
 * (default 100000), BENCH_CONNECTIONS for hits (default 50), BENCH_PAGES
 * (the hit table's pages, default home,detail,category,search), BENCH_MISS_PAGES
 * (the miss table's pages, default every kind), BENCH_PHASES (default hits,misses;
 * `sitemap` reads the sitemap alone, which `misses` does after its pages).
 * The parts live in bench/http/: settings.ts (these variables), wrk.ts, servers.ts,
 * pages.ts and phases.ts.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type RunningServer } from "../tests/e2e/server-process";
import { mixedRun, pathsFile, printWorkingSet, workingSet, type WorkingSet } from "./working-set";
import { missPages, pagesOf } from "./http/pages";
import { benchHits, benchMisses, type HitRow, type MissRow, sitemapDelay } from "./http/phases";
import { seededDataDir, startOurs } from "./http/servers";
import { CLIENT_CORE, connections, duration, ENCODINGS, large, loadAverage, LOOP_BUDGET_MS, missDuration, phases, root, SERVER_CORE, which, workingSetListings } from "./http/settings";
import { type Figures, wrk } from "./http/wrk";

// ---------- main: the phases are in bench/http/ (settings, wrk, servers, pages, phases) ----------

const f1 = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? "-" : n.toFixed(1));
const cpuMs = (f: Figures | undefined) => (f?.cpuPerRequest === undefined ? undefined : f.cpuPerRequest / 1000);
const pct = (n: number | undefined) => (n === undefined ? "?" : `${Math.round(n * 100)}%`);

async function main() {
  const wrkBinary = which("wrk");
  const nginxBinary = which("nginx");
  const taskset = which("taskset");
  if (!wrkBinary || !nginxBinary || !taskset) {
    console.log(
      `npm run bench needs wrk, nginx and taskset (missing: ${[!wrkBinary && "wrk", !nginxBinary && "nginx", !taskset && "taskset"].filter(Boolean).join(", ")}).\n` +
        "On Debian or Ubuntu: apt-get install -y wrk nginx (taskset comes with util-linux). Nothing was measured.",
    );
    return;
  }
  if (os.cpus().length < 2) {
    console.log("npm run bench pins the servers and the load generator to two different cores; this machine has one. Nothing was measured.");
    return;
  }
  const began = Date.now();
  console.log(
    `${os.cpus().length} cores × ${os.cpus()[0]?.model ?? "?"}; node ${process.version}; ` +
      `${spawnSync(wrkBinary, ["-v"], { encoding: "utf8" }).stdout.split("\n")[0]?.split(" [")[0] ?? "wrk"}; ` +
      `${spawnSync(nginxBinary, ["-v"], { encoding: "utf8" }).stderr.trim().replace("nginx version: ", "")}`,
  );
  console.log(`servers on core ${SERVER_CORE}, wrk on core ${CLIENT_CORE}; load average at the start: ${loadAverage()}\n`);
  execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { cwd: root, stdio: "ignore" });

  const smallDir = seededDataDir(100);
  const bigDir = large > 0 && ["hits", "misses", "sitemap"].some((p) => phases.includes(p)) ? seededDataDir(large) : undefined;
  const pages = pagesOf(bigDir ?? smallDir);
  const smallPages = missPages(pagesOf(smallDir));

  // 1. Hits, on the large catalogue (a kept page costs the same at any size).
  console.log(`hits: wrk -t1 -c${connections}, ${duration} s per run (load average ${loadAverage()})`);
  let hits: HitRow[] = [];
  if (phases.includes("hits")) {
    const hitServer = await startOurs(bigDir ?? smallDir, { probe: false });
    try {
      hits = await benchHits(hitServer, pages, nginxBinary);
    } finally {
      await hitServer.stop();
    }
  }

  // 2 and 3. Misses at both sizes, page by page back to back; the loop delay of the large one.
  let misses: MissRow[] = [];
  let sitemap: Awaited<ReturnType<typeof sitemapDelay>> | undefined;
  if (phases.includes("misses") || phases.includes("sitemap")) {
    console.log(`\nmisses: PAGE_CACHE_MAX_MB=0, wrk -t1 -c1, ${missDuration} s per run (load average ${loadAverage()})`);
    const noCache = { PAGE_CACHE_MAX_MB: "0" };
    const small = await startOurs(smallDir, { probe: true, env: noCache });
    const big: RunningServer | undefined = bigDir ? await startOurs(bigDir, { probe: true, env: noCache }) : undefined;
    try {
      // The detail and location URLs differ between the two catalogues; the kinds of page are the same.
      if (phases.includes("misses")) misses = await benchMisses(small, smallPages, big, pages);
      if (big) sitemap = await sitemapDelay(big);
    } finally {
      await small.stop();
      await big?.stop();
    }
  }

  // 4 and 5. Many distinct pages at the default page-cache budget (decision 031).
  let working: WorkingSet | undefined;
  let roundRobin: Figures | undefined;
  let mixed: string | undefined;
  if (phases.includes("working-set") || phases.includes("mixed")) {
    const server = await startOurs(seededDataDir(workingSetListings), { probe: false });
    try {
      if (phases.includes("working-set")) {
        console.log(`\nworking set: ${workingSetListings} listings, every sitemap URL crawled twice (4 at a time, br), then wrk round-robin`);
        const { result, paths } = await workingSet(server);
        working = result;
        const file = pathsFile(paths);
        const script = path.join(root, "bench/wrk-round-robin.lua");
        roundRobin = await wrk(server.url, { encoding: ENCODINGS.br, connections, seconds: duration, serverPid: server.process.pid, script, env: { BENCH_PATHS: file } });
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
      }
      if (phases.includes("mixed")) {
        console.log(`\nmixed: npm run loadtest, 200 connections for 10 s with one admin writer, pinned to core ${CLIENT_CORE}`);
        mixed = await mixedRun(server, CLIENT_CORE, { seconds: 10, connections: 200 });
      }
    } finally {
      await server.stop();
    }
  }

  // ---------- the summary ----------
  if (hits.length) {
    console.log(`\n== Hits: req/s (p99 ms) — ours ÷ plain Node and ours ÷ nginx on the same bytes; CPU: wrk's core / the server's core ==`);
    console.table(
      hits.map((r) => ({
        page: `${r.page} (${pages[r.page]})`,
        encoding: r.encoding,
        bytes: r.bytes,
        ours: `${r.ours.rps.toFixed(0)} (${f1(r.ours.p99)})`,
        "plain node": `${r.plain.rps.toFixed(0)} (${f1(r.plain.p99)})`,
        nginx: r.nginx ? `${r.nginx.rps.toFixed(0)} (${f1(r.nginx.p99)})` : "-",
        "ours÷node": (r.ours.rps / r.plain.rps).toFixed(2),
        "ours÷nginx": r.nginx ? (r.ours.rps / r.nginx.rps).toFixed(2) : "-",
        "µs cpu/req ours/node/nginx": [r.ours, r.plain, r.nginx].map((x) => (x?.cpuPerRequest === undefined ? "-" : x.cpuPerRequest.toFixed(0))).join("/"),
        "cpu wrk/server: ours": `${pct(r.ours.clientCpu)}/${pct(r.ours.serverCpu)}`,
        node: `${pct(r.plain.clientCpu)}/${pct(r.plain.serverCpu)}`,
        "nginx ": r.nginx ? `${pct(r.nginx.clientCpu)}/${pct(r.nginx.serverCpu)}` : "-",
        errors: r.ours.errors + r.plain.errors + (r.nginx?.errors ?? 0),
      })),
    );
    const gzipRows = hits.filter((r) => r.encoding === "gzip");
    const worst = (f: (r: HitRow) => number) => Math.min(...gzipRows.map(f));
    const cpuRatio = (a?: Figures, b?: Figures) => (a?.cpuPerRequest && b?.cpuPerRequest ? b.cpuPerRequest / a.cpuPerRequest : NaN);
    console.log(
      `by server CPU per request (steadier on a busy machine), gzip, worst page: ours ÷ plain node ${worst((r) => cpuRatio(r.ours, r.plain)).toFixed(2)}, ours ÷ nginx ${worst((r) => cpuRatio(r.ours, r.nginx)).toFixed(2)}`,
    );
    console.log(
      `gzip, worst page: ours ÷ plain node ${worst((r) => r.ours.rps / r.plain.rps).toFixed(2)} (goal ≥ 0.80), ours ÷ nginx ${worst((r) => r.ours.rps / r.nginx!.rps).toFixed(2)} (goal ≥ 0.50)`,
    );
  }

  if (misses.length) console.log(`\n== Misses: one connection, every request a page not kept; latency ms p50/p95/p99 ==`);
  if (misses.length) console.table(
    misses.map((r) => ({
      page: `${r.page} (${r.url})`,
      "@100": [r.small.p50, r.small.p95, r.small.p99].map(f1).join("/"),
      [`@${large}`]: r.big ? [r.big.p50, r.big.p95, r.big.p99].map(f1).join("/") : "-",
      "p95 ratio": r.big ? (r.big.p95 / r.small.p95).toFixed(2) : "-",
      "p50 ratio": r.big ? (r.big.p50 / r.small.p50).toFixed(2) : "-",
      "req/s @100": r.small.rps.toFixed(0),
      [`req/s @${large}`]: r.big ? r.big.rps.toFixed(0) : "-",
      [`loop delay @${large} ms wall/cpu`]: `${f1(r.loopMs)}/${f1(r.turnCpuMs)}`,
      // Server CPU per miss: what a busy machine stretches least.
      [`cpu ms/req @100/@${large}`]: `${f1(cpuMs(r.small))}/${f1(cpuMs(r.big))}`,
      [`cards @100/@${large}`]: `${r.cards.small}/${r.cards.big ?? "-"}`,
      errors: r.small.errors + (r.big?.errors ?? 0),
    })),
  );
  if (misses.some((r) => r.big)) {
    const ratios = misses.filter((r) => r.big).map((r) => r.big!.p95 / r.small.p95);
    console.log(`miss p95 at ${large} ÷ at 100: worst ${Math.max(...ratios).toFixed(2)} (goal ≤ 1.5)`);
  }
  const loop = Math.max(...misses.map((r) => r.loopMs ?? 0), sitemap?.loopMs ?? 0);
  const turn = Math.max(...misses.map((r) => r.turnCpuMs ?? 0), sitemap?.turnCpuMs ?? 0);
  if (sitemap) {
    console.log(`sitemap at ${large}: /sitemap.xml and its ${sitemap.files} files read one after another in ${sitemap.seconds.toFixed(1)} s; longest loop delay ${f1(sitemap.loopMs)} ms (longest turn ${f1(sitemap.turnCpuMs)} ms CPU)`);
  }
  if (misses.some((r) => r.big) || sitemap) {
    console.log(
      `longest event-loop delay at ${large} listings: ${f1(loop)} ms wall (${loop <= LOOP_BUDGET_MS ? "within" : "OVER"} the ${LOOP_BUDGET_MS} ms budget); ` +
        `longest turn ${f1(turn)} ms of the main thread's CPU (${turn <= LOOP_BUDGET_MS ? "within" : "OVER"}; the wall-clock delay also counts the thread pool's compression and GC threads, which share the server's one pinned core)`,
    );
  }
  if (working) printWorkingSet(working, workingSetListings, roundRobin && { ...roundRobin, connections, seconds: duration });
  if (mixed) console.log(`\n== Mixed: every page kind, 200 connections, an admin saving ==\n${mixed}`);
  // Figures from different Node versions are not comparable: the summary says which one ran (issue 27).
  console.log(`\nNode ${process.version} (${process.execPath}); load average at the end: ${loadAverage()}; ${((Date.now() - began) / 60000).toFixed(1)} min in all`);
}

main().catch((error) => {
  // fetch's "fetch failed" says why only in its cause.
  console.error(error instanceof Error ? error.message : error, error?.cause ?? "");
  process.exit(1);
});
