import { setImmediate as nextTurn } from "node:timers/promises";
import { getDb } from "~/platform/db/db.server";
import { logger } from "~/platform/logger.server";
import { parseList } from "~/platform/json-list";
import { getStorage, keyFromPublicUrl, MASTER_PREFIX, PUBLIC_PREFIX, PUBLIC_URL_BASE, type Storage } from "~/platform/storage/storage.server";
import { photosInUse } from "./in-use.server";
import { periodic } from "~/platform/periodic";
import { getEnv } from "~/platform/config.server";
import { photoDeletionsHeld } from "~/platform/data/backup-lease.server";

const HOUR = 3600 * 1000;
/** Long enough for an agent to finish a long form; short enough that a cancelled one does not pile up. */
export const ORPHAN_AGE_MS = 24 * HOUR;
const SWEEP_EVERY_MS = 6 * HOUR;
/** A photo is written in seconds: a `.tmp` this old belongs to a write that died (crash, full disk). */
export const TEMPORARY_AGE_MS = HOUR;

/** `masters/property_images/1_a.jpg`, `property_images/1_a_w480.webp` and `…/1_a_share.jpg` all belong to `property_images/1_a.jpg`. */
function photoKeyOf(key: string): string {
  return key.replace(/^masters\//, "").replace(/(_w\d+\.webp|_share\.jpg)$/, ".jpg");
}

/** Upload time, from the `{timestamp}_` that starts every stored name; null for files we did not name. */
function uploadedAt(photoKey: string): number | null {
  const match = /^property_images\/(\d{10,})_/.exec(photoKey);
  return match ? Number(match[1]) : null;
}

/** Rows read per query: at 100,000 listings one query for every row held the event loop for 245 ms (SQLite is synchronous). */
const BATCH = 2000;

async function referencedPhotoKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  let after = "";
  for (;;) {
    const rows = await getDb()
      .selectFrom("properties")
      .select(["id", "images"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      for (const url of parseList(row.images)) {
        const key = keyFromPublicUrl(url);
        if (key) keys.add(key);
      }
    }
    if (rows.length < BATCH) return keys;
    after = rows[rows.length - 1].id;
    // Requests waiting behind the sweep get their turn between batches. A listing saved meanwhile
    // can only add photos uploaded in the last minutes, and those are younger than the cutoff.
    await nextTurn();
  }
}

/**
 * Deletes photos no listing shows — uploaded but never saved (a cancelled
 * form), or left by a delete that could not remove them (decision 029) —
 * once they are older than `olderThanMs`, and the `.tmp` files of writes that
 * never finished, once they are older than TEMPORARY_AGE_MS. Files are listed before the
 * properties are read, so a photo saved in between is seen as referenced.
 */
export async function sweepOrphanPhotos(options: {
  olderThanMs: number;
  now?: number;
  storage?: Storage;
}): Promise<{ deletedPhotos: number; deletedFiles: number; deletedTemporary: number }> {
  const storage = options.storage ?? getStorage();
  const cutoff = (options.now ?? Date.now()) - options.olderThanMs;
  const deletedTemporary = (await storage.deleteStaleTemporaryFiles?.((options.now ?? Date.now()) - TEMPORARY_AGE_MS)) ?? 0;
  if (deletedTemporary) logger.info({ files: deletedTemporary }, "swept unfinished .tmp files");
  const files = [...(await storage.list(PUBLIC_PREFIX)), ...(await storage.list(MASTER_PREFIX + PUBLIC_PREFIX))];
  const referenced = await referencedPhotoKeys();

  const orphans = new Map<string, string[]>();
  for (const file of files) {
    const photo = photoKeyOf(file);
    const at = uploadedAt(photo);
    if (at === null || at > cutoff || referenced.has(photo)) continue;
    orphans.set(photo, [...(orphans.get(photo) ?? []), file]);
  }
  // Asked again just before deleting, for these photos only: a listing saved during the long read above
  // (an import or a form kept open for a day can name an old photo) keeps its files.
  const candidates = [...orphans.keys()];
  for (let i = 0; i < candidates.length; i += 500) {
    const urls = candidates.slice(i, i + 500).map((photo) => PUBLIC_URL_BASE + photo);
    for (const url of await photosInUse(urls)) orphans.delete(url.slice(PUBLIC_URL_BASE.length));
  }
  // Asked after the listings were read: a backup that started before holds a database copy that may name these.
  if (orphans.size && photoDeletionsHeld(getEnv().DATA_DIR)) {
    logger.info({ photos: orphans.size }, "a backup is running: orphan photos are kept until the next sweep");
    return { deletedPhotos: 0, deletedFiles: 0, deletedTemporary };
  }
  let deletedFiles = 0;
  for (const keys of orphans.values()) {
    for (const key of keys) {
      try {
        await storage.delete(key);
        deletedFiles += 1;
      } catch (e) {
        logger.warn({ err: e, key }, "Failed to delete orphan image file");
      }
    }
  }
  if (orphans.size) logger.info({ photos: orphans.size, files: deletedFiles }, "swept orphan photos");
  return { deletedPhotos: orphans.size, deletedFiles, deletedTemporary };
}

/**
 * Sweeps ten minutes after start, then every few hours. Not at once: it reads
 * every listing's photos (a second of CPU at 100,000 listings, in turns), and a
 * server that has just started is serving the visitors who waited for it,
 * while an orphan is a day old before it is swept anyway.
 */
const orphanSweep = periodic("orphan photo sweep", SWEEP_EVERY_MS, () => sweepOrphanPhotos({ olderThanMs: ORPHAN_AGE_MS }), {
  firstAfterMs: 10 * 60_000,
});
export const startOrphanPhotoSweep = orphanSweep.start;
export const stopOrphanPhotoSweep = orphanSweep.stop;
