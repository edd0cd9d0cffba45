// Loaded into the server under test by bench/event-loop.ts (node --import):
// measures how long the server's event loop was held up, and how much of it
// was garbage collection, with no change to the server. On SIGUSR2 it prints
// one line of figures and starts again.
import fs from "node:fs";
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
let gcMax = 0;
let majorMax = 0;
let gcTotal = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMax = Math.max(gcMax, entry.duration);
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majorMax = Math.max(majorMax, entry.duration);
    gcTotal += entry.duration;
  }
}).observe({ entryTypes: ["gc"] });

// The same in CPU time, which a busy machine does not stretch: the main
// thread's CPU between two ticks 1 ms apart is what one turn of the loop did.
// Read from /proc/thread-self/schedstat (nanoseconds on the CPU, this thread
// alone), so that the thread pool compressing a page and V8's GC helpers,
// which share the server's one pinned core, are not counted as the loop's own
// work; where that file is missing, the process's CPU (an upper bound).
let schedstat;
try {
  schedstat = fs.openSync("/proc/thread-self/schedstat", "r");
} catch {
  schedstat = undefined;
}
const statBuffer = Buffer.alloc(128);
function threadCpuNs() {
  if (schedstat === undefined) {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) * 1000;
  }
  const n = fs.readSync(schedstat, statBuffer, 0, statBuffer.length, 0);
  return Number(statBuffer.toString("latin1", 0, n).split(" ")[0]);
}
let lastCpu = threadCpuNs();
let turnCpuMax = 0;
// PROBE_LONG_TURN_MS: also print each turn that used more CPU than that,
// with its start and end on the clock a --cpu-prof profile uses
// (CLOCK_MONOTONIC, µs), to find that turn's samples in the profile.
const longTurnMs = Number(process.env.PROBE_LONG_TURN_MS ?? 0);
let lastTick = process.hrtime.bigint();
(function tick() {
  const now = threadCpuNs();
  const turn = (now - lastCpu) / 1e6;
  turnCpuMax = Math.max(turnCpuMax, turn);
  lastCpu = now;
  const at = process.hrtime.bigint();
  if (longTurnMs && turn > longTurnMs) process.stdout.write(`long-turn cpu=${turn.toFixed(1)} from=${lastTick / 1000n} to=${at / 1000n}\n`);
  lastTick = at;
  setTimeout(tick, 1).unref();
})();

const ms = (ns) => (ns / 1e6).toFixed(1);
process.on("SIGUSR2", () => {
  process.stdout.write(
    `event-loop-probe max=${ms(histogram.max)} longest-turn-cpu=${turnCpuMax.toFixed(1)} p99=${ms(histogram.percentile(99))} mean=${ms(histogram.mean)} samples=${histogram.count} longest-gc=${gcMax.toFixed(1)} longest-full-gc=${majorMax.toFixed(1)} gc-total=${gcTotal.toFixed(0)} heap=${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)}MB\n`,
  );
  histogram.reset();
  gcMax = 0;
  majorMax = 0;
  gcTotal = 0;
  turnCpuMax = 0;
});
