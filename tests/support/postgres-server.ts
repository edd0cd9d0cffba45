import net from "node:net";
import pg from "pg";

/**
 * The shared PostgreSQL server of the tests (TEST_DATABASE_URL): statements
 * run as its administrator, each test's own database, and a TCP proxy a test
 * can close and open again to make that server go away without touching it
 * (other test runs use it at the same time).
 */

/** Runs `statements` in order on the server's administrative database, on a connection of their own. */
export async function onPostgresServer<T extends pg.QueryResultRow = pg.QueryResultRow>(
  serverUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query<T>(statement, values);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server, through `hostPort` (a proxy) when given. */
export function databaseUrl(serverUrl: string, name: string, options: { hostPort?: string; applicationName?: string } = {}): string {
  const url = new URL(serverUrl);
  if (options.hostPort) url.host = options.hostPort;
  url.pathname = `/${name}`;
  if (options.applicationName) url.searchParams.set("application_name", options.applicationName);
  return url.toString();
}

export interface TcpProxy {
  /** Listening again on the same port: new connections reach the server. */
  open(): Promise<void>;
  /** Not listening (a connection is refused) and every connection through it cut. */
  close(): Promise<void>;
}

/** A proxy on 127.0.0.1:`port` to the server of `serverUrl`, not listening until opened. */
export function tcpProxy(serverUrl: string, port: number): TcpProxy {
  const target = new URL(serverUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  return {
    async open() {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    },
    async close() {
      const closing = server;
      server = undefined;
      for (const s of sockets) s.destroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}
