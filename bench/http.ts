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
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { freePort, startServer, type RunningServer } from "../tests/e2e/server-process";
import { longestDelay, longestTurnCpu, PROBE, probeLine } from "./probe";
import { mixedRun, pathsFile, printWorkingSet, workingSet, type WorkingSet } from "./working-set";

const duration = Number(process.env.BENCH_DURATION ?? 5);
const missDuration = Number(process.env.BENCH_MISS_DURATION ?? 4);
const large = Number(process.env.BENCH_LARGE ?? 100_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const root = path.resolve(import.meta.dirname, "..");
const LUA = path.join(root, "bench/wrk-report.lua");
const SERVER_CORE = "1";
const CLIENT_CORE = "0";
const LOOP_BUDGET_MS = 50;
const phases = (process.env.BENCH_PHASES ?? "hits,misses,working-set,mixed").split(",");
/** Listings of the working-set and mixed runs (each page in three languages). */
const workingSetListings = Number(process.env.BENCH_WORKING_SET ?? 1000);

const ENCODINGS = {
  identity: "identity",
  gzip: "gzip, deflate",
  br: "gzip, deflate, br, zstd",
} as const;
type Encoding = keyof typeof ENCODINGS;

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");

function which(command: string): string | undefined {
  const found = spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).stdout.trim();
  return found || ["/usr/sbin", "/usr/bin"].map((d) => path.join(d, command)).find((p) => fs.existsSync(p));
}

// ---------- wrk ----------

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  bytes: number;
  errors: number;
  /** Share of one core each used during the run, from /proc (undefined where not known). */
  clientCpu?: number;
  serverCpu?: number;
  /** The server's CPU time per request, µs: what a busy machine does not stretch. */
  cpuPerRequest?: number;
  /** From bench/wrk-round-robin.lua: requests that timed out, answers labelled a page cache hit, answers counted. */
  timeouts?: number;
  hits?: number;
  answered?: number;
}

/** CPU seconds a process has used so far (user + system, its threads included). */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

interface WrkOptions {
  encoding: string;
  connections: number;
  seconds: number;
  miss?: boolean;
  serverPid?: number;
  /** Another wrk script than wrk-report.lua, and its environment. */
  script?: string;
  env?: Record<string, string>;
}

async function wrk(url: string, options: WrkOptions): Promise<Figures> {
  const args = ["-c", CLIENT_CORE, "wrk", "-t1", `-c${options.connections}`, `-d${options.seconds}s`, "-s", options.script ?? LUA, "-H", `Accept-Encoding: ${options.encoding}`, url];
  const child = spawn("taskset", args, { env: { ...process.env, BENCH_MISS: options.miss ? "1" : "0", ...options.env } });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const server0 = cpuSeconds(options.serverPid);
  await new Promise((r) => setTimeout(r, 100)); // taskset has exec'd wrk by now
  const client0 = cpuSeconds(child.pid);
  const started = performance.now();
  let client1: number | undefined;
  let server1: number | undefined;
  // Read just before wrk exits: a process gone from /proc says nothing.
  const sampler = setInterval(() => {
    client1 = cpuSeconds(child.pid) ?? client1;
    server1 = cpuSeconds(options.serverPid) ?? server1;
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const line = /BENCH ([^\n]+)/.exec(out)?.[1];
  if (code !== 0 || !line) throw new Error(`wrk failed on ${url}:\n${out}`);
  const f = Object.fromEntries(line.split(" ").map((kv) => kv.split("=")).map(([k, v]) => [k, Number(v)])) as Record<string, number>;
  const share = (a?: number, b?: number) => (a === undefined || b === undefined ? undefined : (b - a) / seconds);
  return {
    rps: f.requests! / (f.duration_us! / 1e6),
    p50: f.p50_us! / 1000,
    p95: f.p95_us! / 1000,
    p99: f.p99_us! / 1000,
    max: f.max_us! / 1000,
    bytes: f.requests ? f.bytes! / f.requests : 0,
    errors: f.errors!,
    clientCpu: share(client0, client1),
    serverCpu: share(server0, server1),
    cpuPerRequest: server0 === undefined || server1 === undefined || !f.requests ? undefined : ((server1 - server0) * 1e6) / f.requests,
    timeouts: f.timeouts,
    hits: f.hits,
    answered: f.answered,
  };
}

// ---------- the servers ----------

/** Seeded once per migrations + seeder version, kept under the temp dir for later runs. */
function seededDataDir(count: number): string {
  const hash = crypto.createHash("sha1");
  for (const dir of ["db/migrations", "app/properties/demo"]) {
    for (const file of fs.readdirSync(path.join(root, dir)).sort()) hash.update(fs.readFileSync(path.join(root, dir, file)));
  }
  hash.update(fs.readFileSync(path.join(root, "scripts/seed.ts")));
  const dir = path.join(os.tmpdir(), `listing-bench-${hash.digest("hex").slice(0, 12)}`, String(count));
  if (fs.existsSync(dir) && !process.env.BENCH_RESEED) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  const t = Date.now();
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts", "--count", String(count)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: partial, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  fs.renameSync(partial, dir);
  console.log(`seeded ${count} listings into ${dir} in ${((Date.now() - t) / 1000).toFixed(1)} s (kept for the next run)`);
  return dir;
}

/**
 * Our production server on `dataDir`, pinned to the server core; with the
 * event-loop probe inside for misses (not for hits: its 1 ms timer is work
 * the other two servers do not do).
 */
function startOurs(dataDir: string, options: { probe: boolean; env?: Record<string, string> }): Promise<RunningServer> {
  return startServer({
    dataDir,
    command: ["taskset", "-c", SERVER_CORE, process.execPath, "server.js"],
    env: { SEED_DEMO: "0", ...(options.probe ? { NODE_OPTIONS: `--import ${PROBE}` } : {}), ...options.env },
    timeoutMs: 300_000,
  });
}

interface Other {
  url: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: exited early\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`${url} did not answer`);
}

function spawnPinned(file: string, args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn("taskset", ["-c", SERVER_CORE, file, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  return { child, output: () => out };
}

const stopChild = (child: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

async function startPlain(pagesDir: string): Promise<Other> {
  const port = await freePort();
  const { child, output } = spawnPinned(process.execPath, [path.join(root, "bench/plain-server.mjs"), pagesDir, String(port)]);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, output);
  return { url, pid: child.pid, stop: stopChild(child) };
}

async function startNginx(nginx: string, pagesDir: string): Promise<Other> {
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  // One process (master_process off): the pid we measure is the one serving.
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `daemon off;
master_process off;
worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; }
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${pagesDir};
    location / { try_files $uri =404; }
  }
}
`,
  );
  const { child, output } = spawnPinned(nginx, ["-c", path.join(prefix, "nginx.conf"), "-p", prefix, "-g", "user root;"]);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, output);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      await stopChild(child)();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The raw bytes a server sends for `url` with this Accept-Encoding (fetch would decompress them). */
function rawBody(url: string, acceptEncoding: string): Promise<{ body: Buffer; encoding: string; cache: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: String(res.headers["content-encoding"] ?? "identity"),
            cache: String(res.headers["x-page-cache"] ?? "-"),
          }),
        );
      })
      .on("error", reject);
  });
}

