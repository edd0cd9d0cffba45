import { spawn, type ChildProcess } from "node:child_process";
import Database from "better-sqlite3";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const E2E_ADMIN = { email: "agent@example.com", password: "correct horse battery" };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Starts the built app (`node server.js`, or `command`) on a free port with its own DATA_DIR. */
export async function startServer(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    timeoutMs?: number;
    command?: [string, ...string[]];
    /** The host name of its SITE_URL and `url` (it listens on 127.0.0.1 whatever this is). */
    hostname?: string;
    /** Called with everything the process has written so far, each time it writes (before it is healthy too). */
    onOutput?: (output: string) => void;
    /**
     * "demo": start on a copy of the demo catalogue global-setup's server seeded (its database and
     * photos; the seed then finds listings and adds none), instead of seeding it again (12 s on a
     * quiet machine, 20 s under load): for a test that needs the catalogue, not the seeding.
     */
    catalogue?: "demo";
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "listing-e2e-"));
  const template = process.env.E2E_DEMO_TEMPLATE;
  if (options.catalogue === "demo") {
    if (!template) throw new Error("E2E_DEMO_TEMPLATE is not set: run through playwright.config.ts (global-setup.ts)");
    fs.cpSync(template, dataDir, { recursive: true });
  }
  const url = `http://${options.hostname ?? "127.0.0.1"}:${port}`;
  const [file, ...commandArgs] = options.command ?? [process.execPath, "server.js"];
  const child = spawn(file, commandArgs, {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: "warn",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every spec's requests come from 127.0.0.1: one client, far busier than any visitor.
      RENDER_LIMIT_PER_SECOND: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const append = (d: Buffer) => {
    out += d;
    options.onOutput?.(out);
  };
  child.stdout!.on("data", append);
  child.stderr!.on("data", append);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become ready:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => out,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Keeps a copy of the demo catalogue of a server that has just seeded it and is idle: its database
 * as one consistent snapshot (VACUUM INTO reads it in a single transaction, beside the running
 * server) and its photos. No session secret, keys or lock: a server started on a copy makes its own.
 */
export function keepDemoCatalogue(dataDir: string): string {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), "listing-e2e-demo-"));
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("vacuum into ?").run(path.join(template, "site.db"));
  } finally {
    db.close();
  }
  fs.cpSync(path.join(dataDir, "uploads"), path.join(template, "uploads"), { recursive: true });
  return template;
}
