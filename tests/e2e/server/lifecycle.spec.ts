import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { buildOutputFile } from "../../../server/ensure-build.js";

const root = path.resolve(import.meta.dirname, "../../..");

function runWithEnv(env: Record<string, string>) {
  return spawnSync(process.execPath, ["server.js"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", BUILD_DIR: process.env.BUILD_DIR ?? "build", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "cfg-")), ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

for (const [name, value] of [
  ["PORT", "abc"],
  ["WHATSAPP_NUMBER", "12ab"],
  ["SITE_URL", "not a url"],
  ["DATABASE_URL", "mysql://x"],
  ["LOG_LEVEL", "loud"],
]) {
  test(`a bad ${name} stops the server with one line naming it`, () => {
    const result = runWithEnv({ [name]: value });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Invalid configuration: ${name}`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
}

test("the build that a first start runs prints no future-flag warnings or empty-chunk notices", () => {
  test.setTimeout(180_000);
  // The suite's build is that build: `npm run build` and a first start both run quietBuild, which keeps
  // what Vite printed inside the build it made. Only a build made otherwise (`npx react-router build`) is
  // made again here, inside the checkout as `build` is: the server bundle resolves its packages from node_modules.
  const kept = path.resolve(root, buildOutputFile());
  let output: string;
  if (fs.existsSync(kept)) {
    output = fs.readFileSync(kept, "utf8");
  } else {
    const buildDir = fs.mkdtempSync(path.join(root, "build-test-"));
    try {
      const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
        cwd: root,
        env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir },
        encoding: "utf8",
        timeout: 170_000,
      });
      expect(result.status, result.stderr).toBe(0);
      output = result.stdout + result.stderr;
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  }
  expect(output).toContain("built in");
  expect(output).not.toContain("Future Flag Warning");
  expect(output).not.toMatch(/empty chunk/i);
});
