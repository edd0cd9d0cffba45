import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { isSameOrInside, sha256, verifyBackup, writeDurably } from "./backup-manifest.server";
import { LOCK_FILES, lockDataDir } from "./data-lock.server";

/** The steps after which DATA_DIR has been changed; a failure in any of them is rolled back. */
export type RestoreStep = "move-aside" | "place";

export interface RestoreOptions {
  /**
   * Called before each rename that changes DATA_DIR, with the entry's name.
   * Tests throw here to prove a failure half-way leaves the data as it was.
   */
  beforeChange?: (step: RestoreStep, entry: string) => void;
}

/**
 * Puts a backup back into DATA_DIR, or changes nothing. In order:
 * - refuses a backup folder that is DATA_DIR or inside it (it would be moved aside with the data);
 * - takes DATA_DIR's lock, so it refuses while a server uses it (and a server cannot start meanwhile);
 * - checks every file of the backup against its manifest and the database's integrity;
 * - copies the backup beside DATA_DIR and checks the copy again;
 * - only then moves the current contents aside (kept, never deleted) and the copy in,
 *   putting everything back where it was if any of these renames fails.
 * The session secret is not part of a backup: everyone signs in again.
 * Returns where the previous data was moved, or null when DATA_DIR was empty.
 */
export async function restoreSite(backupDir: string, dataDir: string, options: RestoreOptions = {}): Promise<string | null> {
  const source = path.resolve(backupDir);
  const target = path.resolve(dataDir);
  if (isSameOrInside(source, target)) {
    throw new Error(`Refusing to restore: the backup folder ${source} is DATA_DIR or inside it`);
  }
  let lock;
  try {
    lock = lockDataDir(target, "restore");
  } catch (error) {
    if ((error as Error).name === "DataDirInUse") throw new Error(`Refusing to restore: ${(error as Error).message}; stop it first`);
    throw error;
  }
  try {
    const manifest = await verifyBackup(source);
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const staging = `${target}.restoring-${stamp}`;
    const aside = `${target}.before-restore-${stamp}`;

    // 1. The copy, beside DATA_DIR (same disk, so the moves below are renames), checked as written.
    try {
      for (const entry of manifest.files) {
        const body = await fsp.readFile(path.join(source, entry.path));
        if (body.length !== entry.size || sha256(body) !== entry.sha256) {
          throw new Error(`${entry.path} changed in the backup while it was being restored`);
        }
        // Readable by its owner only, as a fresh site.db is (db.server.ts), whatever the umask or the backup's modes.
        await writeDurably(path.join(staging, entry.path), body, 0o600);
      }
    } catch (error) {
      await fsp.rm(staging, { recursive: true, force: true });
      throw error;
    }

    // 2. The swap, entry by entry; the lock file stays (moving it would let a server start).
    const current = (await fsp.readdir(target)).filter((name) => !LOCK_FILES.includes(name));
    const movedAside: string[] = [];
    const placed: string[] = [];
    try {
      if (current.length) await fsp.mkdir(aside);
      for (const name of current) {
        options.beforeChange?.("move-aside", name);
        await fsp.rename(path.join(target, name), path.join(aside, name));
        movedAside.push(name);
      }
      for (const name of (await fsp.readdir(staging)).sort()) {
        options.beforeChange?.("place", name);
        await fsp.rename(path.join(staging, name), path.join(target, name));
        placed.push(name);
      }
    } catch (error) {
      const why = (error as Error).message;
      try {
        await rollBack({ target, staging, aside, movedAside, placed });
      } catch (undo) {
        // Say exactly where the data is: nothing was deleted, but it is not all back in place.
        throw new Error(
          `Restore failed (${why}) and could not be fully undone (${(undo as Error).message}): ` +
            `the previous data is in ${target} and ${aside}, the backup's copy in ${staging}`,
        );
      }
      throw new Error(`Restore failed and was undone, DATA_DIR is as it was: ${why}`);
    }
    await fsp.rm(staging, { recursive: true, force: true });
    return current.length ? aside : null;
  } finally {
    lock.release();
  }
}

async function rollBack(state: { target: string; staging: string; aside: string; movedAside: string[]; placed: string[] }) {
  const { target, staging, aside, movedAside, placed } = state;
  // What was placed goes back to the copy (deleted below: the backup still holds it).
  for (const name of placed) await fsp.rename(path.join(target, name), path.join(staging, name));
  for (const name of movedAside) await fsp.rename(path.join(aside, name), path.join(target, name));
  if (fs.existsSync(aside) && (await fsp.readdir(aside)).length === 0) await fsp.rmdir(aside);
  await fsp.rm(staging, { recursive: true, force: true });
}
