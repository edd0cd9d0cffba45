import { test, expect } from "@playwright/test";
import fs from "node:fs";
import { formatSummary, runLoadtest } from "../../../scripts/loadtest";
import { E2E_ADMIN, startServer } from "../server-process";

// Issue 6: the short form of `npm run loadtest` (the full run is 200
// connections for 60 s, see SECURITY.md): mixed public reads and admin writes
// against a server of its own, with no errors and no lost writes.

test("8 s of 50 connections of public reads with admin writers: 0 errors, 0 lost writes", async () => {
  test.setTimeout(120_000);
  const server = await startServer({ catalogue: "demo" });
  try {
    const summary = await runLoadtest({
      url: server.url,
      email: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
      duration: 8,
      connections: 50,
      writers: 2,
      writePauseMs: 100,
    });
    console.log(formatSummary(summary));
    expect(summary.reads.requests).toBeGreaterThan(0);
    expect(summary.writes.acknowledged).toBeGreaterThan(0);
    expect(summary.writes.failures).toEqual([]);
    expect(summary.errors).toBe(0);
    expect(summary.readBack.lost).toEqual([]);
    expect(summary.readBack.lostWrites).toBe(0);
    expect(summary.readBack.stalePublicPages).toBe(0);
    expect(summary.cleanup.left).toBe(0);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});
