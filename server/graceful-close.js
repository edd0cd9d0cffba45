/**
 * What SIGTERM needs from the HTTP server: stop taking connections, let the
 * requests already received finish, and close every other connection.
 * `server.close()` alone waits for every open connection, and Node's
 * closeIdleConnections() leaves out a connection that has not sent a request
 * yet (browsers open spare ones ahead of need) or is halfway through sending
 * one: each kept the old shutdown waiting for the force-exit timer (exit 1,
 * database left open).
 *
 * Nothing is done per request until the close starts (a cached page is
 * answered in a few microseconds: a listener and a closure per request cost
 * a visible share of that). At the close, a connection with a response under
 * way (Node's `socket._httpMessage`) finishes it and then closes; every
 * other one is closed at once.
 *
 * A client that stalls (sends half a request body and waits, or stops
 * reading its answer) would hold its response open until Node's own request
 * timeout, minutes later: after `graceMs` every connection still open is cut,
 * so that the shutdown that follows (counts written, database closed) always
 * runs and the process exits 0 (issue 25).
 *
 * Call it before `listen`; the returned function starts the close and
 * resolves when the last connection has ended, or `graceMs` after the start
 * with the stragglers cut.
 */
export function gracefulClose(server) {
  const connections = new Set();
  server.on("connection", (socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });

  /** The response now answers with `Connection: close`, and its connection ends once it is sent. */
  function last(res) {
    res.shouldKeepAlive = false;
    const socket = res.socket;
    res.once("finish", () => socket?.destroySoon?.());
  }

  return (graceMs = 5_000) =>
    new Promise((resolve) => {
      const cut = setTimeout(() => {
        const left = connections.size;
        for (const socket of connections) socket.destroy();
        if (left) console.error(`${left} connection(s) still open after ${graceMs / 1000} s (a client that stalled): cut`);
        resolve();
      }, graceMs);
      cut.unref();
      // A request that arrives on a kept-alive connection meanwhile is answered, then the connection closes.
      server.prependListener("request", (_req, res) => last(res));
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      for (const socket of connections) {
        const res = socket._httpMessage;
        if (!res) socket.destroy(); // nothing asked on it that we have started to answer
        else if (!res.headersSent) last(res);
        else res.once("finish", () => socket.destroySoon?.());
      }
    });
}
