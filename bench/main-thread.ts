/**
 * npm run bench:main-thread — what the browser's main thread does while a
 * public page loads (issue 29: Lighthouse's Total Blocking Time is these tasks,
 * and under a busy machine its figure swings by 100 ms from run to run).
 *
 * Loads each public page kind (scripts/public-pages.ts) in Debian's Chromium
 * as Lighthouse's mobile preset sees it (412 × 823 at 1.75×, touch, the CPU 4×
 * slower), cold (a new browser context each time), records a performance trace
 * from the navigation to one second after `load`, and prints per page the
 * median over MAIN_THREAD_RUNS (default 3) runs of:
 * - tasks > 50 ms from the first contentful paint on: how many, and their
 *   blocking time (each one's time over 50 ms), as Total Blocking Time counts them;
 * - the CPU time the main thread spent (the trace's thread time: a busy
 *   machine that takes the core away lengthens the tasks far more than this), and its
 *   share by kind of work (HTML, script, style, layout, paint, images);
 * - the page script's own time (its compile and run, what it makes the
 *   browser do before it returns included).
 *
 * Env: BUILD_DIR, MAIN_THREAD_URL (a running site instead of a new demo one),
 * MAIN_THREAD_PAGES (page kinds, comma-separated), MAIN_THREAD_RUNS, MAIN_THREAD_CPU (default 4).
 */
import { chromium, type Browser } from "@playwright/test";
import { ensureBuild } from "../server/ensure-build.js";
import { pagesOf } from "../scripts/public-pages";
import { startServer, type RunningServer } from "../tests/e2e/server-process";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium";

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 3);
const CPU = Number(process.env.MAIN_THREAD_CPU ?? 4);
const LONG_US = 50_000;
const CATEGORIES = ["-*", "toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading"];

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; tts?: number; pid: number; tid: number; args?: Record<string, unknown> & { data?: Record<string, unknown>; beginData?: { url?: string } } };

/** Trace event names by the kind of work they are, as DevTools' summary groups them. */
const KINDS: Record<string, string> = {
  ParseHTML: "html",
  EvaluateScript: "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  EventDispatch: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  "V8.Execute": "script",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  CompositeLayers: "paint",
  Commit: "paint",
  "Decode Image": "images",
  "Decode LazyPixelRef": "images",
  ImageDecodeTask: "images",
};
const KIND_ORDER = ["html", "script", "style", "layout", "paint", "images", "other"];

type Figures = { long: number; blockingMs: number; cpuMs: number; scriptMs: number; kinds: Record<string, number> };

/** Self time (μs of thread time) of each event on one thread, the children's taken out. */
function selfTimes(events: TraceEvent[]): Map<TraceEvent, number> {
  const self = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const event of events) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop();
    self.set(event, event.tdur ?? event.dur!);
    const parent = stack.at(-1);
    if (parent) self.set(parent, self.get(parent)! - (event.tdur ?? event.dur!));
    stack.push(event);
  }
  return self;
}

function figuresOf(trace: { traceEvents: TraceEvent[] }, url: string, scriptUrl: RegExp): Figures {
  const events = trace.traceEvents;
  // The renderer's main thread is the one that parsed this page; its load begins at its navigationStart.
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  const onThread = (e: TraceEvent) => e.pid === parse.pid && e.tid === parse.tid;
  const from = events.filter((e) => e.name === "navigationStart" && onThread(e) && e.ts <= parse.ts).at(-1)?.ts ?? parse.ts;
  // Total Blocking Time counts the tasks from the first contentful paint on.
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && onThread(e))?.ts ?? from;
  const thread = events
    .filter((e) => onThread(e) && e.ph === "X" && e.dur !== undefined && e.ts >= from)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // A task is a top-level RunTask (Chromium nests a second one, ThreadControllerImpl's, in each).
  const tasks: TraceEvent[] = [];
  for (const event of thread) {
    const last = tasks.at(-1);
    if (event.name === "RunTask" && (!last || event.ts >= last.ts + last.dur!)) tasks.push(event);
  }
  // A task under way at the first contentful paint counts from there, as Lighthouse clips it.
  const blocking = tasks.map((t) => Math.min(t.dur!, t.ts + t.dur! - fcp)).filter((dur) => dur > LONG_US);
  const wrappers = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
  const kinds: Record<string, number> = Object.fromEntries(KIND_ORDER.map((k) => [k, 0]));
  const cpu = tasks.reduce((sum, t) => sum + (t.tdur ?? t.dur!), 0);
  let known = 0;
  for (const [event, time] of selfTimes(thread)) {
    const kind = KINDS[event.name];
    if (wrappers.has(event.name) || !kind) continue;
    kinds[kind]! += time;
    known += time;
  }
  kinds.other = Math.max(0, cpu - known);
  // The page script is the one module of a public page: its compile (named) and its run (not named).
  const script = thread
    .filter((e) => (e.name === "v8.compileModule" && scriptUrl.test(String(e.args?.data?.url))) || e.name === "v8.evaluateModule")
    .reduce((sum, e) => sum + (e.tdur ?? e.dur!), 0);
  return {
    long: blocking.length,
    blockingMs: blocking.reduce((sum, dur) => sum + dur - LONG_US, 0) / 1000,
    cpuMs: cpu / 1000,
    scriptMs: script / 1000,
    kinds: Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, v / 1000])),
  };
}

async function measure(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(1000);
  const buffer = await browser.stopTracing();
  await context.close();
  return figuresOf(JSON.parse(buffer.toString("utf8")), url, /\/assets\/public-page-[^/]+\.js$/);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms);

async function main() {
  let server: RunningServer | undefined;
  let base = process.env.MAIN_THREAD_URL?.replace(/\/+$/, "");
  if (!base) {
    process.env.NODE_ENV = "production";
    ensureBuild();
    server = await startServer({ env: { SEED_DEMO: "1" } });
    base = server.url;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const version = browser.version();
  const rows: Record<string, Record<string, number | string>> = {};
  try {
    const only = process.env.MAIN_THREAD_PAGES?.split(",");
    const pages = Object.entries(await pagesOf(base)).filter(([name]) => !only || only.includes(name));
    for (const [name, pathname] of pages) {
      const runs: Figures[] = [];
      // A first load warms the server's page cache: each run measures the browser, not a render.
      await (await fetch(base + pathname)).arrayBuffer();
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, base + pathname));
      const row: Record<string, number | string> = {
        "tasks > 50 ms": median(runs.map((r) => r.long)),
        "blocking ms": round(median(runs.map((r) => r.blockingMs))),
        "CPU ms": round(median(runs.map((r) => r.cpuMs))),
        "script ms": round(median(runs.map((r) => r.scriptMs))),
      };
      for (const kind of KIND_ORDER) row[kind] = round(median(runs.map((r) => r.kinds[kind]!)));
      rows[name] = row;
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(`Main thread while a public page loads: Chromium ${version}, CPU ${CPU}× slower, 412 × 823, median of ${RUNS} cold loads (ms; CPU and its kinds are thread time)`);
  console.table(rows);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
