import sharp from "sharp";
import { logger } from "~/platform/logger.server";
import { getStorage, MASTER_PREFIX, PUBLIC_PREFIX, type Storage } from "~/platform/storage/storage.server";
import { MAX_PUBLIC_SIDE, publicFiles, watermarkText } from "./images.server";
import type { Pixels } from "./pixels.server";
import { limitConcurrency } from "./limit.server";

export interface RewatermarkResult {
  /** The address now on the photos. */
  mark: string;
  rewritten: number;
  /** Masters whose public photo is gone (deleted from its listing): left alone, the sweep's business. */
  skipped: number;
  failed: number;
}

/**
 * Re-applies the watermark (the settings' text, or the current SITE_URL) to every photo, from
 * its private master: the public JPEG, its WebP variants and its share image are rewritten in
 * place, under the same keys, so no listing changes. Photos without a master
 * (imported files) are not ours to mark and are not listed here at all.
 * Each file is replaced whole (write then rename, or one S3 PUT), so a
 * visitor meanwhile sees the old mark or the new one, never half a photo.
 */
export async function rewatermarkPhotos(
  options: { storage?: Storage; onProgress?: (done: number, total: number) => void } = {},
): Promise<RewatermarkResult> {
  const storage = options.storage ?? getStorage();
  const mark = await watermarkText();
  const masters = (await storage.list(MASTER_PREFIX + PUBLIC_PREFIX)).filter((key) => key.endsWith(".jpg"));
  const result: RewatermarkResult = { mark, rewritten: 0, skipped: 0, failed: 0 };
  let done = 0;
  for (const masterKey of masters) {
    const publicKey = masterKey.slice(MASTER_PREFIX.length);
    try {
      if (await rewatermarkOne(storage, masterKey, publicKey, mark)) result.rewritten += 1;
      else result.skipped += 1;
    } catch (err) {
      result.failed += 1;
      logger.error({ err, key: publicKey }, "re-watermarking a photo failed; it keeps its old mark");
    }
    options.onProgress?.((done += 1), masters.length);
  }
  return result;
}

async function rewatermarkOne(storage: Storage, masterKey: string, publicKey: string, mark: string): Promise<boolean> {
  if (!(await storage.exists(publicKey))) return false;
  const master = await storage.get(masterKey);
  if (!master) return false;
  return limitConcurrency(async () => {
    // The master is already upright and stripped (storePhoto wrote it so): only the public size is made again.
    const pixels = (await sharp(master)
      .resize({ width: MAX_PUBLIC_SIDE, height: MAX_PUBLIC_SIDE, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })) as Pixels;
    const { files, watermarked } = await publicFiles(pixels, storage.publicUrl(publicKey), mark, publicKey);
    // Without the mark it would replace a marked photo with an unmarked one: keep the old.
    if (!watermarked) throw new Error("the watermark could not be drawn");
    for (const [key, body, type] of files) await storage.put(key, body, type);
    return true;
  });
}
