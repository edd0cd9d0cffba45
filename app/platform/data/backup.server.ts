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
import { sqlitePath } from "../db.server";
import { parseList } from "../json-list";
import { keyFromPublicUrl } from "../storage/keys";

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

/** Photos the copied database lists (their public JPEG) that the copied files do not hold. */
function photosMissingFrom(dbFile: string, copied: Set<string>): string[] {
  const db = new SQLite(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("select images from properties").all() as { images: string }[];
    const missing = new Set<string>();
    for (const row of rows) {
      for (const url of parseList(row.images)) {
        const key = keyFromPublicUrl(url);
        if (key && !copied.has(`uploads/${key}`)) missing.add(`uploads/${key}`);
      }
    }
    return [...missing].sort();
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of a running site. The database first, with SQLite's
 * online backup API (the server goes on serving); then the photo files, one
 * by one. Photos are written once and never changed, but an agent may delete
 * one while we copy: a file that vanished is left out and named in the
 * manifest. A photo deleted after the database copy can leave the copy
 * listing a photo it does not hold: that is reported too (run the backup
 * again). The manifest — every file with its size and sha256, and the
 * completion marker — is written last, so a backup cut short has none and
 * restore refuses it.
 */
export async function backupSite(dataDir: string, targetDir: string): Promise<BackupManifest> {
  const data = path.resolve(dataDir);
  const target = path.resolve(targetDir);
  const source = sqlitePath(data);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  if (isSameOrInside(target, data)) throw new Error(`The backup folder ${target} must be outside DATA_DIR (${data})`);
  await fsp.mkdir(target, { recursive: true });
  if ((await fsp.readdir(target)).length > 0) throw new Error(`${target} is not empty: back up into a new folder`);

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

  const manifest: BackupManifest = {
    format: 2,
    complete: true,
    createdAt: new Date().toISOString(),
    files,
    vanished,
    missingPhotos: photosMissingFrom(path.join(target, "site.db"), new Set(files.map((f) => f.path))),
  };
  await writeManifest(target, manifest);
  return manifest;
}
