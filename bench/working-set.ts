/**
 * The two runs of `npm run bench` that ask many distinct pages (issue 25,
 * decision 031), against our server at its default page-cache budget:
 *
 * - working set: every URL of the sitemap (each listing, list and landing
 *   page in three languages) crawled once, then again; the second crawl's
 *   share of answers labelled `X-Page-Cache: hit` shows whether the budget
 *   holds the site. Then wrk asks them round-robin (bench/wrk-round-robin.lua).
 * - mixed: `npm run loadtest` (every page kind, .data twins, sitemap files,
 *   three languages, with admin writers saving) at 200 connections, pinned to
 *   the load generator's core: req/s, p50/p99, timeouts.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RunningServer } from "../tests/e2e/server-process";
import { E2E_ADMIN } from "../tests/e2e/server-process";

const root = path.resolve(import.meta.dirname, "..");
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&#38;/g, "&")).pathname);

/** Every URL a crawler finds in the sitemap, and the sitemap's own files. */
export async function sitemapPaths(base: string): Promise<string[]> {
  const files = locs(await (await fetch(`${base}/sitemap.xml`)).text());
  const pages = (await Promise.all(files.map(async (file) => locs(await (await fetch(`${base}${file}`)).text())))).flat();
  return ["/sitemap.xml", ...files, ...pages];
}

/** Asks each path once, `parallel` at a time, as Chrome would (brotli); counts the answers by their X-Page-Cache label. */
export async function crawl(base: string, paths: string[], parallel = 4): Promise<{ seconds: number; labels: Record<string, number>; failed: number }> {
  const labels: Record<string, number> = {};
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < paths.length) {
        const res = await fetch(base + paths[next++]!, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" }, redirect: "manual" });
        await res.arrayBuffer();
        if (res.status !== 200) failed += 1;
        const label = res.headers.get("x-page-cache") ?? "none";
        labels[label] = (labels[label] ?? 0) + 1;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, labels, failed };
}

export interface WorkingSet {
  pages: number;
  first: Awaited<ReturnType<typeof crawl>>;
  second: Awaited<ReturnType<typeof crawl>>;
  /** The share of the second crawl answered from the cache. */
  hitShare: number;
}

export async function workingSet(server: RunningServer): Promise<{ result: WorkingSet; paths: string[] }> {
  const paths = await sitemapPaths(server.url);
  const first = await crawl(server.url, paths);
  const second = await crawl(server.url, paths);
  return { paths, result: { pages: paths.length, first, second, hitShare: (second.labels.hit ?? 0) / paths.length } };
}

/** A file of paths for bench/wrk-round-robin.lua (removed by the caller). */
export function pathsFile(paths: string[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-paths-")), "paths.txt");
  fs.writeFileSync(file, `${paths.join("\n")}\n`);
  return file;
}

/**
 * `npm run loadtest` against `server`, pinned to `core` (the server runs on
 * the other): its summary lines as printed.
 */
export function mixedRun(server: RunningServer, core: string, options: { seconds: number; connections: number }): Promise<string> {
  const args = ["-c", core, process.execPath, "node_modules/tsx/dist/cli.mjs", "scripts/loadtest.ts", "--url", server.url];
  args.push("--duration", String(options.seconds), "--connections", String(options.connections), "--writers", "1", "--write-pause", "1000");
  args.push("--email", E2E_ADMIN.email, "--password", E2E_ADMIN.password);
  const child = spawn("taskset", args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  return new Promise((resolve) => child.on("exit", () => resolve(out.trim())));
}

const f1 = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? "-" : n.toFixed(1));

/** The working set's lines of the bench's summary. */
export function printWorkingSet(
  w: WorkingSet,
  listings: number,
  robin?: { rps: number; p50: number; p99: number; errors: number; hits?: number; answered?: number; cpuPerRequest?: number; connections: number; seconds: number },
) {
  const labels = (l: Record<string, number>) => Object.entries(l).map(([k, v]) => `${k} ${v}`).join(", ");
  console.log(`\n== Working set: ${w.pages} distinct pages (${listings} listings × 3 languages, lists, landing pages, sitemap files), default budget ==`);
  console.log(`first crawl: ${w.first.seconds.toFixed(1)} s (${labels(w.first.labels)}; non-200 ${w.first.failed})`);
  console.log(`second crawl: ${w.second.seconds.toFixed(1)} s (${labels(w.second.labels)}): ${(w.hitShare * 100).toFixed(1)} % hits (goal ≥ 99 %)`);
  if (!robin) return;
  const share = robin.answered ? ((robin.hits ?? 0) / robin.answered) * 100 : 0;
  console.log(
    `round-robin, wrk -t1 -c${robin.connections} ${robin.seconds} s: ${robin.rps.toFixed(0)} req/s, p50 ${f1(robin.p50)} ms, p99 ${f1(robin.p99)} ms, ` +
      `${share.toFixed(1)} % hits, errors ${robin.errors}, server CPU ${f1(robin.cpuPerRequest)} µs/req`,
  );
}
