import SQLite from "better-sqlite3";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { sqlitePath } from "./db.server";

export interface BackupManifest {
  createdAt: string;
  database: string;
  files: number;
}

/**
 * A consistent copy of a running site: SQLite's online backup API copies the
 * database page by page while the server goes on serving (WAL readers and
 * writers are not blocked), then the uploaded files are copied. Photos are
 * written once and never changed, so a file copied after the database is
 * either referenced by it or an orphan the sweep removes later.
 */
export async function backupSite(dataDir: string, targetDir: string): Promise<BackupManifest> {
  const source = sqlitePath(dataDir);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  await fsp.mkdir(targetDir, { recursive: true });
  if (fs.existsSync(path.join(targetDir, "site.db"))) throw new Error(`${targetDir} already holds a backup`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    await db.backup(path.join(targetDir, "site.db"));
  } finally {
    db.close();
  }
  const uploads = path.join(path.resolve(dataDir), "uploads");
  let files = 0;
  if (fs.existsSync(uploads)) {
    await fsp.cp(uploads, path.join(targetDir, "uploads"), {
      recursive: true,
      filter: (src) => !src.endsWith(".tmp"),
    });
    files = (await fsp.readdir(path.join(targetDir, "uploads"), { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    ).length;
  }
  const manifest = { createdAt: new Date().toISOString(), database: "site.db", files };
  await fsp.writeFile(path.join(targetDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * Puts a backup back into DATA_DIR. The server must be stopped: the
 * database file is replaced whole. What was there is moved aside, not deleted.
 */
export async function restoreSite(backupDir: string, dataDir: string): Promise<string | null> {
  const backupDb = path.join(backupDir, "site.db");
  if (!fs.existsSync(backupDb)) throw new Error(`No backup at ${backupDir} (site.db is missing)`);
  const check = new SQLite(backupDb, { readonly: true, fileMustExist: true });
  const integrity = check.pragma("integrity_check", { simple: true });
  check.close();
  if (integrity !== "ok") throw new Error(`The backup's database is damaged: ${String(integrity)}`);

  const target = path.resolve(dataDir);
  let movedAside: string | null = null;
  if (fs.existsSync(target) && (await fsp.readdir(target)).length > 0) {
    movedAside = `${target}.before-restore-${Date.now()}`;
    await fsp.rename(target, movedAside);
  }
  await fsp.mkdir(target, { recursive: true });
  await fsp.copyFile(backupDb, sqlitePath(target));
  if (fs.existsSync(path.join(backupDir, "uploads"))) {
    await fsp.cp(path.join(backupDir, "uploads"), path.join(target, "uploads"), { recursive: true });
  }
  // The session secret is not part of a backup: everyone signs in again.
  return movedAside;
}
