import pg from "pg";
import { logger } from "./logger.server";

/** One line for a PostgreSQL or socket error: its code and message, never a stack (decision 030). */
export function describePgError(err: unknown): string {
  const e = err as { code?: string; message?: string; errors?: { message?: string }[] };
  // Node's AggregateError (one try per address of a host name) has no message of its own.
  const message = e?.message || e?.errors?.[0]?.message || String(err);
  return e?.code && !message.includes(e.code) ? `${message} (${e.code})` : message;
}

/**
 * A pool whose connections may die at any moment (pg_terminate_backend, a
 * restart, a failover) without taking the process with them (decision 030).
 * pg emits 'error' on the client: on an idle one the pool's own listener
 * hears it; on one a request holds between two queries nothing listens, and
 * Node throws an unhandled 'error' event, which ends the process. Every
 * client gets its own listener, so a lost connection is only logged; the
 * request that held it fails its next query with the spec's message, and the
 * pool opens a new connection for the next one (a client that is no longer
 * queryable is discarded when it is released).
 */
export function createPostgresPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // One line per connection: a cut one emits the server's error, then its socket's end, and an idle one
  // emits each on the pool too.
  const reported = new WeakSet<pg.ClientBase>();
  const lost = (err: Error, client: pg.ClientBase) => {
    if (reported.has(client)) return;
    reported.add(client);
    logger.warn(`PostgreSQL connection lost: ${describePgError(err)}`);
  };
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", (err) => lost(err, client)));
  return pool;
}
