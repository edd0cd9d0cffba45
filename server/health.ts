import { Router } from "express";
import { getEnv } from "~/platform/config.server";
import { getDb, getDialect } from "~/platform/db/db.server";
import { dataDirState, type DiskState } from "~/platform/data/disk-space.server";
import { logger } from "~/platform/logger.server";
import { getStorage, type Storage, type StorageState } from "~/platform/storage/storage.server";

/**
 * "unreachable": no connection (refused, cut, wrong host or password);
 * "error": connected, but the query failed (a table gone, a broken file);
 * "full" and "not writable": SQLite's DATA_DIR cannot take a write.
 */
export type DatabaseState = "ok" | "unreachable" | "error" | "timeout" | Exclude<DiskState, "ok">;

export interface Readiness {
  ready: boolean;
  database: DatabaseState;
  storage: StorageState | "timeout";
}

/** A load balancer gives up after a few seconds: it gets an answer before that, not a hung request. */
const CHECK_TIMEOUT_MS = 2_000;

class TimedOut extends Error {}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimedOut()), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * "error" when the database answered and refused the query: PostgreSQL's SQLSTATE
 * classes 42 (no such table or column…) and XX (internal, corrupt data), or any SQLite
 * error but those of opening and reading the file. Anything else (a socket refused or
 * cut, a database not accepting connections, a bad password) is "unreachable".
 */
function classify(error: unknown): "unreachable" | "error" | "timeout" {
  if (error instanceof TimedOut) return "timeout";
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  if (/^(42|XX)...$/.test(code)) return "error";
  if (code.startsWith("SQLITE_")) return /^SQLITE_(CANTOPEN|IOERR|BUSY|LOCKED)/.test(code) ? "unreachable" : "error";
  return "unreachable";
}

/**
 * A real query on what every page reads (a listing, the content version), not
 * `select 1`: a database that answers but lost its tables serves only errors.
 * On SQLite, the file's folder must also take writes (a full disk fails every save).
 */
async function databaseState(dataDir: string | undefined): Promise<{ state: DatabaseState; error?: unknown }> {
  const db = getDb();
  try {
    await within(
      CHECK_TIMEOUT_MS,
      Promise.all([
        db.selectFrom("properties").select("id").limit(1).execute(),
        db.selectFrom("content_version").select("version").where("id", "=", 1).execute(),
      ]),
    );
  } catch (error) {
    return { state: classify(error), error };
  }
  if (getDialect() !== "sqlite") return { state: "ok" };
  return { state: await dataDirState(dataDir ?? getEnv().DATA_DIR) };
}

async function storageState(storage: Storage): Promise<StorageState | "timeout"> {
  try {
    return await within(CHECK_TIMEOUT_MS, storage.readiness());
  } catch {
    return "timeout";
  }
}

/** What /readyz reports. */
async function readiness(options: { dataDir?: string; storage?: Storage } = {}): Promise<Readiness & { error?: unknown }> {
  const [database, storage] = await Promise.all([databaseState(options.dataDir), storageState(options.storage ?? getStorage())]);
  return { ready: database.state === "ok" && storage === "ok", database: database.state, storage, error: database.error };
}

/**
 * For load balancers, service managers and uptime checks (docs/deploy.md):
 *
 * - `/healthz`, liveness: 200 whenever the process serves requests. No I/O: a
 *   database outage must not get a healthy process restarted, and pages kept in
 *   memory are still served meanwhile (decision 016).
 * - `/readyz`, readiness: 200 when the database answers a real query and the
 *   photo storage could take a file; 503 naming the part that cannot, so that
 *   the load balancer sends visitors to another instance. Never a stack trace:
 *   the log says why, once when the state changes (not on every probe).
 */
export function healthRouter(options: { dataDir?: string; storage?: Storage } = {}) {
  const router = Router();
  let lastReported = "ok/ok";
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const { ready, database, storage, error } = await readiness(options);
    res.set("Cache-Control", "no-store");
    const report = `${database}/${storage}`;
    if (report !== lastReported) {
      if (ready) logger.info("ready again: the database and the photo storage answer");
      else logger.error({ err: error, database, storage }, "not ready: readiness answers 503");
      lastReported = report;
    }
    res.status(ready ? 200 : 503).json({ status: ready ? "ok" : "unavailable", database, storage });
  });
  return router;
}
