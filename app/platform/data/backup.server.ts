import SQLite from "better-sqlite3";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import {
  isSameOrInside,
  sha256,
  writeDurably,
  writeManifest,
  type BackupManifest,
  type ManifestFile,
} from "./backup-manifest.server";
import { holdPhotoDeletions } from "./backup-lease.server";
import { photosMissing } from "./backup-photos.server";
import { sqlitePath } from "../db/db.server";

export type { BackupManifest } from "./backup-manifest.server";

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** Every file under `uploads/` as `uploads/…` paths, skipping the `.tmp` of a write in progress. */
async function listUploads(dataDir: string): Promise<string[]> {
  try {
    const entries = await fsp.readdir(path.join(dataDir, "uploads"), { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && !e.name.endsWith(".tmp"))
      .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
      .sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/**
 * A consistent copy of a running site (decision 029). It holds the photo
 * deletion lease first (backup-lease.server.ts): from then on no process
 * deletes a photo file, so every photo the database copy names is still
 * there to be copied. Then the database, with SQLite's online backup API
 * (the server goes on serving), and the files under `uploads/`, one by one
 * (photos are written once and never changed). A file deleted anyway (by
 * hand, by something that ignores the lease) is left out and named in the
 * manifest; if the database copy names a photo the backup does not hold,
 * the backup fails, with no manifest, so that restore refuses it too. The
 * manifest — every file with its size and sha256, and the completion
 * marker — is written last.
 */
export async function backupSite(dataDir: string, targetDir: string): Promise<BackupManifest> {
  const data = path.resolve(dataDir);
  const target = path.resolve(targetDir);
  const source = sqlitePath(data);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  if (isSameOrInside(target, data)) throw new Error(`The backup folder ${target} must be outside DATA_DIR (${data})`);
  await fsp.mkdir(target, { recursive: true });
  if ((await fsp.readdir(target)).length > 0) throw new Error(`${target} is not empty: back up into a new folder`);

  const lease = holdPhotoDeletions(data);
  try {
    return await copySite(data, source, target);
  } finally {
    lease.release();
  }
}

async function copySite(data: string, source: string, target: string): Promise<BackupManifest> {
  const files: ManifestFile[] = [];
  const db = new SQLite(source, { fileMustExist: true });
  try {
    await db.backup(path.join(target, "site.db"));
  } finally {
    db.close();
  }
  // The copy is in WAL mode like its source; as a single self-contained file
  // it stays unchanged when opened (no -wal/-shm beside it), so its hash holds.
  const copy = new SQLite(path.join(target, "site.db"), { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
  const dbCopy = await fsp.readFile(path.join(target, "site.db"));
  files.push({ path: "site.db", size: dbCopy.length, sha256: sha256(dbCopy) });

  const vanished: string[] = [];
  for (const rel of await listUploads(data)) {
    let body: Buffer;
    try {
      body = await fsp.readFile(path.join(data, rel));
    } catch (error) {
      if (!isMissing(error)) throw error;
      vanished.push(rel);
      continue;
    }
    await writeDurably(path.join(target, rel), body);
    files.push({ path: rel, size: body.length, sha256: sha256(body) });
  }

  const missing = photosMissing(path.join(target, "site.db"), new Set(files.map((f) => f.path)));
  if (missing.length) {
    throw new Error(
      `The backup in ${target} is not complete: its database lists ${missing.length} photos whose files are not in ` +
        `${path.join(data, "uploads")} (first: ${missing[0]}). No manifest was written, so it cannot be restored.`,
    );
  }
  const manifest: BackupManifest = { format: 2, complete: true, createdAt: new Date().toISOString(), files, vanished, missingPhotos: [] };
  await writeManifest(target, manifest);
  return manifest;
}
