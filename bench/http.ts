/**
 * npm run bench — public pages against nginx serving the very same bytes,
 * at 100 and at 100,000 listings. Prints req/s, p50/p95/p99, bytes,
 * ours ÷ nginx, and p95 at 100k ÷ p95 at 100. All figures come from one run.
 *
 * Options (env): BENCH_DURATION seconds per page (default 10),
 * BENCH_CONNECTIONS (default 10), BENCH_LARGE listings (default 100000;
 * 0 skips the large half, for quick ours ÷ nginx runs while iterating).
 */
import autocannon from "autocannon";
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { freePort, startServer, type RunningServer } from "../tests/e2e/server-process";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const large = Number(process.env.BENCH_LARGE ?? 100_000);
const root = path.resolve(import.meta.dirname, "..");

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  bytes: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(url: string): Promise<Figures> {
  const times: number[] = [];
  // autocannon reports fixed percentiles (no p95): keep every response time ourselves.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration }, (error, res) => (error ? reject(error) : resolve(res)));
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const body = await (await fetch(url)).arrayBuffer();
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    bytes: body.byteLength,
    errors: result.errors + result.non2xx,
  };
}

function seed(dataDir: string, count: number) {
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts", "--count", String(count)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function pagesOf(dataDir: string): Record<string, string> {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  const row = db
    .prepare("select slug from properties where status = 'Available' order by date_status desc limit 1 offset 5")
    .get() as { slug: string };
  db.close();
  return {
    home: "/",
    detail: `/listing/${row.slug}`,
    category: "/category/condo",
    // A term in 12 of the 30 demo titles: a full page of 24 cards at 100 listings as at 100,000,
    // so the two halves compare the same page (a rarer term gives a shorter page at 100).
    search: "/search?q=with",
    // Issue 14: filtered and sorted lists (decision 021).
    "filtered: rent, 3+ bedrooms": "/?beds=3&deal=rent",
    "filtered: location, sale, price": "/location/mont-kiara?deal=sale&sort=price_asc",
    "filtered: condo, psf": "/?min_price=300000&sort=psf_asc&type=Condominium%2FApartment%2FFlat",
  };
}

interface Nginx {
  url: string;
  /** Where benchPages writes the pages nginx serves, as `<name>.html`. */
  htmlDir: string;
  stop: () => void;
}

async function startNginx(htmlDir: string): Promise<Nginx> {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
  if (!nginx) {
    throw new Error("nginx is not installed: apt-get install -y nginx-light (Debian), then run npm run bench again.");
  }
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  sendfile on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${htmlDir};
    location / { try_files $uri =404; }
  }
}
`,
  );
  const child = spawn(nginx, ["-c", path.join(prefix, "nginx.conf"), "-p", prefix, "-g", "daemon off; user root;"], {
    stdio: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(url + "/home.html");
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, htmlDir, stop: () => child.kill("SIGTERM") };
}

interface Site {
  label: string;
  dataDir: string;
  server: RunningServer;
  pages: Record<string, string>;
}

/** A production server of our own on `count` freshly seeded listings. */
async function startSite(label: string, count: number): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));
  const t = Date.now();
  seed(dataDir, count);
  console.log(`[${label}] seeded ${count} listings in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const server = await startServer({ dataDir, env: { SEED_DEMO: "0" } });
  return { label, dataDir, server, pages: pagesOf(dataDir) };
}

async function stopSite(site: Site) {
  await site.server.stop();
  fs.rmSync(site.dataDir, { recursive: true, force: true }); // 100,000 listings take ≈ 200 MB
}

/**
 * Both sites are seeded and running before the first measurement; then, page
 * by page, ours at 100 listings, ours at 100,000 and nginx with the very same
 * bytes run back to back, so that the three figures of a row see the machine
 * in the same state (the neighbours' load changes within a run far more than
 * between two pages).
 */
async function benchPages(sites: Site[], nginx: Nginx) {
  const figures = new Map<string, Record<string, Figures>>(sites.map((site) => [site.label, {}]));
  const baseline: Record<string, Figures> = {};
  for (const name of Object.keys(sites[0]!.pages)) {
    let html: Buffer | undefined;
    for (const site of sites) {
      const url = site.server.url + site.pages[name];
      await fetch(url); // the first request renders and keeps the page
      html ??= Buffer.from(await (await fetch(url)).arrayBuffer());
      figures.get(site.label)![name] = await load(url);
      console.log(`[${site.label}] ${name}: ${figures.get(site.label)![name]!.rps.toFixed(0)} req/s`);
    }
    fs.writeFileSync(path.join(nginx.htmlDir, `${name}.html`), html!);
    baseline[name] = await load(`${nginx.url}/${name}.html`);
    console.log(`[nginx] ${name}: ${baseline[name].rps.toFixed(0)} req/s`);
  }
  return { figures, baseline };
}

async function main() {
  execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { cwd: root, stdio: "ignore" });
  const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");
  console.log(`autocannon: ${connections} connections, ${duration} s per page; client and servers share this machine (${os.cpus().length} cores × ${os.cpus()[0]?.model ?? "?"}), load average ${loadAverage()}\n`);
  const sites: Site[] = [];
  const nginx = await startNginx(fs.mkdtempSync(path.join(os.tmpdir(), "bench-html-")));
  let measured: Awaited<ReturnType<typeof benchPages>>;
  try {
    sites.push(await startSite("100", 100));
    if (large > 0) sites.push(await startSite(String(large), large));
    console.log(`load average before loading: ${loadAverage()}`);
    measured = await benchPages(sites, nginx);
  } finally {
    nginx.stop();
    fs.rmSync(nginx.htmlDir, { recursive: true, force: true });
    for (const site of sites) await stopSite(site);
  }
  const { figures, baseline } = measured;
  const small = figures.get("100")!;
  const big = large > 0 ? figures.get(String(large)) : undefined;

  const rows = Object.keys(sites[0]!.pages).map((name) => {
    const s = small[name]!;
    const b = big?.[name];
    const n = baseline[name]!;
    return {
      page: `${name} (${sites[0]!.pages[name]})`,
      "req/s @100": s.rps.toFixed(0),
      "req/s @100k": b ? b.rps.toFixed(0) : "-",
      "nginx req/s": n.rps.toFixed(0),
      "p50/p95/p99 ms @100": [s.p50, s.p95, s.p99].map((v) => v.toFixed(1)).join("/"),
      "p50/p95/p99 ms @100k": b ? [b.p50, b.p95, b.p99].map((v) => v.toFixed(1)).join("/") : "-",
      bytes: s.bytes,
      "ours ÷ nginx": (s.rps / n.rps).toFixed(2),
      "p95 100k ÷ 100": b ? (b.p95 / Math.max(s.p95, 1)).toFixed(2) : "-",
      errors: s.errors + (b?.errors ?? 0),
    };
  });
  console.log();
  console.table(rows);
  console.log(`load average at the end: ${loadAverage()}`);
}

main().catch((error) => {
  // fetch's "fetch failed" says why only in its cause.
  console.error(error instanceof Error ? error.message : error, error?.cause ?? "");
  process.exit(1);
});
