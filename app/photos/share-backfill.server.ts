import sharp from "sharp";
import { logger } from "~/platform/logger.server";
import { periodic } from "~/platform/periodic";
import { getStorage, PUBLIC_PREFIX, type Storage } from "~/platform/storage/storage.server";
import { shareVariantUrl } from "./image-urls";
import { limitConcurrency } from "./limit.server";
import { shareJpeg } from "./share-image.server";

/**
 * Photos stored before share images existed (decision 053) get theirs drawn from the public
 * JPEG (already watermarked, so no master is needed: imported files have none). One at a time,
 * since the server is serving meanwhile. Each photo's public JPEG is written last, so one that
 * exists has its other files; a share image written for a photo deleted meanwhile is an orphan
 * the photo sweep removes. Returns how many were made.
 */
export async function makeMissingShareImages(options: { storage?: Storage } = {}): Promise<{ made: number; failed: number }> {
  const storage = options.storage ?? getStorage();
  const keys = new Set(await storage.list(PUBLIC_PREFIX));
  const result = { made: 0, failed: 0 };
  for (const key of keys) {
    if (!key.endsWith(".jpg") || key.endsWith("_share.jpg")) continue;
    const shareKey = shareVariantUrl(key);
    if (keys.has(shareKey)) continue;
    try {
      const made = await limitConcurrency(async () => {
        const photo = await storage.get(key);
        if (!photo) return false;
        await storage.put(shareKey, await shareJpeg(sharp(photo)), "image/jpeg");
        return true;
      });
      if (made) result.made += 1;
    } catch (err) {
      result.failed += 1;
      logger.warn({ err, key }, "could not make this photo's share image; its link preview shows none");
    }
  }
  if (result.made || result.failed) logger.info(result, "made the share images of older photos");
  return result;
}

/** A minute after start (the first visitors first), then daily: after the first run it only lists the folder. */
const backfill = periodic("share image backfill", 24 * 3600_000, () => makeMissingShareImages(), { firstAfterMs: 60_000 });
export const startShareImageBackfill = backfill.start;
export const stopShareImageBackfill = backfill.stop;
