/**
 * What SIGTERM needs from the HTTP server: stop taking connections, let the
 * requests already received finish, and close every other connection.
 * `server.close()` alone waits for every open connection, and Node's
 * closeIdleConnections() leaves out a connection that has not sent a request
 * yet (browsers open spare ones ahead of need) or is halfway through sending
 * one: each kept the old shutdown waiting for the force-exit timer (exit 1,
 * database left open).
 *
 * Call it before `listen`; the returned function starts the close and
 * resolves when the last connection has ended.
 */
export function gracefulClose(server) {
  let closing = false;
  /** Each open connection, with the number of its requests not yet answered. */
  const connections = new Map();

  server.on("connection", (socket) => {
    connections.set(socket, 0);
    socket.once("close", () => connections.delete(socket));
  });

  // First in line, before the app's listener: the header must be set before anything is written.
  server.prependListener("request", (req, res) => {
    const socket = req.socket;
    connections.set(socket, (connections.get(socket) ?? 0) + 1);
    if (closing) res.setHeader("Connection", "close"); // Node closes the connection once this is sent
    res.once("close", () => {
      const left = (connections.get(socket) ?? 1) - 1;
      connections.set(socket, left);
      if (closing && left === 0) socket.destroySoon?.();
    });
  });

  return () =>
    new Promise((resolve) => {
      closing = true;
      server.close(() => resolve());
      for (const [socket, pending] of connections) {
        if (pending === 0) socket.destroy(); // nothing asked on it that we have started to answer
      }
    });
}
