import { randomBytes } from "node:crypto";
import sharp, { type Metadata, type SharpOptions } from "sharp";
import { MAX_PUBLIC_SIDE, shareVariantUrl, VARIANT_WIDTHS, variantUrl } from "./image-urls";
import { shareJpeg } from "./share-image.server";
import { getEnv, type Env } from "~/platform/config.server";
import { isDiskFull } from "~/platform/data/disk-space.server";
import { photoDeletionsHeld } from "~/platform/data/backup-lease.server";
import { logger } from "~/platform/logger.server";
import { heicMessage, isHeicBytes } from "./heic";
import { photosInUse } from "./in-use.server";
import { limitConcurrency } from "./limit.server";
import { keyFromPublicUrl, MASTER_PREFIX, PUBLIC_PREFIX, getStorage, type Storage } from "~/platform/storage/storage.server";
import { watermarkOverlay } from "./watermark.server";
import { fromPixels, type Pixels } from "./pixels.server";
import { webpVariants } from "./webp-variants.server";
import { getSiteSettings, watermarkTextOf } from "~/platform/site-settings/settings.server";

export { MAX_PUBLIC_SIDE };
/** docs/product.md#business-constants: output quality 0.95 for the watermarked photo. */
const PUBLIC_JPEG_QUALITY = 95;
/** The private master is for re-export, so near-lossless but not wasteful. */
const MASTER_JPEG_QUALITY = 92;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

/** A file we refuse, with a message for the agent and the HTTP status to answer with. */
export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 | 507 = 400,
  ) {
    super(message);
  }
}

/** The agent's watermark text from /admin/settings, or the site's address (decision 020). */
export async function watermarkText(): Promise<string> {
  return watermarkTextOf(await getSiteSettings(), getEnv().SITE_URL);
}

export function masterKey(publicKey: string): string {
  return `${MASTER_PREFIX}${publicKey}`;
}

export interface StoredPhoto {
  /** The URL kept in the property's `images` list. */
  url: string;
  /** Every key written, for cleanup if the save that follows fails. */
  keys: string[];
  watermarked: boolean;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

function tooManyPixels(name: string, env: Env): ImageRejected {
  return new ImageRejected(`${name} is larger than ${env.UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`, 413);
}

/** Reads the header only: refuses the wrong type or size before any pixel is decoded. */
async function inspect(input: Buffer, name: string, env: Env, decode: SharpOptions): Promise<Metadata> {
  if (input.length === 0) throw new ImageRejected(`${name} is empty.`);
  if (input.length > env.UPLOAD_MAX_BYTES) {
    throw new ImageRejected(`${name} is larger than ${megabytes(env.UPLOAD_MAX_BYTES)}.`, 413);
  }
  if (isHeicBytes(input)) throw new ImageRejected(heicMessage(name), 415);
  let meta: Metadata;
  try {
    meta = await sharp(input, decode).metadata();
  } catch (e) {
    if (/pixel limit/i.test(String((e as Error).message))) throw tooManyPixels(name, env);
    throw new ImageRejected(`${name} is not a JPEG, PNG or WebP image.`, 415);
  }
  if (meta.format === "heif" && meta.compression === "hevc") throw new ImageRejected(heicMessage(name), 415);
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new ImageRejected(`${name} is not a JPEG, PNG or WebP image.`, 415);
  }
  if (!meta.width || !meta.height) throw new ImageRejected(`${name} could not be read; the file may be damaged.`);
  if (meta.width * meta.height > env.UPLOAD_MAX_PIXELS) throw tooManyPixels(name, env);
  return meta;
}

/**
 * Decodes the whole file (so a truncated one is caught), turns it upright by
 * its EXIF orientation and drops every tag: sharp writes no metadata unless
 * asked. Returns the private master and the upright public-size pixels.
 */
