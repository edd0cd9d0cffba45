import SQLite from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";

/**
 * A backup's hold on photo deletions (decision 029). While a backup copies
 * the database and then the photos, a photo the copied database names must
 * not be deleted: every path that deletes photo files (a save, a listing
 * delete, a discarded upload, the orphan sweep, a replaced logo) asks
 * `photoDeletionsHeld()` after its own change has committed, and leaves the
 * files to a later sweep while a backup holds the lease.
 *
 * The lease is an exclusive SQLite transaction held open on
 * `DATA_DIR/backup.lease`, as `server.lock` is (data-lock.server.ts): an OS
 * file lock, which every process on the machine sees and the kernel drops
 * when the backup ends, even by kill -9, so a crashed backup never holds
 * deletions back.
 */
const LEASE_FILE = "backup.lease";

export class BackupRunning extends Error {
  override name = "BackupRunning";
}

/** Taken by a backup before it copies the database; waits a moment for a deleter's check to finish. */
export function holdPhotoDeletions(dataDir: string): { release(): void } {
  const db = new SQLite(path.join(path.resolve(dataDir), LEASE_FILE), { timeout: 5000 });
  try {
    db.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY") throw new BackupRunning("another backup is running on this DATA_DIR; try again when it has finished");
    throw error;
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      db.close();
    },
  };
}

/**
 * True while a backup holds the lease on this DATA_DIR (and when the lease
 * cannot be read: a file kept by mistake is only disk space). Costs a file's
 * stat when no backup ever ran here.
 */
export function photoDeletionsHeld(dataDir: string): boolean {
  const file = path.join(path.resolve(dataDir), LEASE_FILE);
  if (!fs.existsSync(file)) return false;
  const db = new SQLite(file, { timeout: 0 });
  try {
    db.exec("BEGIN IMMEDIATE");
    db.exec("ROLLBACK");
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}
