import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import { backupSite, type BackupManifest } from "./backup.server";
import { writeDurably } from "./backup-manifest.server";

/**
 * A backup as one file: the folder `npm run backup` writes (the database
 * copied with SQLite's online backup API, the photos, manifest.json last),
 * packed as a .tar.gz. The admin downloads it; `npm run restore -- FILE`
 * unpacks it and restores it like the folder, with every check of the
 * manifest. The folder is made in the system's temporary directory and
 * deleted once the archive has been sent.
 */
export async function backupArchive(dataDir: string): Promise<{ stream: Readable; manifest: BackupManifest }> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "site-backup-"));
  const folder = path.join(work, "backup");
  let manifest: BackupManifest;
  try {
    manifest = await backupSite(dataDir, folder);
  } catch (e) {
    await fsp.rm(work, { recursive: true, force: true });
    throw e;
  }
  const pack = tar.pack();
  const out = new PassThrough();
  const cleanup = () => void fsp.rm(work, { recursive: true, force: true });
  // Entries one at a time: each file is read from disk as it is packed, never all in memory.
  (async () => {
    for (const rel of [...manifest.files.map((f) => f.path), "manifest.json"]) {
      const file = path.join(folder, rel);
      const { size, mtime } = await fsp.stat(file);
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name: rel, size, mtime, mode: 0o644 }, (err) => (err ? reject(err) : resolve()));
        fs.createReadStream(file).on("error", reject).pipe(entry);
      });
    }
    pack.finalize();
  })().catch((err: Error) => pack.destroy(err));
  pipeline(pack, zlib.createGzip(), out).then(cleanup, (err: Error) => {
    cleanup();
    out.destroy(err);
  });
  out.on("close", cleanup);
  return { stream: out, manifest };
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Only plain relative names of safe segments: an archive must not write outside its folder. */
function safeName(name: string): string | null {
  const clean = name.replace(/^\.\//, "");
  const parts = clean.split("/");
  return clean && parts.every((p) => SAFE_SEGMENT.test(p) && p !== "." && p !== "..") ? clean : null;
}

/** Unpacks a backup archive into the empty folder `target` (files only; an unsafe name is refused). */
export async function extractBackupArchive(file: string, target: string): Promise<void> {
  await fsp.mkdir(target, { recursive: true });
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    // A refused entry's stream is destroyed with the refusal; the pipeline below reports it, once.
    stream.on("error", () => undefined);
    const name = safeName(header.name);
    if (header.type === "directory") {
      stream.resume();
      return next();
    }
    if (header.type !== "file" || !name) {
      stream.resume();
      return next(new Error(`Not a backup archive: it holds ${JSON.stringify(header.name)}`));
    }
    const chunks: Buffer[] = [];
    stream.on("data", (c) => chunks.push(c as Buffer));
    stream.on("end", () => {
      writeDurably(path.join(target, name), Buffer.concat(chunks)).then(() => next(), next);
    });
  });
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  } catch (e) {
    throw new Error(`Could not unpack ${file}: ${(e as Error).message}`);
  }
}

/** Restores read a backup from a folder or from this archive. */
export function isArchive(p: string): boolean {
  return fs.existsSync(p) && fs.statSync(p).isFile();
}

export function archiveFileName(now = new Date()): string {
  return `site-backup-${now.toISOString().replace(/[:.]/g, "-").slice(0, 19)}.tar.gz`;
}
