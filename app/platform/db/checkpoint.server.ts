import { createRequire } from "node:module";
import { setImmediate as nextTurn } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";
import { logger } from "../logger.server";

/**
 * SQLite copies the WAL into the database (a checkpoint) at the commit that
 * takes the WAL past 1,000 pages, inside that commit's one synchronous call.
 * After a 20,000-row import the WAL holds ~40 MB: the commit held the event
 * loop for 130–360 ms of CPU, most of it that copy (issue 28 item 8,
 * decision 056). A large write turns the connection's automatic checkpoint
 * off while it runs and has the copy made afterwards in a worker thread on a
 * connection of its own; readers and writers go on meanwhile (a passive
 * checkpoint takes no lock they wait for).
 */
export async function checkpointedOffLoop<T>(database: SQLite.Database | undefined, work: () => Promise<T>): Promise<T> {
  if (!database || database.memory) return work();
  const pages = database.pragma("wal_autocheckpoint", { simple: true }) as number;
  database.pragma("wal_autocheckpoint = 0");
  try {
    return await work();
  } finally {
    database.pragma(`wal_autocheckpoint = ${pages}`);
    // Starting the worker costs this thread 2–6 ms of CPU: not in the turn of the commit, the import's longest (decision 073).
    await nextTurn();
    // A failed copy loses nothing (the rows are committed in the WAL; a later commit past the bound copies them): logged, not thrown.
    await checkpointInWorker(database.name).catch((error: unknown) => logger.warn({ err: error }, "checkpoint after a large write failed; SQLite makes it at a later commit"));
  }
}

// CommonJS run by the worker (eval); better-sqlite3 by the path this module resolves: the server's own copy.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.module);
const db = new Database(workerData.file, { fileMustExist: true });
try {
  parentPort.postMessage(db.pragma("wal_checkpoint(PASSIVE)")[0]);
} finally {
  db.close();
}`;

export interface Checkpoint {
  /** 1 when another checkpoint was running. */
  busy: number;
  /** Pages in the WAL. */
  log: number;
  /** Pages of it now in the database. */
  checkpointed: number;
}

/** A passive checkpoint of `file` in a worker thread: what SQLite answered. */
export function checkpointInWorker(file: string): Promise<Checkpoint> {
  const module = createRequire(import.meta.url).resolve("better-sqlite3");
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { file, module } });
    let answer: Checkpoint | undefined;
    worker.once("message", (message: Checkpoint) => (answer = message));
    worker.once("error", reject);
    worker.once("exit", (code) => (answer ? resolve(answer) : reject(new Error(`checkpoint worker exited with ${code}`))));
  });
}
