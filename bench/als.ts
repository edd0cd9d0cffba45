/**
 * npm run bench:als — what an AsyncLocalStorage `run()` around every request
 * costs on the Node running it (decision 033, measuring decision 028 again).
 *
 * Starts the built server three times, each on its own copy of one seeded
 * DATA_DIR (a server holds its folder alone): as it is, with
 * bench/als-wrap.mjs (each request inside `als.run()`), and with the same wrap
 * under `--no-async-context-frame` (Node 24's switch back to the async-hooks
 * implementation Node 20 had). Each is measured on a page-cache hit (`/`) and,
 * with PAGE_CACHE_MAX_MB=0, on a render (`/category/condo`, every request a
 * miss). The variants take turns, ROUNDS times, so a busy machine slows all of
 * them alike; each line gives requests a second and the server's own CPU time
 * per request (from /proc/PID/stat), the figure a busy machine stretches least.
 *
 * Medians of the rounds are printed, with the range of the CPU figure.
 *
 * Env: BENCH_LISTINGS (default 100), ROUNDS (5), SECONDS (3), BUILD_DIR.
 */
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "../server/ensure-build.js";
import type { RunningServer } from "../tests/e2e/server-process";
import { startServer } from "../tests/e2e/server-process";
import { seededDataDir } from "./http/servers";

const listings = Number(process.env.BENCH_LISTINGS ?? 100);
const rounds = Number(process.env.ROUNDS ?? 5);
const seconds = Number(process.env.SECONDS ?? 3);
const WRAP = new URL("./als-wrap.mjs", import.meta.url).pathname;
const TICKS_PER_SECOND = 100; // Linux's USER_HZ: /proc/PID/stat counts CPU in these

const VARIANTS = {
  "no ALS": [] as string[],
  "ALS run() (AsyncContextFrame)": ["--import", WRAP],
  "ALS run() (async hooks, --no-async-context-frame)": ["--no-async-context-frame", "--import", WRAP],
};
type Variant = keyof typeof VARIANTS;

/** The process's user + system CPU so far, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function measure(server: RunningServer, pathname: string) {
  const before = cpuSeconds(server.process.pid!);
  const result = await autocannon({
    url: server.url + pathname,
    connections: 8,
    duration: seconds,
    // As a browser asks: the page cache keeps pages gzipped and would inflate each one for a client that takes none.
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  const cpu = cpuSeconds(server.process.pid!) - before;
  const requests = result.requests.total;
  if (!requests) throw new Error(`${pathname}: no request answered in ${seconds} s`);
  if (result.non2xx || result.errors) throw new Error(`${pathname}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests, perSecond: requests / seconds, cpuMicros: (cpu / requests) * 1e6 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  process.env.NODE_ENV = "production";
  ensureBuild();
  const dataDir = seededDataDir(listings);
  const cases = [
    { name: "hit /", pathname: "/", env: {} as Record<string, string> },
    { name: "render /category/condo", pathname: "/category/condo", env: { PAGE_CACHE_MAX_MB: "0" } },
  ];
  console.log(`Node ${process.version}, ${listings} listings, ${rounds} rounds of ${seconds} s per variant, 8 connections, gzip`);
  for (const c of cases) {
    const servers = {} as Record<Variant, RunningServer>;
    try {
      // Started inside the try: one that fails to start stops those already running.
      for (const [variant, flags] of Object.entries(VARIANTS) as [Variant, string[]][]) {
        const copy = fs.mkdtempSync(path.join(os.tmpdir(), "listing-als-"));
        fs.cpSync(dataDir, copy, { recursive: true });
        servers[variant] = await startServer({
          dataDir: copy,
          command: [process.execPath, ...flags, "server.js"],
          env: { SEED_DEMO: "0", ...c.env },
          timeoutMs: 120_000,
        });
      }
      const results = Object.fromEntries(Object.keys(VARIANTS).map((v) => [v, [] as Awaited<ReturnType<typeof measure>>[]]));
      for (const server of Object.values(servers)) await measure(server, c.pathname); // warm up (JIT, the cache)
      for (let r = 0; r < rounds; r++) {
        for (const variant of Object.keys(VARIANTS) as Variant[]) results[variant]!.push(await measure(servers[variant], c.pathname));
      }
      console.log(`\n${c.name}`);
      const base = median(results["no ALS"]!.map((m) => m.cpuMicros));
      for (const [variant, ms] of Object.entries(results)) {
        const cpu = median(ms.map((m) => m.cpuMicros));
        const rps = median(ms.map((m) => m.perSecond));
        const cpus = ms.map((m) => m.cpuMicros);
        const spread = `${Math.min(...cpus).toFixed(0)}–${Math.max(...cpus).toFixed(0)}`;
        const change = variant === "no ALS" ? "" : `  (${cpu >= base ? "+" : ""}${(((cpu - base) / base) * 100).toFixed(1)} % CPU)`;
        console.log(`  ${variant.padEnd(50)} ${rps.toFixed(0).padStart(6)} req/s  ${cpu.toFixed(1).padStart(7)} µs CPU/request (rounds ${spread})${change}`);
      }
      for (const variant of Object.keys(VARIANTS).slice(1) as Variant[]) {
        const before = servers[variant].output().length;
        servers[variant].process.kill("SIGUSR2");
        let lost: string | undefined;
        for (let i = 0; i < 250 && lost === undefined; i++) {
          await new Promise((r) => setTimeout(r, 20));
          lost = /als-wrap lost=(\d+)/.exec(servers[variant].output().slice(before))?.[1];
        }
        if (lost !== "0") throw new Error(`${variant}: the store was lost in ${lost ?? "?"} responses`);
      }
    } finally {
      await Promise.all(Object.values(servers).map((s) => s.stop()));
      for (const s of Object.values(servers)) fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
