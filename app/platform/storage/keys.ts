/** Storage keys and the adapter interface, shared by the local folder and the S3 bucket (no I/O here). */
import type { Readable } from "node:stream";

/**
 * Where uploaded files live. Keys are relative paths such as
 * `property_images/1732270000000_9f86d081884c.jpg`. Only keys under PUBLIC_PREFIX are
 * ever served to visitors; masters (un-watermarked originals) live elsewhere.
 */
/** "full" and "not writable": the local folder; "unreachable": the bucket did not answer, or refused. */
export type StorageState = "ok" | "full" | "not writable" | "unreachable";

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  stream(key: string): Promise<{ body: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  list(prefix: string): Promise<string[]>;
  publicUrl(key: string): string;
  /** Whether a photo could be stored now (the readiness check, server/health.ts); never throws. */
  readiness(): Promise<StorageState>;
  /** Local folder only: deletes the `.tmp` of writes a crash or a full disk cut short, last changed before `cutoff`. */
  deleteStaleTemporaryFiles?(cutoff: number): Promise<number>;
}

export const PUBLIC_PREFIX = "property_images/";
/** The un-watermarked originals, kept private under this folder and never served. */
export const MASTER_PREFIX = "masters/";
export const PUBLIC_URL_BASE = "/images/";
/** The agency's logo (decision 020): public, but no listing's photo, so the photo sweep never looks here. */
export const BRAND_PREFIX = "brand/";

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

/** The key of a logo URL (`/images/brand/…`), or null: photos and logos never pass for each other. */
export function brandKeyFromPublicUrl(url: string): string | null {
  if (!url.startsWith(PUBLIC_URL_BASE + BRAND_PREFIX)) return null;
  const key = decodeURIComponent(url.slice(PUBLIC_URL_BASE.length));
  try {
    assertSafeKey(key);
  } catch {
    return null;
  }
  return key;
}

function safePathname(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}
