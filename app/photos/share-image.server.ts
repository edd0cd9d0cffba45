import sharp, { type Sharp } from "sharp";
import { SHARE_IMAGE } from "./image-urls";

/** Start high (the preview is looked at large); a textured photo steps down until it fits. Plain libjpeg: mozjpeg saved a third of the bytes but took 15 × the time (~250 ms a photo). */
const QUALITIES = [82, 74, 66, 58, 50, 42];

/**
 * A photo's link preview: `input` (the watermarked public photo, as pixels or a JPEG) cut to
 * 1200 × 630 around its centre, where the watermark sits, and re-encoded until it is under
 * 300 KB. Nothing is drawn on it: the preview's text (title, price) is WhatsApp's to show,
 * and a price drawn here would be stale the day it changes.
 */
export async function shareJpeg(input: Sharp): Promise<Buffer> {
  const cropped = await input
    .clone()
    .resize({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fit: "cover", position: "centre" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = cropped.info;
  let out: Buffer | undefined;
  for (const quality of QUALITIES) {
    out = await sharp(cropped.data, { raw: { width, height, channels } }).jpeg({ quality }).toBuffer();
    if (out.length <= SHARE_IMAGE.maxBytes) break;
  }
  return out!;
}