// ---------- the pages ----------

/** One URL per page kind, chosen from the seeded data so that both sizes show the same kind of page. */
function pagesOf(dataDir: string): Record<string, string> {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  const slug = db.prepare("select slug from properties where status = 'Available' order by date_status desc limit 1 offset 5").pluck().get() as string;
  const location = db
    .prepare("select location from properties where status = 'Available' group by location order by count(*) desc limit 1")
    .pluck()
    .get() as string;
  db.close();
  return {
    home: "/",
    detail: `/listing/${slug}`,
    category: "/category/condo",
    // A term that matches much of the catalogue (the generated titles are mostly condos).
    search: "/search?q=condo",
    // A short name searched with its full name (decision 037): "PJ" is also "Petaling Jaya".
    "search short name": "/search?q=PJ",
    location: `/location/${encodeURIComponent(location.toLowerCase().replace(/\s+/g, "-"))}`,
    "price range": "/price-range/500k-1m",
    // The find-a-home filters (issue 14): before they exist the parameters are ignored and these are plain lists.
    "filtered list": "/listings?beds=3&sort=price_asc",
    "filtered category": "/category/condo?deal=sale&min_price=300000&max_price=900000",
  };
}

/** The pages of the three-way hit table (BENCH_PAGES: a comma-separated subset of the kinds). */
const HIT_PAGES = (process.env.BENCH_PAGES ?? "home,detail,category,search").split(",").map((s) => s.trim());

/** The pages of the miss table (BENCH_MISS_PAGES: a comma-separated subset of the kinds; default all). */
const MISS_PAGES = process.env.BENCH_MISS_PAGES?.split(",").map((s) => s.trim());
const missPages = (pages: Record<string, string>) =>
  MISS_PAGES ? Object.fromEntries(Object.entries(pages).filter(([name]) => MISS_PAGES.includes(name))) : pages;

// ---------- the three phases ----------

interface HitRow {
  page: string;
  encoding: Encoding;
  bytes: number;
  ours: Figures;
  plain: Figures;
  nginx?: Figures;
}

