import SQLite from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Who may change DATA_DIR: one server, or one restore, at a time.
 *
 * The lock is an exclusive SQLite transaction held open on `server.lock`:
 * SQLite takes it with an OS file lock (fcntl), which the kernel drops when
 * the process dies, even by kill -9 — so a crashed server never blocks a
 * restore, and pid reuse or another pid namespace (a container) cannot fool
 * it the way a pid file would. `server.pid` only says who holds it, for the
 * message.
 */
export const LOCK_FILES = ["server.lock", "server.lock-journal", "server.pid"];

export type LockRole = "server" | "restore";

interface Holder {
  role: LockRole;
  pid: number;
  host: string;
  since: string;
}

export class DataDirInUse extends Error {
  override name = "DataDirInUse";
}

export interface DataDirLock {
  release(): void;
}

function describe(holder: Holder | null): string {
  if (!holder) return "another process";
  const who = holder.role === "restore" ? "a restore" : "a server";
  return `${who} (pid ${holder.pid} on ${holder.host}, since ${holder.since})`;
}

function readHolder(dir: string): Holder | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, "server.pid"), "utf8")) as Holder;
  } catch {
    return null;
  }
}

/** Takes DATA_DIR for this process, or throws DataDirInUse naming who has it. */
export function lockDataDir(dataDir: string, role: LockRole): DataDirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  // timeout 0: a held lock is an answer, not something to wait for.
  const db = new SQLite(path.join(dir, "server.lock"), { timeout: 0 });
  try {
    db.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== "SQLITE_BUSY") throw error;
    throw new DataDirInUse(`${describe(readHolder(dir))} is using ${dir}`);
  }
  const holder: Holder = { role, pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  fs.writeFileSync(path.join(dir, "server.pid"), JSON.stringify(holder));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    if (readHolder(dir)?.pid === process.pid) fs.rmSync(path.join(dir, "server.pid"), { force: true });
    db.close();
  };
  // A process.exit() skips shutdown(); the kernel would drop the lock anyway, this tidies server.pid.
  process.on("exit", release);
  return { release };
}
