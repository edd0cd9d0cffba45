import { isDiskFull } from "./disk-space.server";

/**
 * Why a write failed for a reason on the server's side, not in what was sent
 * (decision 032): the disk is full, another process holds the database's
 * write lock, or the database cannot be reached. Each is answered with a
 * message that says so and keeps what was typed; anything else is a fault in
 * the code and stays a 500.
 */
export type WriteFailure = "disk-full" | "busy" | "unavailable";

const BUSY = new Set(["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_BUSY_TIMEOUT", "SQLITE_LOCKED", "55P03", "40001", "40P01"]);
const UNAVAILABLE = /^(SQLITE_IOERR|SQLITE_CANTOPEN|SQLITE_READONLY|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|57P0[1-3]|08)/;

export function writeFailureOf(error: unknown): WriteFailure | null {
  if (isDiskFull(error)) return "disk-full";
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") {
    if (BUSY.has(code)) return "busy";
    if (UNAVAILABLE.test(code)) return "unavailable";
  }
  // node-postgres says a lost or refused connection in words, without a code.
  const message = error instanceof Error ? error.message : "";
  if (/Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(message)) return "unavailable";
  return null;
}
