import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { test, expect } from "@playwright/test";
import { insertListings } from "../public-helpers";
import { startServer, type RunningServer } from "../server-process";

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

/** A connection that sends `text` and then nothing more, as a stalled or malicious client does. */
function stalled(port: number, text: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text, () => resolve(socket)));
    socket.on("error", () => {});
  });
}

test("SIGTERM with clients that stall mid-request still writes the counts in memory and exits 0 (issue 25)", async () => {
  test.setTimeout(90_000);
  // A flush interval of an hour: only the shutdown can have written these counts.
  const server = await startServer({ env: { SEED_DEMO: "0", STATS_FLUSH_MS: "3600000" } });
  const sockets: net.Socket[] = [];
  try {
    const before = process.env.E2E_DATA_DIR;
    process.env.E2E_DATA_DIR = server.dataDir; // the helpers write to this server's database
    const [target] = insertListings([{ title: "Stalled Shutdown Listing" }]);
    process.env.E2E_DATA_DIR = before;
    // Two visitors (a view counts once per visitor and day since decision 043: one network, two browsers).
    for (const [event, android] of [["view", "14"], ["view", "15"], ["whatsapp", "14"]]) {
      const response = await fetch(`${server.url}/api/listing-event?listing=${target!.id}&event=${event}`, {
        method: "POST",
        headers: { "User-Agent": `Mozilla/5.0 (Linux; Android ${android}) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36`, "Sec-Fetch-Site": "same-origin" },
      });
      expect(response.status).toBe(204);
    }
    // A sign-in whose body stops after 7 of its 1,000 bytes: the action waits for the rest.
    sockets.push(
      await stalled(
        server.port,
        `POST /login HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nemail=a`,
      ),
    );
    // Half a request head, never finished.
    sockets.push(await stalled(server.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nAccept: text/h`));
    // The server has begun the sign-in (its response is open) before the signal.
    await new Promise((r) => setTimeout(r, 300));

    expect(await exitWithin(server, 9_500)).toBe(0);
    expect(server.output()).toContain("Stopped cleanly");
    const Database = (await import("better-sqlite3")).default;
    const db = new Database(`${server.dataDir}/site.db`, { readonly: true });
    try {
      expect(db.prepare("select views, whatsapp_taps from listing_daily_stats where property_id = ?").all(target!.id)).toEqual([{ views: 2, whatsapp_taps: 1 }]);
    } finally {
      db.close();
    }
  } finally {
    for (const socket of sockets) socket.destroy();
    server.process.kill("SIGKILL");
  }
});
