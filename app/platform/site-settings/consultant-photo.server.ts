import sharp from "sharp";
import { getStorage, type Storage } from "../storage/storage.server";
import { BrandImageRejected, putBrandFile } from "./brand-file.server";
import { CONSULTANT_PHOTO_SIZE } from "./rules";

export const CONSULTANT_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);

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
    throw new BrandImageRejected("The photo could not be read as an image. Upload a JPEG, PNG or WebP file.");
  }
  if (!format || !ACCEPTED.has(format)) throw new BrandImageRejected("The photo must be a JPEG, PNG or WebP image.");
  const data = await sharp(input, { limitInputPixels: 60_000_000, failOn: "error" })
    .rotate()
    .resize({ width: CONSULTANT_PHOTO_SIZE, height: CONSULTANT_PHOTO_SIZE, fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  return putBrandFile("consultant", data, "image/jpeg", storage);
}
