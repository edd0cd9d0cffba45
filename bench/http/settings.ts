/** npm run bench's settings (BENCH_* variables, cores, encodings) and small helpers: see bench/http.ts. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const duration = Number(process.env.BENCH_DURATION ?? 5);
export const missDuration = Number(process.env.BENCH_MISS_DURATION ?? 4);
export const large = Number(process.env.BENCH_LARGE ?? 100_000);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const root = path.resolve(import.meta.dirname, "../..");
export const LUA = path.join(root, "bench/wrk-report.lua");
export const SERVER_CORE = "1";
export const CLIENT_CORE = "0";
export const LOOP_BUDGET_MS = 50;
export const phases = (process.env.BENCH_PHASES ?? "hits,misses,working-set,mixed").split(",");
/** Listings of the working-set and mixed runs (each page in three languages). */
export const workingSetListings = Number(process.env.BENCH_WORKING_SET ?? 1000);

export const ENCODINGS = {
  identity: "identity",
  gzip: "gzip, deflate",
  br: "gzip, deflate, br, zstd",
} as const;
export type Encoding = keyof typeof ENCODINGS;

export const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");

export function which(command: string): string | undefined {
  const found = spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).stdout.trim();
  return found || ["/usr/sbin", "/usr/bin"].map((d) => path.join(d, command)).find((p) => fs.existsSync(p));
}
