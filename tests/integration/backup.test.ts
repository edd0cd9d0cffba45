import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { closeDb, getDb } from "~/platform/db.server";
import { storePhoto } from "~/photos/images.server";
import { createTestProperty } from "../factories";

const root = path.resolve(import.meta.dirname, "../..");
const onSqlite = process.env.TEST_DIALECT !== "postgres";

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/backup.ts", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: process.env.DATA_DIR!, LOG_LEVEL: "silent" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

function filesIn(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  }
  return out;
}

async function snapshot() {
  return {
    properties: await getDb().selectFrom("properties").selectAll().orderBy("id").execute(),
    files: filesIn(path.join(process.env.DATA_DIR!, "uploads")),
  };
}

describe.skipIf(!onSqlite)("npm run backup / restore", () => {
  it("copies a serving site consistently and brings it back exactly", async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#468" } }).jpeg().toBuffer();
    for (let i = 0; i < 3; i++) {
      const stored = await storePhoto(photo, `room-${i}.jpg`);
      await createTestProperty({ title: `Backed Up ${i}`, images: [stored.url] });
    }
    const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "backup-")), "snap");

    // Saves go on while the backup runs: the copy must still be consistent.
    let writing = true;
    const writer = (async () => {
      let n = 0;
      while (writing) {
        await createTestProperty({ title: `During Backup ${n++}` });
        // better-sqlite3 is synchronous: yield to the event loop so the backup's exit is seen.
        await new Promise((r) => setTimeout(r, 5));
      }
      return n;
    })();
    const backup = await run(["backup", backupDir]);
    writing = false;
    await writer;
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/Backed up the database and \d+ files/);

    const copy = new SQLite(path.join(backupDir, "site.db"), { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    const backedUpIds = (copy.prepare("select id from properties order by id").all() as { id: string }[]).map((r) => r.id);
    copy.close();

    // Restore needs the server stopped; take the state the backup holds as "before".
    const before = await snapshot();
    const expected = before.properties.filter((p) => backedUpIds.includes(p.id));
    await getDb().deleteFrom("properties").execute();
    fs.rmSync(path.join(process.env.DATA_DIR!, "uploads"), { recursive: true });
    await closeDb();

    const restore = await run(["restore", backupDir]);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const after = await snapshot();
    expect(after.properties).toEqual(expected);
    expect(after.files).toEqual(before.files);
    expect(Object.keys(after.files).length).toBeGreaterThanOrEqual(3 * 5);
  });
});
