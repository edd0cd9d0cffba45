import fs from "node:fs";
import { test, expect } from "@playwright/test";
import { startServer } from "../server-process";

/**
 * A quiet first start (issue 27 item 5): on an empty DATA_DIR the server says
 * what it did — migrated, seeded N listings, the first admin's e-mail and
 * password, the address — and nothing a newcomer would read as an error. On a
 * terminal pino's lines are pino-pretty's text; anywhere else they are JSON
 * (one object a line) for a collector. The build that a first start may run is
 * one line too (server/ensure-build.js); it is not run here: the suite's build
 * is already there.
 */
const FIRST_START = { LOG_LEVEL: "info", ADMIN_EMAIL: "", ADMIN_PASSWORD: "", SEED_DEMO: "1" };
const NOT_OURS = /warn|experimental|deprecat|\(!\)| kB|rollup|vite v/i;
const COLOURS = /\u001b\[[0-9;]*m/g;

test("not on a terminal: JSON for the log lines, the admin's password and the address as text, nothing else", async () => {
  test.setTimeout(240_000);
  const server = await startServer({ env: FIRST_START, timeoutMs: 200_000 });
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
  } finally {
    await server.stop();
  }
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
