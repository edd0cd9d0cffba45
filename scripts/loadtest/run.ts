import autocannon from "autocannon";
import { signIn } from "./admin-client";
import { publicPaths } from "./public-paths";
import { cleanUp, readBack } from "./read-back";
import { startWriters } from "./writers";

export interface LoadtestOptions {
  url: string;
  email: string;
  password: string;
  duration: number;
  connections: number;
  writers: number;
  /** Pause of each writer between two rounds (create + edit), in ms. */
  writePauseMs: number;
  log?: (line: string) => void;
}

export interface LoadtestSummary {
  url: string;
  duration: number;
  connections: number;
  writers: number;
  reads: {
    requests: number;
    perSecond: number;
    latencyP50: number;
    latencyP99: number;
    status2xx: number;
    status3xx: number;
    status4xx: number;
    status5xx: number;
    socketErrors: number;
    timeouts: number;
  };
  writes: { attempted: number; acknowledged: number; creates: number; edits: number; failed: number; failures: string[] };
  readBack: { checked: number; lostWrites: number; lost: string[]; stalePublicPages: number };
  cleanup: { deleted: number; left: number };
  /** Non-2xx/3xx reads, socket errors and timeouts, failed writes. */
  errors: number;
}

export async function runLoadtest(options: LoadtestOptions): Promise<LoadtestSummary> {
  const log = options.log ?? (() => {});
  const base = options.url.replace(/\/$/, "");
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const prefix = `Loadtest ${run}`;
  const cookie = await signIn(base, options.email, options.password);
  const paths = await publicPaths(base);
  log(`Load test ${run}: ${base}, ${options.connections} connections, ${options.duration} s, ${options.writers} writers, ${paths.length} public paths`);

  const reads = autocannon({
    url: base,
    connections: options.connections,
    duration: options.duration,
    headers: { "accept-encoding": "br, gzip" },
    requests: paths.map((path) => ({ method: "GET" as const, path })),
  });
  const writers = startWriters({ base, cookie, prefix, count: options.writers, pauseMs: options.writePauseMs });
  const result = await reads;
  const { written, attempted, creates, edits, failures } = await writers.stop();

  const checked = await readBack(base, cookie, written);
  const cleanup = await cleanUp(base, cookie, written, prefix);

  const failed = attempted - creates - edits;
  const readErrors = result["4xx"] + result["5xx"] + result.errors;
  return {
    url: base,
    duration: result.duration,
    connections: options.connections,
    writers: options.writers,
    reads: {
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      status2xx: result["2xx"],
      status3xx: result["3xx"],
      status4xx: result["4xx"],
      status5xx: result["5xx"],
      socketErrors: result.errors - result.timeouts,
      timeouts: result.timeouts,
    },
    writes: { attempted, acknowledged: creates + edits, creates, edits, failed, failures },
    readBack: checked,
    cleanup,
    errors: readErrors + failed,
  };
}
