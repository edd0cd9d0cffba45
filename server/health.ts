import { Router } from "express";
import { sql } from "kysely";
import { getEnv } from "~/platform/config.server";
import { getDb } from "~/platform/db.server";
import { dataDirState } from "~/platform/data/disk-space.server";
import { logger } from "~/platform/logger.server";

/**
 * For load balancers and uptime checks: 200 only when the database answers
 * and DATA_DIR can take a write (a full disk fails every save and upload
 * while the database still answers reads).
 */
export function healthRouter(options: { dataDir?: string } = {}) {
  const router = Router();
  router.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await sql`select 1`.execute(getDb());
    } catch (err) {
      logger.error({ err }, "health check failed");
      res.status(503).json({ status: "error", database: "unreachable" });
      return;
    }
    const env = getEnv();
    // On PostgreSQL with photos in a bucket, nothing the site writes goes to DATA_DIR.
    const writesDataDir = options.dataDir !== undefined || !env.DATABASE_URL || !env.S3_BUCKET;
    const disk = writesDataDir ? await dataDirState(options.dataDir ?? env.DATA_DIR) : "ok";
    if (disk !== "ok") {
      logger.error({ disk }, "health check failed: DATA_DIR cannot take writes");
      res.status(503).json({ status: "error", database: "ok", disk });
      return;
    }
    res.json({ status: "ok", database: "ok", disk: "ok" });
  });
  return router;
}
