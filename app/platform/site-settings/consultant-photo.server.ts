import { createHash } from "node:crypto";
import sharp from "sharp";
import { BRAND_PREFIX, brandKeyFromPublicUrl, getStorage, type Storage } from "../storage/storage.server";
import { getEnv } from "../config.server";
import { photoDeletionsHeld } from "../data/backup-lease.server";
import { CONSULTANT_PHOTO_SIZE } from "./rules";

export const CONSULTANT_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);

export class ConsultantPhotoRejected extends Error {}

/**
 * The negotiator's photo (issue 29 item 4): a face builds trust on a card
 * where Malaysian portals show one. Read by its content, turned upright,
 * cropped square around what sharp finds most salient (a face, usually),
 * and stored as a small JPEG under brand/, named by its hash so it is
 * cached for a year, like the logo.
 */
export async function storeConsultantPhoto(input: Buffer, storage: Storage = getStorage()): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 60_000_000 }).metadata()).format;
  } catch {
    throw new ConsultantPhotoRejected("The photo could not be read as an image. Upload a JPEG, PNG or WebP file.");
  }
  if (!format || !ACCEPTED.has(format)) throw new ConsultantPhotoRejected("The photo must be a JPEG, PNG or WebP image.");
  const data = await sharp(input, { limitInputPixels: 60_000_000, failOn: "error" })
    .rotate()
    .resize({ width: CONSULTANT_PHOTO_SIZE, height: CONSULTANT_PHOTO_SIZE, fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  const key = `${BRAND_PREFIX}consultant-${createHash("sha256").update(data).digest("hex").slice(0, 16)}.jpg`;
  await storage.put(key, data, "image/jpeg");
  return storage.publicUrl(key);
}

/** Deletes a photo no longer shown; a failure only leaves a small file behind. */
export async function deleteConsultantPhoto(url: string, storage: Storage = getStorage()): Promise<void> {
  const key = brandKeyFromPublicUrl(url);
  // While a backup runs, its database copy may still name this photo: the file stays.
  if (key && !photoDeletionsHeld(getEnv().DATA_DIR)) await storage.delete(key).catch(() => undefined);
}
