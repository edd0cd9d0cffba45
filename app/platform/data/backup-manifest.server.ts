import SQLite from "better-sqlite3";
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { photosMissing } from "./backup-photos.server";

/**
 * `manifest.json` is written last, so its presence with `complete: true`
 * means every file it lists was fully written; restore trusts nothing else.
 */
export const MANIFEST = "manifest.json";
const FORMAT = 2;

export interface ManifestFile {
  /** Relative to the backup folder, with forward slashes: `site.db`, `uploads/property_images/…`. */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof FORMAT;
  complete: true;
  createdAt: string;
  files: ManifestFile[];
  /** Photo files deleted while the backup copied them (an agent's edit): not in the backup. */
  vanished: string[];
  /** Photos the backed-up database lists whose file is not in the backup: always empty since decision 029 (such a backup fails). */
  missingPhotos: string[];
}

export function sha256(data: Buffer): string {
  return crypto.createHash("sha256").update(data).digest("hex");
}

/**
 * Writes a file and flushes it to disk, so a manifest written after it never
 * lists a half-written file. `mode` applies when the file is created.
 */
export async function writeDurably(file: string, data: Buffer | string, mode?: number): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const handle = await fsp.open(file, "w", mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  const tmp = path.join(dir, `${MANIFEST}.tmp`);
  await writeDurably(tmp, JSON.stringify(manifest, null, 2));
  await fsp.rename(tmp, path.join(dir, MANIFEST));
  // The rename itself must reach the disk too (Linux; other systems may refuse a folder's fsync).
  const folder = await fsp.open(dir, "r");
  await folder.sync().catch(() => undefined);
  await folder.close();
}

/** `site.db` or a file under `uploads/`, never a path that climbs out of the folder it is copied to. */
function safeEntry(rel: string): boolean {
  if (typeof rel !== "string" || path.isAbsolute(rel) || rel.includes("\\")) return false;
  const parts = rel.split("/");
  if (parts.some((p) => p === "" || p === "." || p === "..")) return false;
  return rel === "site.db" || parts[0] === "uploads";
}

/**
 * Reads a backup's manifest and checks every file it lists (present, same
 * size, same sha256) and the database's integrity. Throws one readable line
 * saying what is wrong; nothing has been touched when it does.
 */
export async function verifyBackup(backupDir: string): Promise<BackupManifest> {
  const dir = path.resolve(backupDir);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(dir, MANIFEST), "utf8")) as BackupManifest;
  } catch {
    throw new Error(`${dir} is not a complete backup: ${MANIFEST} is missing or unreadable (the backup did not finish)`);
  }
  if (manifest.format !== FORMAT || manifest.complete !== true || !Array.isArray(manifest.files)) {
    throw new Error(`${dir} is not a complete backup: ${MANIFEST} has no completion marker (take a new backup)`);
  }
  const bad = manifest.files.find((f) => !safeEntry(f.path));
  if (bad) throw new Error(`${dir} is not a usable backup: ${MANIFEST} lists an unsafe path ${JSON.stringify(bad.path)}`);
  if (!manifest.files.some((f) => f.path === "site.db")) throw new Error(`${dir} is not a usable backup: it has no site.db`);

  let missing = 0;
  let differ = 0;
  for (const entry of manifest.files) {
    let data: Buffer;
    try {
      data = await fsp.readFile(path.join(dir, entry.path));
    } catch {
      missing += 1;
      continue;
    }
    if (data.length !== entry.size || sha256(data) !== entry.sha256) differ += 1;
  }
  if (missing || differ) {
    const total = manifest.files.length;
    throw new Error(`The backup at ${dir} is incomplete: ${missing} of ${total} files are missing and ${differ} differ from ${MANIFEST}`);
  }

  const check = new SQLite(path.join(dir, "site.db"), { readonly: true, fileMustExist: true });
  try {
    const integrity = check.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new Error(`The backup's database is damaged: ${String(integrity)}`);
  } finally {
    check.close();
  }
  // Every photo the database lists must be one of the files just checked against their sha256.
  const lacking = photosMissing(path.join(dir, "site.db"), new Set(manifest.files.map((f) => f.path)));
  if (lacking.length) {
    throw new Error(
      `The backup at ${dir} lacks ${lacking.length} photos its database lists (first: ${lacking[0]}): ` +
        "restoring it would show listings without their photos. Take a new backup",
    );
  }
  return manifest;
}

/** True when `inner` is `outer` or somewhere inside it (after resolving symlinks of what exists). */
export function isSameOrInside(inner: string, outer: string): boolean {
  const real = (p: string) => {
    const abs = path.resolve(p);
    // The folder may not exist yet: resolve the deepest part that does.
    let existing = abs;
    while (!fs.existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
    return path.join(fs.realpathSync(existing), path.relative(existing, abs));
  };
  const rel = path.relative(real(outer), real(inner));
  return rel === "" || (rel.split(path.sep)[0] !== ".." && !path.isAbsolute(rel));
}
