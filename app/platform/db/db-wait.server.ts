import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { getDb } from "./db.server";
import { logger } from "../logger.server";
import { describePgError } from "./postgres.server";

const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 30_000;

/**
 * Errors that say the database is not there yet (not listening, starting,
 * shutting down, a connection cut): worth waiting for. Anything else — a
 * wrong password, a database that does not exist — is a configuration
 * mistake that waiting will not mend, and start-up stops with it.
 */
function isUnavailable(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? "";
  if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|ENOTFOUND|EPIPE)$/.test(code)) return true;
  // 57P01-03: terminated, crash shutdown, cannot connect now (starting up); 08: connection exceptions; 53300: too many connections.
  if (/^(57P0[1-3]|08...|53300)$/.test(code)) return true;
  return /Connection terminated|timeout expired/i.test(String((err as Error)?.message));
}

/**
 * PostgreSQL: waits until the database answers, trying again after 0.5, 1,
 * 2, … up to 30 s, and logging one line per failed attempt (decision 030).
 * A server started before its database (a reboot, a failover, a restart of
 * both) becomes ready by itself instead of exiting for its service manager
 * to give up on. SQLite is a file: nothing to wait for.
 */
export async function waitForDatabase(options: { firstWaitMs?: number } = {}): Promise<void> {
  let wait = options.firstWaitMs ?? FIRST_WAIT_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(getDb());
      if (attempt > 1) logger.info(`Database reachable after ${attempt} attempts`);
      return;
    } catch (err) {
      if (!isUnavailable(err)) throw err;
      logger.warn(`Waiting for the database: attempt ${attempt} failed (${describePgError(err)}); next try in ${wait / 1000} s`);
      await sleep(wait);
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    }
  }
}
