import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import { Router } from "express";
import { logger } from "~/platform/logger.server";
import { registry } from "./registry";

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function scrape(authorization: string | undefined, token: string | undefined): Promise<{ status: number; type: string; body: string }> {
  if (token !== undefined && !tokenMatches(authorization, token)) {
    return { status: 401, type: "text/plain; charset=utf-8", body: "Metrics need the token: Authorization: Bearer <METRICS_TOKEN>\n" };
  }
  return { status: 200, type: registry.contentType, body: await registry.metrics() };
}

/**
 * /metrics on the site's own port, only when METRICS_TOKEN is set, and then
 * only for a request bearing it: never public by default.
 */
export function metricsRouter(token: string | undefined) {
  const router = Router();
  if (token === undefined) return router;
  router.get("/metrics", async (req, res) => {
    const { status, type, body } = await scrape(req.headers.authorization, token);
    res.status(status).set({ "Content-Type": type, "Cache-Control": "no-store" });
    if (status === 401) res.set("WWW-Authenticate", 'Bearer realm="metrics"');
    res.send(body);
  });
  return router;
}

/**
 * /metrics on a port of its own (METRICS_PORT), for a scraper on a private
 * network: nothing else is served there. METRICS_TOKEN, when set, is asked
 * there too.
 */
export function serveMetricsOn(port: number, host: string, token: string | undefined): http.Server {
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "/").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    scrape(req.headers.authorization, token).then(
      ({ status, type, body }) => res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" }).end(body),
      (err: unknown) => {
        logger.error({ err }, "metrics could not be collected");
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Metrics could not be collected\n");
      },
    );
  });
  server.on("error", (err) => logger.error({ err }, `metrics could not listen on ${host}:${port}`));
  server.listen(port, host);
  server.unref();
  return server;
}
