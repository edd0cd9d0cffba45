import { PostgresDialect, PostgresDriver, type AbortableOperationOptions, type CompiledQuery, type DatabaseConnection, type Driver, type PostgresDialectConfig, type QueryResult, type TransactionSettings } from "kysely";
import pg from "pg";
import { logger } from "../logger.server";

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

/**
 * The connection itself is gone, whatever the statement was: the server ended
 * it (57P01 an administrator or a restart, 57P02 a crash, 57P05 an idle
 * timeout), a connection exception (class 08), or its socket closed under it.
 */
export function isConnectionLost(err: unknown): boolean {
  const code = String((err as { code?: unknown } | null)?.code ?? "");
  if (/^(57P0[125]|08...|ECONNRESET|EPIPE)$/.test(code)) return true;
  return /Connection terminated unexpectedly|Client has encountered a connection error and is not queryable/.test(String((err as Error)?.message));
}

/**
 * One read on a connection opened for it and closed after it (decision 047):
 * for a read whose pooled connection turned out to be dead. Not the pool's:
 * its other idle connections may have been cut in the same instant, and this
 * process may not have read that yet.
 */
export async function readOnNewConnection(connectionString: string, query: CompiledQuery): Promise<QueryResult<unknown>> {
  const client = new pg.Client({ connectionString });
  // Its failure reaches the read's caller; an 'error' event nobody hears would end the process.
  client.on("error", () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query(query.sql, [...query.parameters]);
    return { rows };
  } finally {
    await client.end().catch(() => undefined);
  }
}

const mayWrite = (query: CompiledQuery) =>
  query.query.kind !== "SelectQueryNode" && !(query.query.kind === "RawNode" && /^\s*select\b/i.test(query.sql));

/**
 * Kysely's PostgreSQL dialect, telling `writeDone` (db.server's onPostgresWriteDone hooks) when a
 * connection that wrote is handed back (after its commit), and asking a read
 * again once, on a new connection, when its pooled connection turns out to
 * have been cut (decision 047). Only a read outside a transaction: a write
 * whose connection was lost may or may not have been applied, and a
 * transaction's statements live and die with their connection (decision 030).
 */
export class PostgresSiteDialect extends PostgresDialect {
  constructor(
    private readonly config: PostgresDialectConfig,
    private readonly hooks: { readAgain: (query: CompiledQuery) => Promise<QueryResult<unknown>>; writeDone: () => void },
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const watched = new WeakSet<DatabaseConnection>();
    const wrote = new WeakSet<DatabaseConnection>();
    const inTransaction = new WeakSet<DatabaseConnection>();
    const { readAgain, writeDone } = this.hooks;
    return new (class extends PostgresDriver {
      override async acquireConnection(options?: AbortableOperationOptions): Promise<DatabaseConnection> {
        const connection = await super.acquireConnection(options);
        if (!watched.has(connection)) {
          // The same object comes back for the same pooled client: wrapped once.
          watched.add(connection);
          const execute = connection.executeQuery.bind(connection);
          connection.executeQuery = async <R>(query: CompiledQuery, options?: AbortableOperationOptions): Promise<QueryResult<R>> => {
            if (mayWrite(query)) {
              wrote.add(connection);
              return execute<R>(query, options);
            }
            try {
              return await execute<R>(query, options);
            } catch (error) {
              if (inTransaction.has(connection) || !isConnectionLost(error)) throw error;
              // Its own failure is the one to report if the database is really gone.
              return (await readAgain(query).catch(() => Promise.reject(error))) as QueryResult<R>;
            }
          };
        }
        return connection;
      }

      override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
        await super.beginTransaction(connection, settings);
        inTransaction.add(connection);
      }

      override async commitTransaction(connection: DatabaseConnection): Promise<void> {
        inTransaction.delete(connection);
        await super.commitTransaction(connection);
      }

      override async rollbackTransaction(connection: Parameters<PostgresDriver["rollbackTransaction"]>[0]): Promise<void> {
        inTransaction.delete(connection);
        await super.rollbackTransaction(connection);
      }

      override async releaseConnection(connection: Parameters<PostgresDriver["releaseConnection"]>[0]): Promise<void> {
        await super.releaseConnection(connection);
        if (!wrote.has(connection)) return;
        wrote.delete(connection);
        writeDone();
      }
    })(this.config);
  }
}
