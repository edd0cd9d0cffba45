import { Router } from "express";
import { sql } from "kysely";
import { getDb } from "~/platform/db.server";
import { logger } from "~/platform/logger.server";

/** For load balancers and uptime checks: 200 only when the database answers. */
export function healthRouter() {
  const router = Router();
  router.get("/healthz", async (_req, res) => {
    try {
      await sql`select 1`.execute(getDb());
      res.set("Cache-Control", "no-store").json({ status: "ok", database: "ok" });
    } catch (err) {
      logger.error({ err }, "health check failed");
      res.status(503).set("Cache-Control", "no-store").json({ status: "error", database: "unreachable" });
    }
  });
  return router;
}
