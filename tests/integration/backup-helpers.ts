import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { storePhoto } from "~/photos/images.server";
import { createTestProperty } from "../factories";
import { closeDb } from "~/platform/db/db.server";

export const root = path.resolve(import.meta.dirname, "../..");
export const onSqlite = process.env.TEST_DIALECT !== "postgres";

const childEnv = () => ({
  PATH: process.env.PATH ?? "",
  DATA_DIR: process.env.DATA_DIR!,
  LOG_LEVEL: "silent",
  SEED_DEMO: "0",
  NODE_ENV: "test",
  SITE_URL: "https://listings.example.my",
});

/**
 * The temporary folder (TMPDIR) of the scripts this test file runs: its own, beside its DATA_DIR
 * (tests/setup/environment.ts removes both). What a restore leaves behind is looked for there: in the
 * shared one, another file's restore, running meanwhile, showed up.
 */
export function scriptTmpDir(): string {
  const dir = `${process.env.DATA_DIR!}-scripts-tmp`;
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** `npm run backup|restore -- DIR`, as the operator runs it, on this test file's DATA_DIR or another. */
export function run(args: string[], dataDir = process.env.DATA_DIR!): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/backup.ts", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, LOG_LEVEL: "silent", TMPDIR: scriptTmpDir() },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A process that started like the server on this test's DATA_DIR (tests/support/serving-process.ts). */
export function startServingProcess(): Promise<{ child: ChildProcess; pid: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/serving-process.ts"], { cwd: root, env: childEnv() });
    let out = "";
    child.stdout!.on("data", (d) => {
      out += d;
      const ready = /ready (\d+)/.exec(out);
      if (ready) resolve({ child, pid: Number(ready[1]) });
    });
    child.stderr!.on("data", (d) => (out += d));
    child.on("exit", (code) => reject(new Error(`serving process exited with ${code}: ${out}`)));
  });
}

export function killed(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", () => resolve());
    child.kill(signal);
  });
}

/** Every file under `dir` with its sha256, by relative path. */
export function filesIn(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  }
  return out;
}

/** Folders next to DATA_DIR that a restore leaves (`….before-restore-…`, `….restoring-…`). */
export function besideDataDir(): string[] {
  const dataDir = path.resolve(process.env.DATA_DIR!);
  return fs.readdirSync(path.dirname(dataDir)).filter((name) => name.startsWith(`${path.basename(dataDir)}.`));
}

export function newBackupDir(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), "backup-")), "snap");
}

/** `count` listings with one stored photo each (a JPEG, its master and its WebP variants). */
export async function listingsWithPhotos(count: number, title = "Backed Up"): Promise<void> {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#468" } }).jpeg().toBuffer();
  for (let i = 0; i < count; i++) {
    const stored = await storePhoto(photo, `room-${i}.jpg`);
    await createTestProperty({ title: `${title} ${i}`, images: [stored.url] });
  }
}

/** DATA_DIR's files with their sha256, without the lock a server or restore takes (server.lock, server.pid). */
export function dataFiles(): Record<string, string> {
  return Object.fromEntries(Object.entries(filesIn(process.env.DATA_DIR!)).filter(([name]) => !name.startsWith("server.")));
}

/**
 * A site with photos, backed up, then changed once more (a listing newer than
 * the backup) and closed, as a restore finds it: what a restore must either
 * replace whole or leave exactly as it is. Returns the backup and the data as it was.
 */
export async function changedSinceBackup(label: string, newer: string) {
  await listingsWithPhotos(2, label);
  const backupDir = newBackupDir();
  const backup = await run(["backup", backupDir]);
  if (backup.code !== 0) throw new Error(`backup failed: ${backup.stderr}`);
  await createTestProperty({ title: newer });
  await closeDb();
  return { backupDir, before: dataFiles(), beside: besideDataDir() };
}
