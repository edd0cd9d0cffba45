/** The servers npm run bench measures: ours (seeded catalogues), plain node:http and nginx on the same bytes. */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort, startServer, type RunningServer } from "../../tests/e2e/server-process";
import { PROBE } from "../probe";
import { gatherInOneTown } from "./local-agent";
import { root, SERVER_CORE } from "./settings";

// ---------- the servers ----------

/** Seeded once per migrations + seeder version, kept under the temp dir for later runs. */
/** `count` demo listings into a fresh site in `dataDir`, by the seed script a user runs. */
export function seedInto(dataDir: string, count: number): void {
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts", "--count", String(count)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export function seededDataDir(count: number): string {
  const hash = crypto.createHash("sha1");
  for (const dir of ["db/migrations", "app/properties/demo"]) {
    for (const file of fs.readdirSync(path.join(root, dir)).sort()) hash.update(fs.readFileSync(path.join(root, dir, file)));
  }
  hash.update(fs.readFileSync(path.join(root, "scripts/seed.ts")));
  // The small catalogue is a local agent's (bench/http/local-agent.ts): a change to it seeds 100 listings again, not 100,000.
  const local = count <= 1_000;
  if (local) hash.update(fs.readFileSync(path.join(root, "bench/http/local-agent.ts")));
  const dir = path.join(os.tmpdir(), `listing-bench-${hash.digest("hex").slice(0, 12)}`, String(count));
  if (fs.existsSync(dir) && !process.env.BENCH_RESEED) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  const t = Date.now();
  seedInto(partial, count);
  // Its station, town, town search, price range and filtered category show a full page of cards.
  if (local) gatherInOneTown(partial);
  fs.renameSync(partial, dir);
  console.log(`seeded ${count} listings into ${dir} in ${((Date.now() - t) / 1000).toFixed(1)} s (kept for the next run)`);
  return dir;
}

/**
 * Our production server on `dataDir`, pinned to the server core; with the
 * event-loop probe inside for misses (not for hits: its 1 ms timer is work
 * the other two servers do not do).
 */
export function startOurs(dataDir: string, options: { probe: boolean; env?: Record<string, string> }): Promise<RunningServer> {
  return startServer({
    dataDir,
    command: ["taskset", "-c", SERVER_CORE, process.execPath, "server.js"],
    env: { SEED_DEMO: "0", ...(options.probe ? { NODE_OPTIONS: `--import ${PROBE}` } : {}), ...options.env },
    timeoutMs: 300_000,
  });
}

export interface Other {
  url: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

export async function waitFor(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: exited early\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`${url} did not answer`);
}

export function spawnPinned(file: string, args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn("taskset", ["-c", SERVER_CORE, file, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  return { child, output: () => out };
}

export const stopChild = (child: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

export async function startPlain(pagesDir: string): Promise<Other> {
  const port = await freePort();
  const { child, output } = spawnPinned(process.execPath, [path.join(root, "bench/plain-server.mjs"), pagesDir, String(port)]);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, output);
  return { url, pid: child.pid, stop: stopChild(child) };
}

export async function startNginx(nginx: string, pagesDir: string): Promise<Other> {
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  // One process (master_process off): the pid we measure is the one serving.
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `daemon off;
master_process off;
worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; }
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${pagesDir};
    location / { try_files $uri =404; }
  }
}
`,
  );
  const { child, output } = spawnPinned(nginx, ["-c", path.join(prefix, "nginx.conf"), "-p", prefix, "-g", "user root;"]);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, output);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      await stopChild(child)();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The raw bytes a server sends for `url` with this Accept-Encoding (fetch would decompress them). */
export function rawBody(url: string, acceptEncoding: string): Promise<{ body: Buffer; encoding: string; cache: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: String(res.headers["content-encoding"] ?? "identity"),
            cache: String(res.headers["x-page-cache"] ?? "-"),
          }),
        );
      })
      .on("error", reject);
  });
}
