import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { getEnv } from "./env.server";
// storage-s3.server.ts imports key helpers from here; neither module uses the other at load time.
import { S3Storage } from "./storage-s3.server";

/**
 * Where uploaded files live. Keys are relative paths such as
 * `property_images/1732270000000_front.jpg`. Only keys under PUBLIC_PREFIX are
 * ever served to visitors; masters (un-watermarked originals) live elsewhere.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  stream(key: string): Promise<{ body: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  list(prefix: string): Promise<string[]>;
  publicUrl(key: string): string;
}

export const PUBLIC_PREFIX = "property_images/";
/** The un-watermarked originals, kept private under this folder and never served. */
export const MASTER_PREFIX = "masters/";
export const PUBLIC_URL_BASE = "/images/";

/** A key is a relative path of safe segments; anything else could escape the folder. */
export function assertSafeKey(key: string): void {
  const ok =
    key.length > 0 &&
    key.length <= 300 &&
    !key.startsWith("/") &&
    key.split("/").every((seg) => /^[A-Za-z0-9._-]+$/.test(seg) && seg !== "." && seg !== "..");
  if (!ok) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

export function keyFromPublicUrl(url: string): string | null {
  const pathname = url.startsWith("/") ? url : safePathname(url);
  if (!pathname?.startsWith(PUBLIC_URL_BASE)) return null;
  const key = decodeURIComponent(pathname.slice(PUBLIC_URL_BASE.length));
  try {
    assertSafeKey(key);
  } catch {
    return null;
  }
  return key.startsWith(PUBLIC_PREFIX) ? key : null;
}

function safePathname(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

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
    await fsp.writeFile(tmp, body);
    await fsp.rename(tmp, file);
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