async function benchHits(ours: RunningServer, pages: Record<string, string>, nginxBinary: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  // The bytes ours sends, captured once per page and encoding, for the other two to send.
  for (const name of HIT_PAGES) {
    const url = ours.url + pages[name];
    await rawBody(url, ENCODINGS.br); // the miss that keeps it
    const file = path.join(dir, `${name.replace(/\W+/g, "-")}.html`);
    const identity = await rawBody(url, ENCODINGS.identity);
    const gzip = await rawBody(url, ENCODINGS.gzip);
    const br = await rawBody(url, ENCODINGS.br);
    if (identity.cache !== "hit" || gzip.encoding !== "gzip" || br.encoding !== "br") {
      throw new Error(`${url}: expected a kept page in every encoding (got ${identity.cache}, ${gzip.encoding}, ${br.encoding})`);
    }
    fs.writeFileSync(file, identity.body);
    fs.writeFileSync(`${file}.gz`, gzip.body);
    fs.writeFileSync(`${file}.br`, br.body);
  }
  const plain = await startPlain(dir);
  const nginx = await startNginx(nginxBinary, dir);
  const rows: HitRow[] = [];
  try {
    for (const name of HIT_PAGES) {
      const file = `/${name.replace(/\W+/g, "-")}.html`;
      for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
        const run = (url: string, pid: number | undefined) =>
          wrk(url, { encoding: ENCODINGS[encoding], connections, seconds: duration, serverPid: pid });
        // Back to back, so that the row's figures see the machine in the same state.
        const row: HitRow = {
          page: name,
          encoding,
          bytes: 0,
          ours: await run(ours.url + pages[name], ours.process.pid),
          plain: await run(plain.url + file, plain.pid),
          // nginx sends no brotli without a module Debian does not ship.
          nginx: encoding === "br" ? undefined : await run(nginx.url + file, nginx.pid),
        };
        row.bytes = Math.round(row.ours.bytes);
        rows.push(row);
        console.log(
          `  ${name} ${encoding}: ours ${row.ours.rps.toFixed(0)}, plain node ${row.plain.rps.toFixed(0)}, nginx ${row.nginx?.rps.toFixed(0) ?? "-"} req/s (load average ${loadAverage()})`,
        );
      }
    }
  } finally {
    await plain.stop();
    await nginx.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

interface MissRow {
  page: string;
  url: string;
  small: Figures;
  big?: Figures;
  /** Longest event-loop delay in the 100k server during this page's misses (wall), and its longest turn (CPU). */
  loopMs?: number;
  turnCpuMs?: number;
}

async function benchMisses(small: RunningServer, smallPages: Record<string, string>, big: RunningServer | undefined, bigPages: Record<string, string>) {
  const rows: MissRow[] = [];
  const run = (server: RunningServer, url: string) =>
    wrk(server.url + url, { encoding: ENCODINGS.br, connections: 1, seconds: missDuration, miss: true, serverPid: server.process.pid });
  // Warm: every route's code loaded and compiled by the JIT before anything is
  // timed (else the first page measured pays for it: 100+ ms at p50).
  for (let i = 0; i < 10; i++) {
    for (const name of Object.keys(smallPages)) {
      for (const [server, url] of [[small, smallPages[name]], ...(big ? [[big, bigPages[name]]] : [])] as [RunningServer, string][]) {
        const res = await fetch(`${server.url}${url}${url.includes("?") ? "&" : "?"}warm=${i}`, { redirect: "manual" });
        await res.arrayBuffer();
        // A redirect or a 404 would measure something cheaper than the page.
        if (res.status !== 200) throw new Error(`${server.url}${url} answered ${res.status}: not a page to measure`);
      }
    }
  }
  for (const name of Object.keys(smallPages)) {
    const s = await run(small, smallPages[name]!);
    let b: Figures | undefined;
    let loopMs: number | undefined;
    let turnCpuMs: number | undefined;
    let line = "";
    if (big) {
      await probeLine(big);
      b = await run(big, bigPages[name]!);
      line = await probeLine(big);
      loopMs = longestDelay(line);
      turnCpuMs = longestTurnCpu(line);
    }
    rows.push({ page: name, url: bigPages[name] ?? smallPages[name]!, small: s, big: b, loopMs, turnCpuMs });
    console.log(
      `  ${name}: p95 ${s.p95.toFixed(1)} ms @100, ${b ? `${b.p95.toFixed(1)} ms @${large}` : "-"}; longest loop delay ${loopMs?.toFixed(1) ?? "-"} ms (load average ${loadAverage()})${process.env.BENCH_PROBE ? `\n    probe: ${line}` : ""}`,
    );
  }
  return rows;
}

/** /sitemap.xml and every file it lists, one after another as a crawler reads them, on the big server. */
async function sitemapDelay(server: RunningServer) {
  await probeLine(server);
  const started = performance.now();
  const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const file of files) await (await fetch(file)).arrayBuffer();
  const seconds = (performance.now() - started) / 1000;
  const line = await probeLine(server);
  return { files: files.length, seconds, loopMs: longestDelay(line), turnCpuMs: longestTurnCpu(line) };
}

// ---------- main ----------

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
  console.log(`\nload average at the end: ${loadAverage()}; ${((Date.now() - began) / 60000).toFixed(1)} min in all`);
}

main().catch((error) => {
  // fetch's "fetch failed" says why only in its cause.
  console.error(error instanceof Error ? error.message : error, error?.cause ?? "");
  process.exit(1);
});
