import { spawnSync } from "node:child_process";
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { buildOutputFile } from "../../../server/ensure-build.js";
import { startServer } from "../server-process";

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

test("a restart keeps every listing and creates nothing twice; SIGTERM closes cleanly", async () => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "restart-"));
  const env = { SEED_DEMO: "1", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" };
  const first = await startServer({ dataDir, env });
  const firstPage = await (await fetch(first.url)).text();
  expect(first.output()).toMatch(/Created the first admin\. E-mail: admin@example\.com {2}Password: \S+/);
  expect(await first.stop("SIGTERM")).toBe(0);
  expect(first.output()).toContain("Stopped cleanly");

  const snapshot = () => {
    const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
    const rows = {
      properties: db.prepare("select id, slug, display_id from properties order by id").all(),
      locations: db.prepare("select name from locations order by name").all(),
      projects: db.prepare("select name from project_names order by name").all(),
      admins: db.prepare("select email from admin_users").all(),
      integrity: db.pragma("integrity_check", { simple: true }),
    };
    db.close();
    return rows;
  };
  const before = snapshot();
  expect(before.properties.length).toBe(30);
  expect(before.admins).toHaveLength(1);
  expect(before.integrity).toBe("ok");

  const second = await startServer({ dataDir, env });
  expect(second.output()).not.toContain("Created the first admin");
  const secondPage = await (await fetch(second.url)).text();
  const titles = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
  expect(titles(secondPage)).toEqual(titles(firstPage));
  expect(await second.stop("SIGTERM")).toBe(0);
  expect(snapshot()).toEqual(before);
});

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
