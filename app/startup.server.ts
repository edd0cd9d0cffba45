import { ensureAdmin } from "~/auth/admin-users.server";
import { closeDb, getDb } from "~/platform/db.server";
import { seedDemo } from "~/properties/demo/seed.server";
import { getEnv, type Env } from "~/platform/config.server";
import { logger } from "~/platform/logger.server";
import { migrateToLatest } from "~/platform/migrate.server";
import { startOrphanPhotoSweep, stopOrphanPhotoSweep } from "~/photos/sweep.server";

/** Validates the environment; throws EnvError with one readable line. */
export function loadConfig(): Env {
  return getEnv();
}

/** Everything that must happen before the first request: migrate, seed, first admin. */
export async function startup(): Promise<void> {
  const env = getEnv();
  const applied = await migrateToLatest(getDb());
  if (applied.length) logger.info({ applied }, "applied migrations");
  if (env.seedDemo) await seedDemo();
  await ensureAdmin();
  startBackgroundJobs();
}

/** Housekeeping on timers that never keep the process alive. */
export function startBackgroundJobs(): void {
  startOrphanPhotoSweep();
}

export async function shutdown(): Promise<void> {
  stopOrphanPhotoSweep();
  await closeDb();
}
