import type { RunningServer } from "../tests/e2e/server-process";

/** Where the event-loop probe lives: load it into a server with `NODE_OPTIONS=--import <this>`. */
export const PROBE = new URL("./event-loop-probe.mjs", import.meta.url).pathname;

/** The probe's figures since the last call (bench/event-loop-probe.mjs prints them on SIGUSR2). */
export async function probeLine(server: RunningServer): Promise<string> {
  const before = server.output().length;
  server.process.kill("SIGUSR2");
  for (let i = 0; i < 100; i++) {
    const line = /event-loop-probe [^\n]+/.exec(server.output().slice(before))?.[0];
    if (line) return line.replace("event-loop-probe ", "");
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("the probe did not answer");
}

/** The longest event-loop delay (ms, wall) in a probe line. */
export function longestDelay(line: string): number {
  return Number(/(?:^| )max=([\d.]+)/.exec(line)?.[1] ?? NaN);
}

/** The most CPU one turn of the loop used (ms) in a probe line: what a busy machine does not stretch. */
export function longestTurnCpu(line: string): number {
  return Number(/longest-turn-cpu=([\d.]+)/.exec(line)?.[1] ?? NaN);
}