async function decodeUpright(input: Buffer, name: string, decode: SharpOptions) {
  const upright = () => sharp(input, decode).autoOrient().flatten({ background: "#ffffff" }).toColourspace("srgb");
  try {
    const [master, pixels] = await Promise.all([
      upright().jpeg({ quality: MASTER_JPEG_QUALITY }).toBuffer(),
      upright()
        .resize({ width: MAX_PUBLIC_SIDE, height: MAX_PUBLIC_SIDE, fit: "inside", withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ]);
    return { master, pixels: pixels as Pixels };
  } catch {
    throw new ImageRejected(`${name} could not be read; the file may be damaged.`);
  }
}

/** docs/product.md#validation: if watermarking fails, the photo is still used (re-encoded and stripped) and the failure logged. */
async function watermarked(pixels: Pixels, text: string, name: string): Promise<Pixels | null> {
  try {
    const overlay = await watermarkOverlay(pixels.info.width, pixels.info.height, text);
    const out = await fromPixels(pixels)
      .composite([{ input: overlay, gravity: "center" }])
      .raw()
      .toBuffer({ resolveWithObject: true });
    return out as Pixels;
  } catch (e) {
    logger.error({ err: e, file: name }, "Failed to create watermarked image");
    return null;
  }
}

type StoredFile = [key: string, body: Buffer, contentType: string];

/**
 * The public files of the photo at `url` from its upright pixels: watermarked
 * with `text`, the WebP variants and the link preview's JPEG, then the public JPEG last (once it exists
 * the photo is complete). Shared by upload and `npm run rewatermark`.
 */
export async function publicFiles(
  pixels: Pixels,
  url: string,
  text: string,
  name: string,
): Promise<{ files: StoredFile[]; watermarked: boolean }> {
  const marked = await watermarked(pixels, text, name);
  const shown = marked ?? pixels;
  const [publicJpeg, share, variants] = await Promise.all([
    fromPixels(shown).jpeg({ quality: PUBLIC_JPEG_QUALITY }).toBuffer(),
    shareJpeg(fromPixels(shown)),
    webpVariants(shown),
  ]);
  const files: StoredFile[] = [
    ...VARIANT_WIDTHS.map((w, i): StoredFile => [keyFromPublicUrl(variantUrl(url, w))!, variants[i], "image/webp"]),
    [keyFromPublicUrl(shareVariantUrl(url))!, share, "image/jpeg"],
    [keyFromPublicUrl(url)!, publicJpeg, "image/jpeg"],
  ];
  return { files, watermarked: marked !== null };
}

/**
 * `property_images/{ms}_{random}.jpg`: time and chance only. The uploaded
 * file's name is the agent's text (often an owner's name or unit number) and
 * must never reach a public URL; photos stored under the older
 * `{ms}_{name}_{random}` keys keep them, since listings already link there.
 * The `{ms}_` prefix is what the orphan sweep reads the upload time from.
 */
function newPublicKey(now: number): string {
  return `${PUBLIC_PREFIX}${now}_${randomBytes(6).toString("hex")}.jpg`;
}

/**
 * Decode, check, rotate upright, strip metadata, watermark and store one
 * photo with its WebP variants and its private un-watermarked master.
 * Decides the type from the decoded content, never from the name. Nothing is
 * written until every file is ready, so a refused photo leaves nothing behind.
 */
export async function storePhoto(
  input: Buffer,
  originalName: string,
  options: { storage?: Storage; now?: number } = {},
): Promise<StoredPhoto> {
  const env = getEnv();
  const storage = options.storage ?? getStorage();
  const mark = await watermarkText();
  const name = originalName.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200) || "photo";
  const decode: SharpOptions = { limitInputPixels: env.UPLOAD_MAX_PIXELS, failOn: "error" };

  return limitConcurrency(async () => {
    await inspect(input, name, env, decode);
    const { master, pixels } = await decodeUpright(input, name, decode);
    const publicKey = newPublicKey(options.now ?? Date.now());
    const url = storage.publicUrl(publicKey);
    const shown = await publicFiles(pixels, url, mark, name);
    const files: StoredFile[] = [[masterKey(publicKey), master, "image/jpeg"], ...shown.files];
    const keys: string[] = [];
    try {
      for (const [key, body, type] of files) {
        await storage.put(key, body, type);
        keys.push(key);
      }
    } catch (e) {
      await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
      if (!isDiskFull(e)) throw e;
      // The agent must learn it is not their photo, and not worth retrying until someone frees space.
      // No file name: the form puts it in front of a message answered with this status.
      logger.error({ err: e, file: name }, "photo not stored: the disk is full");
      throw new ImageRejected("not saved: the server is out of disk space. Tell whoever runs the site.", 507);
    }
    return { url, keys, watermarked: shown.watermarked };
  });
}

/** Every stored file that belongs to a public photo URL (the JPEG, its variants, its share image, its master). */
export function keysForPhoto(url: string): string[] {
  const key = keyFromPublicUrl(url);
  if (!key) return [];
  return [
    key,
    masterKey(key),
    ...VARIANT_WIDTHS.map((w) => keyFromPublicUrl(variantUrl(url, w))!),
    keyFromPublicUrl(shareVariantUrl(url))!,
  ];
}

/**
 * Deletes each photo's files, except those of a photo a listing still shows.
 * Called only after the change that dropped the photos has committed
 * (decision 029): a crash before this, or a file that cannot be deleted,
 * leaves a file no listing shows, which the orphan sweep removes. A failure
 * is logged and does not stop the rest (docs/product.md#states-and-transitions);
 * if the check itself fails, every file is kept: a file kept by mistake is
 * only disk space. While a backup runs, nothing is deleted (the sweep does it later).
 */
export async function deletePhotos(urls: string[], options: { storage?: Storage } = {}): Promise<void> {
  const storage = options.storage ?? getStorage();
  let inUse: Set<string>;
  try {
    inUse = await photosInUse(urls);
  } catch (e) {
    logger.error({ err: e, urls }, "could not tell whether other listings use these photos; their files are kept");
    return;
  }
  if (photoDeletionsHeld(getEnv().DATA_DIR)) {
    logger.info({ urls }, "a backup is running: these photos' files are kept for the orphan sweep");
    return;
  }
  for (const url of urls) {
    if (inUse.has(url)) continue;
    for (const key of keysForPhoto(url)) {
      try {
        await storage.delete(key);
      } catch (e) {
        logger.warn({ err: e, key }, "Failed to delete image file; the orphan sweep will remove it");
      }
    }
  }
}
