/** Runs wrk pinned to the client core and reads its figures and both cores' CPU (bench/http.ts). */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { CLIENT_CORE, LUA } from "./settings";

// ---------- wrk ----------

export interface Figures {
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
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

export interface WrkOptions {
  encoding: string;
  connections: number;
  seconds: number;
  miss?: boolean;
  serverPid?: number;
  /** Another wrk script than wrk-report.lua, and its environment. */
  script?: string;
  env?: Record<string, string>;
}

export async function wrk(url: string, options: WrkOptions): Promise<Figures> {
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
