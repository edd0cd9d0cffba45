import { ensureAdmin, findAdminByEmail } from "~/auth/admin-users.server";
import { newPasswordRefusal } from "~/site/password-message.server";
import { loadSessionSecret } from "~/auth/session-secret.server";
import { closeDb, getDb } from "~/platform/db/db.server";
import { lockDataDir, type DataDirLock } from "~/platform/data/data-lock.server";
import { seedDemo } from "~/properties/demo/seed.server";
import { remeasureStations } from "~/properties/place/refresh.server";
import { getEnv, type Env } from "~/platform/config.server";
import { logger } from "~/platform/logger.server";
import { migrateToLatest } from "~/platform/db/migrate.server";
import { waitForDatabase } from "~/platform/db/db-wait.server";
import { startOrphanPhotoSweep, stopOrphanPhotoSweep } from "~/photos/sweep.server";
import { startShareImageBackfill, stopShareImageBackfill } from "~/photos/share-backfill.server";
import { startListingLifecycle, stopListingLifecycle } from "~/properties/lifecycle.server";
import { startStatsFlush, stopStatsFlush } from "~/leads/stats-buffer.server";
import { startNotifier, stopNotifier } from "~/leads/notify/worker.server";
import { vapidKeys } from "~/leads/notify/vapid.server";
import { startHotLeadWatch, stopHotLeadWatch } from "~/leads/hot-leads.server";
import { startAlertScan, stopAlertScan } from "~/leads/alerts/scan.server";
import { startOwnerDataErasure, stopOwnerDataErasure } from "~/properties/owner-data/erase.server";

/** Validates the environment; throws EnvError with one readable line. */
export function loadConfig(): Env {
  return getEnv();
}

let dataDirLock: DataDirLock | undefined;

/** Everything that must happen before the first request: lock DATA_DIR, migrate, seed, first admin. */
export async function startup(): Promise<void> {
  const env = getEnv();
  // A plain `npm start` on a laptop listens on 127.0.0.1 only (server.js): nobody else can open it,
  // so the default address is right there, and a warning would be a newcomer's first "error".
  const localOnly = ["127.0.0.1", "localhost", "::1"].includes(env.HOST);
  if (env.production && env.siteUrlDefaulted && !localOnly) {
    // Every photo uploaded now would carry this address in its watermark.
    logger.warn(
      `SITE_URL is not set: links, share previews and the photo watermark use ${env.SITE_URL}. ` +
        "Set SITE_URL to the site's public address, then run npm run rewatermark for photos already uploaded.",
    );
  }
  // While we serve, `npm run restore` must refuse: it would move the database
  // out from under us and every later save would land in the moved copy.
  if (!env.DATABASE_URL) dataDirLock ??= lockDataDir(env.DATA_DIR, "server");
  else await waitForDatabase();
  const applied = await migrateToLatest(getDb());
  // The names stay in the JSON; a person at a terminal reads the count (logger.server.ts leaves `applied` out there).
  if (applied.length) logger.info({ applied }, `migrated the database (${applied.length} migrations)`);
  if (env.seedDemo) await seedDemo();
  // A new station file (npm run stations) has every listing's nearest stations measured again.
  const remeasured = await remeasureStations(getDb());
  if (remeasured) logger.info(`measured the nearest stations of ${remeasured} listings again (new station data)`);
  // The first admin's password obeys the rules of every other (issue 28 item 12); one already there is left alone.
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD && !(await findAdminByEmail(env.ADMIN_EMAIL))) {
    const weak = newPasswordRefusal(env.ADMIN_PASSWORD, env.ADMIN_EMAIL);
    if (weak) throw new Error(`ADMIN_PASSWORD: ${weak}`);
  }
  await ensureAdmin();
  // Generated now rather than at the first sign-in: the run contract keeps it in DATA_DIR from the first start.
  loadSessionSecret();
  // Web Push's key pair, likewise: every browser subscribes to this one (decision 052).
  vapidKeys();
  startBackgroundJobs();
}

/** Housekeeping on timers that never keep the process alive. */
export function startBackgroundJobs(): void {
  startOrphanPhotoSweep();
  startShareImageBackfill();
  startListingLifecycle();
  startStatsFlush();
  startOwnerDataErasure();
  startNotifier();
  startHotLeadWatch();
  startAlertScan();
}

export async function shutdown(): Promise<void> {
  stopOrphanPhotoSweep();
  stopShareImageBackfill();
  stopListingLifecycle();
  stopOwnerDataErasure();
  stopHotLeadWatch();
  stopAlertScan();
  await stopNotifier();
  // Views and taps counted since the last flush are written before the database closes.
  await stopStatsFlush();
  await closeDb();
  dataDirLock?.release();
  dataDirLock = undefined;
}
