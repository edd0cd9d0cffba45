import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import { backupSite, type BackupManifest } from "./backup.server";
import { archiveBudget, mib, TAR_HEADER_BYTES } from "./archive-bounds.server";

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

/**
 * Unpacks a backup archive into the empty folder `target` (files only; an
 * unsafe name is refused). Each entry's size is checked against what is
 * left of the budget (archive-bounds.server.ts) from its header, before any
 * of it is read, and is streamed to disk, never held in memory. Files are
 * written readable by their owner only, as the site's own database is.
 */
export async function extractBackupArchive(file: string, target: string): Promise<void> {
  await fsp.mkdir(target, { recursive: true });
  const budget = await archiveBudget(file, target);
  let unpacked = 0;
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    // A refused entry's stream is destroyed with the refusal; the pipeline below reports it, once.
    stream.on("error", () => undefined);
    const name = safeName(header.name);
    unpacked += TAR_HEADER_BYTES + (header.size ?? 0);
    if (unpacked > budget.total) {
      stream.resume();
      return next(new Error(`Not a backup archive: ${JSON.stringify(header.name)} would unpack past ${mib(budget.total)}, ${budget.reason}`));
    }
    if (header.type === "directory") {
      stream.resume();
      return next();
    }
    if (header.type !== "file" || !name) {
      stream.resume();
      return next(new Error(`Not a backup archive: it holds ${JSON.stringify(header.name)}`));
    }
    // tar-stream's entry is a streamx Readable: async-iterable, as pipeline() takes it, though its types do not say so.
    writeEntry(path.join(target, name), stream as unknown as AsyncIterable<Uint8Array>).then(() => next(), next);
  });
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  } catch (e) {
    throw new Error(`Could not unpack ${file}: ${(e as Error).message}`);
  }
}

async function writeEntry(file: string, stream: AsyncIterable<Uint8Array>): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const out = fs.createWriteStream(file, { mode: 0o600, flush: true });
  await pipeline(stream, out);
}

/** Restores read a backup from a folder or from this archive. */
export function isArchive(p: string): boolean {
  return fs.existsSync(p) && fs.statSync(p).isFile();
}

export function archiveFileName(now = new Date()): string {
  return `site-backup-${now.toISOString().replace(/[:.]/g, "-").slice(0, 19)}.tar.gz`;
}
