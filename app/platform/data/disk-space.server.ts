import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

/**
 * Below this, a save or an upload (a 12-megapixel photo and its variants is a
 * few MB) is about to fail: better to say so before an agent loses a form.
 */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;
/** /healthz may be polled every second by a load balancer: one statfs per few seconds is enough. */
const CACHE_MS = 5_000;

export type DiskState = "ok" | "full" | "not writable";

/** A write that failed because the disk (or the user's quota, or SQLite's page limit) is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT" || code === "SQLITE_FULL";
}

const cache = new Map<string, { at: number; state: DiskState }>();

/** Whether DATA_DIR can take a write: writable, and with more than MIN_FREE_BYTES free. Cached a few seconds. */
export async function dataDirState(dataDir: string, now = Date.now()): Promise<DiskState> {
  const dir = path.resolve(dataDir);
  const hit = cache.get(dir);
  if (hit && now - hit.at < CACHE_MS) return hit.state;
  let state: DiskState;
  try {
    await fsp.access(dir, fs.constants.W_OK);
    const stats = await fsp.statfs(dir);
    state = stats.bavail * stats.bsize < MIN_FREE_BYTES ? "full" : "ok";
  } catch (error) {
    // EROFS (read-only mount), EACCES, or the folder gone.
    state = isDiskFull(error) ? "full" : "not writable";
  }
  cache.set(dir, { at: now, state });
  return state;
}
