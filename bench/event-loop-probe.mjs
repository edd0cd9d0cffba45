// Loaded into the server under test by bench/event-loop.ts (node --import):
// measures how long the server's event loop was held up, and how much of it
// was garbage collection, with no change to the server. On SIGUSR2 it prints
// one line of figures and starts again.
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

// The same in CPU time, which a busy machine does not stretch: CPU used between
// two ticks 1 ms apart is what one turn of the loop did. An upper bound: the
// figure is the process's, so GC and compression threads running meanwhile count.
let lastCpu = process.cpuUsage();
let turnCpuMax = 0;
(function tick() {
  const now = process.cpuUsage();
  turnCpuMax = Math.max(turnCpuMax, (now.user - lastCpu.user + now.system - lastCpu.system) / 1000);
  lastCpu = now;
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
