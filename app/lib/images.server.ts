import sharp, { type Metadata } from "sharp";
import { VARIANT_WIDTHS, variantUrl } from "./image-urls";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";
import { keyFromPublicUrl, PUBLIC_PREFIX, getStorage, type Storage } from "./storage.server";
import { applyWatermark } from "./watermark.server";

/** The public JPEG is capped here: big enough for a desktop lightbox, small enough to share. */
const MAX_PUBLIC_SIDE = 2048;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

export class ImageRejected extends Error {}

/** `Living Room (1).JPG` → `living-room-1`: a file name that cannot escape a folder. */
export function safeFileStem(name: string): string {
  const stem = name.replace(/\.[^.]*$/, "");
  const safe = stem
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return safe || "photo";
}

export function watermarkText(siteUrl = getEnv().SITE_URL): string {
  return new URL(siteUrl).host;
}

function masterKey(publicKey: string): string {
  return `masters/${publicKey}`;
}

export interface StoredPhoto {
  /** The URL kept in the property's `images` list. */
  url: string;
  /** Every key written, for cleanup if the save that follows fails. */
  keys: string[];
  watermarked: boolean;
}

/**
 * Decode, check, rotate upright, strip metadata, watermark and store one
 * photo with its WebP variants and its private un-watermarked master.
 * Decides the type from the decoded content, never from the name.
 */
export async function storePhoto(
  input: Buffer,
  originalName: string,
  options: { storage?: Storage; now?: number } = {},
): Promise<StoredPhoto> {
  const env = getEnv();
  const storage = options.storage ?? getStorage();
  if (input.length > env.UPLOAD_MAX_BYTES) {
    throw new ImageRejected(
      `${originalName} is larger than ${Math.round(env.UPLOAD_MAX_BYTES / 1024 / 1024)} MB.`,
    );
  }
  const decodeOptions = { limitInputPixels: env.UPLOAD_MAX_PIXELS, failOn: "error" as const };
  let meta: Metadata;
  try {
    meta = await sharp(input, decodeOptions).metadata();
  } catch (e) {
    const message = String((e as Error).message);
    if (/pixel limit/i.test(message)) {
      throw new ImageRejected(`${originalName} has more than ${env.UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`);
    }
    throw new ImageRejected(`${originalName} is not a JPEG, PNG or WebP image.`);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new ImageRejected(`${originalName} is not a JPEG, PNG or WebP image.`);
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > env.UPLOAD_MAX_PIXELS) {
    throw new ImageRejected(`${originalName} has more than ${env.UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`);
  }

  let master: Buffer;
  let upright: Buffer;
  try {
    // rotate() with no angle applies the EXIF orientation; sharp drops all
    // metadata (GPS included) unless asked to keep it.
    master = await sharp(input, decodeOptions).rotate().jpeg({ quality: 95 }).toBuffer();
    upright = await sharp(master)
      .resize({ width: MAX_PUBLIC_SIDE, height: MAX_PUBLIC_SIDE, fit: "inside", withoutEnlargement: true })
      .toBuffer();
  } catch {
    throw new ImageRejected(`${originalName} could not be read; the file may be damaged.`);
  }

  let watermarked = true;
  let marked: Buffer;
  try {
    marked = await applyWatermark(upright, watermarkText(env.SITE_URL));
  } catch (e) {
    // Spec §5: if watermarking fails, the photo is still used (re-encoded and stripped).
    logger.error({ err: e, file: originalName }, "Failed to create watermarked image");
    watermarked = false;
    marked = upright;
  }

  const now = options.now ?? Date.now();
  const publicKey = `${PUBLIC_PREFIX}${now}_${safeFileStem(originalName)}_${Math.random().toString(36).slice(2, 8)}.jpg`;
  const url = storage.publicUrl(publicKey);
  const writes: Array<[string, Promise<Buffer>, string]> = [
    [masterKey(publicKey), Promise.resolve(master), "image/jpeg"],
    [publicKey, sharp(marked).jpeg({ quality: 95 }).toBuffer(), "image/jpeg"],
    ...VARIANT_WIDTHS.map(
      (w) =>
        [
          keyFromPublicUrl(variantUrl(url, w))!,
          sharp(marked).resize({ width: w, withoutEnlargement: true }).webp({ quality: 78, effort: 3 }).toBuffer(),
          "image/webp",
        ] as [string, Promise<Buffer>, string],
    ),
  ];
  const keys: string[] = [];
  try {
    for (const [key, body, type] of writes) {
      await storage.put(key, await body, type);
      keys.push(key);
    }
  } catch (e) {
    await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
    throw e;
  }
  return { url, keys, watermarked };
}

/** Every stored file that belongs to a public photo URL (the JPEG, its variants, its master). */
export function keysForPhoto(url: string): string[] {
  const key = keyFromPublicUrl(url);
  if (!key) return [];
  return [
    key,
    masterKey(key),
    ...VARIANT_WIDTHS.map((w) => keyFromPublicUrl(variantUrl(url, w))!),
  ];
}

/** Deletes each photo's files; a failure is logged and does not stop the rest (spec §4). */
export async function deletePhotos(urls: string[], storage: Storage = getStorage()): Promise<void> {
  for (const url of urls) {
    for (const key of keysForPhoto(url)) {
      try {
        await storage.delete(key);
      } catch (e) {
        logger.warn({ err: e, key }, "Failed to delete image file");
      }
    }
  }
}
