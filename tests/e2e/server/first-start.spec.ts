import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { startServer, type RunningServer } from "../server-process";

/**
 * A quiet first start (issue 27 item 5): on an empty DATA_DIR the server says
 * what it did — migrated, seeded N listings, the first admin's e-mail and
 * password, the address — and nothing a newcomer would read as an error. On a
 * terminal pino's lines are pino-pretty's text; anywhere else they are JSON
 * (one object a line) for a collector. The build that a first start may run is
 * one line too (server/ensure-build.js); it is not run here: the suite's build
 * is already there. Then the same data folder is started again: a restart keeps
 * every listing and creates nothing twice (one seed serves both checks; a seed
 * costs 12–25 s).
 */
const FIRST_START = { LOG_LEVEL: "info", ADMIN_EMAIL: "", ADMIN_PASSWORD: "", SEED_DEMO: "1" };
const NOT_OURS = /warn|experimental|deprecat|\(!\)| kB|rollup|vite v/i;
const COLOURS = /\u001b\[[0-9;]*m/g;

/** What a restart must leave as it was: the rows the seed and the first start made, and a sound file. */
function snapshot(dataDir: string) {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return {
      properties: db.prepare("select id, slug, display_id from properties order by id").all(),
      locations: db.prepare("select name from locations order by name").all(),
      projects: db.prepare("select name from project_names order by name").all(),
      admins: db.prepare("select email from admin_users").all(),
      integrity: db.pragma("integrity_check", { simple: true }),
    };
  } finally {
    db.close();
  }
}

/** The first page's listing titles, in order. */
async function homeTitles(server: RunningServer): Promise<string[]> {
  const html = await (await fetch(server.url)).text();
  return [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]!);
}

test("not on a terminal: JSON for the log lines, the admin's password and the address as text, nothing else; a restart keeps every listing and creates nothing twice", async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-start-"));
  const server = await startServer({ dataDir, env: FIRST_START, timeoutMs: 200_000 });
  let titles: string[] = [];
  try {
    const lines = server.output().trim().split("\n");
    const logged = lines.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as { level: number; msg: string; applied?: string[]; seeded?: number });
    const text = lines.filter((l) => !l.startsWith("{"));
    expect(logged.map((l) => l.msg)).toEqual([
      expect.stringMatching(/^migrated the database \(\d+ migrations\)$/),
      expect.stringMatching(/^seeded \d+ demo listings in \d+ s$/),
    ]);
    expect(logged.every((l) => l.level === 30)).toBe(true);
    expect(logged[0]!.msg).toContain(`(${logged[0]!.applied!.length} migrations)`);
    expect(logged[1]!.seeded).toBeGreaterThan(0);
    expect(text).toHaveLength(2);
    expect(text[0]).toMatch(/^Created the first admin\. E-mail: admin@example\.com {2}Password: \S{12,} {2}\(shown once;/);
    expect(text[1]).toBe(`Listening on ${server.url} (127.0.0.1:${server.port})`);
    expect(lines.filter((l) => NOT_OURS.test(l))).toEqual([]);
    titles = await homeTitles(server);
    expect(titles.length).toBeGreaterThan(0);
  } finally {
    await server.stop();
  }

  await test.step("a restart keeps every listing and creates nothing twice; SIGTERM closes cleanly", async () => {
    // Stopped above by SIGTERM: exit 0, after saying so.
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("Stopped cleanly");
    const before = snapshot(dataDir);
    expect(before.properties.length).toBe(30);
    expect(before.admins).toHaveLength(1);
    expect(before.integrity).toBe("ok");

    const again = await startServer({ dataDir, env: FIRST_START });
    try {
      expect(again.output()).not.toContain("Created the first admin");
      expect(again.output()).not.toMatch(/seeded \d+ demo listings/);
      expect(await homeTitles(again)).toEqual(titles);
    } finally {
      expect(await again.stop()).toBe(0);
    }
    expect(snapshot(dataDir)).toEqual(before);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

test("on a terminal: every line is text a person reads", async () => {
  test.skip(!fs.existsSync("/usr/bin/script"), "needs util-linux's script(1) to give the server a terminal");
  test.setTimeout(240_000);
  const server = await startServer({
    env: FIRST_START,
    timeoutMs: 200_000,
    // script(1) runs the server on a pseudo-terminal, as a person's shell does.
    command: ["/usr/bin/script", "-qefc", `exec ${JSON.stringify(process.execPath)} server.js`, "/dev/null"],
  });
  try {
    const lines = server
      .output()
      .replace(COLOURS, "")
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    expect(lines.filter((l) => l.startsWith("{"))).toEqual([]);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: migrated the database \(\d+ migrations\)$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: seeded [1-9]\d* demo listings in \d+ s$/);
    expect(lines.some((l) => /^Created the first admin\. E-mail: admin@example\.com {2}Password: \S{12,}/.test(l))).toBe(true);
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toBe(`Listening on ${server.url} (127.0.0.1:${server.port})`);
    expect(lines.filter((l) => NOT_OURS.test(l))).toEqual([]);
  } finally {
    await server.stop();
  }
});
