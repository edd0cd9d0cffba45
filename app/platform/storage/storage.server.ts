import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { getEnv } from "~/platform/config.server";
import { dataDirState, isDiskFull } from "~/platform/data/disk-space.server";
import { assertSafeKey, PUBLIC_URL_BASE, type Storage, type StorageState } from "./keys";
import { S3Storage } from "./s3.server";

export { assertSafeKey, BRAND_PREFIX, brandKeyFromPublicUrl, keyFromPublicUrl, MASTER_PREFIX, PUBLIC_PREFIX, PUBLIC_URL_BASE, type Storage, type StorageState } from "./keys";

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(this.root, key);
    // assertSafeKey already forbids ".." and absolute keys; this is the second lock.
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    return file;
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const file = this.file(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await fsp.writeFile(tmp, body);
      await fsp.rename(tmp, file);
    } catch (error) {
      // A full disk leaves half a file: do not keep it (the sweep removes any a crash leaves).
      await fsp.rm(tmp, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The folder is made as the first upload would make it: a site on PostgreSQL
   * whose DATA_DIR does not exist yet can still store photos, so it is ready.
   */
  async readiness(): Promise<StorageState> {
    try {
      await fsp.mkdir(this.root, { recursive: true });
    } catch (error) {
      return isDiskFull(error) ? "full" : "not writable";
    }
    return dataDirState(this.root);
  }

  /** Deletes `.tmp` files (writes a crash cut short) last changed before `cutoff`; returns how many. */
  async deleteStaleTemporaryFiles(cutoff: number): Promise<number> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return 0;
      throw e;
    }
    let deleted = 0;
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith(".tmp")) continue;
      const file = path.join(entry.parentPath, entry.name);
      try {
        if ((await fsp.stat(file)).mtimeMs >= cutoff) continue;
        await fsp.rm(file, { force: true });
        deleted += 1;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
      }
    }
    return deleted;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fsp.readFile(this.file(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw e;
    }
  }

  async stream(key: string) {
    const file = this.file(key);
    try {
      const stat = await fsp.stat(file);
      if (!stat.isFile()) return null;
      return { body: fs.createReadStream(file), size: stat.size };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fsp.stat(this.file(key))).isFile();
    } catch {
      return false;
    }
  }

  /** Every key under a folder such as `property_images/` (a trailing slash is optional). */
  async list(prefix: string): Promise<string[]> {
    const folder = prefix.replace(/\/+$/, "");
    const dir = folder ? this.file(folder) : this.root;
    try {
      const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile() && !e.name.endsWith(".tmp"))
        .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw e;
    }
  }

  publicUrl(key: string): string {
    return PUBLIC_URL_BASE + key;
  }
}

let instance: Storage | undefined;

/** The bucket when S3_BUCKET is set, else the local folder DATA_DIR/uploads. */
export function getStorage(): Storage {
  if (instance) return instance;
  const env = getEnv();
  instance = env.s3 ? new S3Storage(env.s3) : new LocalStorage(path.join(path.resolve(env.DATA_DIR), "uploads"));
  return instance;
}
