import sharp from "sharp";
import { getStorage, type Storage } from "../storage/storage.server";
import { BrandImageRejected, putBrandFile } from "./brand-file.server";
import type { SiteSettings } from "./rules";

/** The top bar shows the logo 40–48 px high: twice that covers sharp screens without waste. */
const LOGO_MAX_HEIGHT = 96;
const LOGO_MAX_WIDTH = 480;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(["png", "jpeg", "webp"]);

/**
 * Checks the upload by its content (never its name), scales it down and
 * stores it as a PNG, which keeps a transparent background. Raster only: an
 * SVG can carry script, and sanitising it is not worth it for one small image.
 * The name is the content's hash, so the file can be cached for a year.
 */
export async function storeLogo(
  input: Buffer,
  storage: Storage = getStorage(),
): Promise<NonNullable<SiteSettings["logo"]>> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw new BrandImageRejected("The logo could not be read as an image. Upload a PNG, JPEG or WebP file.");
  }
  if (!format || !ACCEPTED.has(format)) {
    throw new BrandImageRejected(
      format === "svg"
        ? "SVG logos are not accepted. Upload a PNG (best with a transparent background), JPEG or WebP file."
        : "The logo must be a PNG, JPEG or WebP image.",
    );
  }
  const { data, info } = await sharp(input, { limitInputPixels: 40_000_000, failOn: "error" })
    .rotate()
    .resize({ width: LOGO_MAX_WIDTH, height: LOGO_MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 9, adaptiveFiltering: true, palette: true, quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { url: await putBrandFile("logo", data, "image/png", storage), width: info.width, height: info.height };
}
