import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { test, expect } from "@playwright/test";
import { startServer, type RunningServer } from "./server-process";

// Issue 18, item 4: SIGTERM under keep-alive traffic used to run into the
// 10 s force-exit (exit 1, database not closed), and `npm start` left the
// server running as an orphan.

/** `clients` loops, each sending GETs back to back on one keep-alive connection, until stopped. */
function keepBusy(url: string, clients: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  let running = true;
  const counts = { answered: 0 };
  const one = () =>
    new Promise<void>((resolve) => {
      const request = http.get(`${url}/healthz`, { agent }, (response) => {
        response.resume();
        response.on("end", () => {
          counts.answered += 1;
          resolve();
        });
      });
      // Refused once the server stops listening: wait a little and go on, like a real client.
      request.on("error", () => setTimeout(resolve, 20));
    });
  const loops = Array.from({ length: clients }, async () => {
    while (running) await one();
  });
  return {
    counts,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

/** Every process below `pid` (Linux /proc), so that none is left behind when a test fails. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (listed) children = children.concat(listed.split(/\s+/).map(Number));
    }
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function exitWithin(server: RunningServer, ms: number): Promise<number | null | "timeout"> {
  return Promise.race([server.stop("SIGTERM"), new Promise<"timeout">((r) => setTimeout(() => r("timeout"), ms))]);
}

test("SIGTERM with busy keep-alive connections and a spare one finishes, closes the database and exits 0", async () => {
  test.setTimeout(90_000);
  const server = await startServer({ env: { SEED_DEMO: "0" } });
  const traffic = keepBusy(server.url, 8);
  // Browsers open a connection ahead of need and may send nothing on it for a while.
  const spare = net.connect(server.port, "127.0.0.1");
  spare.on("error", () => {});
  try {
    await expect.poll(() => traffic.counts.answered, { timeout: 10_000 }).toBeGreaterThan(50);
    const started = Date.now();
    expect(await exitWithin(server, 8_000)).toBe(0);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(server.output()).toContain("Stopped cleanly");
  } finally {
    await traffic.stop();
    spare.destroy();
    server.process.kill("SIGKILL");
  }
});

test("npm start passes SIGTERM on to the server: nothing keeps serving after npm exits", async () => {
  test.setTimeout(90_000);
  const server = await startServer({ env: { SEED_DEMO: "0" }, command: ["npm", "start", "--silent"] });
  const below = descendants(server.process.pid!);
  try {
    expect(await exitWithin(server, 8_000)).toBe(0);
    expect(server.output()).toContain("Stopped cleanly");
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  } finally {
    for (const pid of [server.process.pid!, ...below]) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
});
