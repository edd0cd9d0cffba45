import fs from "node:fs";
import { PerformanceObserver } from "node:perf_hooks";

export interface Turns {
  /** The most CPU of this thread one turn of the event loop used, garbage collection's pauses in it taken out (ms). */
  longestMs: number;
  /** The same with those pauses left in (ms). */
  longestWithGcMs: number;
  /** The longest garbage collection pause (ms, wall clock). */
  longestGcMs: number;
  /** How many times the watching timer ran: turns of the loop seen. */
  turns: number;
}

/**
 * How long this thread's event loop is held at a time, in CPU (issue 28 item 8:
 * heavy admin work holds it no more than 50 ms at a time; decision 073).
 *
 * A timer due every millisecond reads the main thread's own CPU time
 * (/proc/thread-self/schedstat: nanoseconds this thread ran): what it used
 * between two runs of the timer is one turn's work. Time spent waiting for a
 * core is not in it, so a loaded machine does not stretch it as it stretches
 * the wall clock. Garbage collection's pauses inside a turn (wall clock, so
 * taking them out can only shorten the figure) belong to the whole heap of the
 * process, here a test runner's: reported apart. Without that file (not
 * Linux), the process's CPU, threads included: an upper bound.
 */
export function watchTurns(): { stop: () => Turns } {
  let fd: number | undefined;
  try {
    fd = fs.openSync("/proc/thread-self/schedstat", "r");
  } catch {
    fd = undefined;
  }
  const buffer = Buffer.alloc(128);
  const cpuMs = () => {
    if (fd === undefined) {
      const usage = process.cpuUsage();
      return (usage.user + usage.system) / 1000;
    }
    const n = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return Number(buffer.toString("latin1", 0, n).split(" ")[0]) / 1e6;
  };
  const pauses: { start: number; end: number }[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push({ start: e.startTime, end: e.startTime + e.duration });
  });
  gc.observe({ entryTypes: ["gc"] });
  // Turns of more than a few ms, kept with their span on the clock; the GC pauses inside are known only later.
  const long: { cpu: number; from: number; to: number }[] = [];
  let turns = 0;
  let lastCpu = cpuMs();
  let lastAt = performance.now();
  const tick = () => {
    const cpu = cpuMs();
    const at = performance.now();
    if (cpu - lastCpu > 5) long.push({ cpu: cpu - lastCpu, from: lastAt, to: at });
    turns += 1;
    lastCpu = cpu;
    lastAt = at;
  };
  const timer = setInterval(tick, 1);
  return {
    stop: () => {
      tick();
      clearInterval(timer);
      for (const e of gc.takeRecords()) pauses.push({ start: e.startTime, end: e.startTime + e.duration });
      gc.disconnect();
      if (fd !== undefined) fs.closeSync(fd);
      const inGc = (from: number, to: number) => pauses.reduce((sum, p) => sum + Math.max(0, Math.min(to, p.end) - Math.max(from, p.start)), 0);
      return {
        longestMs: Math.max(0, ...long.map((t) => t.cpu - inGc(t.from, t.to))),
        longestWithGcMs: Math.max(0, ...long.map((t) => t.cpu)),
        longestGcMs: Math.max(0, ...pauses.map((p) => p.end - p.start)),
        turns,
      };
    },
  };
}
