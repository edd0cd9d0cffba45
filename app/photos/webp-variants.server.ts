import { VARIANT_WIDTHS } from "./image-urls";
import { fromPixels, type Pixels } from "./pixels.server";

const VARIANT_QUALITIES = [78, 70, 62, 54];
/**
 * Byte budgets: phones (up to 3x screens, so up to the 1200 px variant) must
 * get the detail page's first photo in 150 KB; the 1600 px one is for desktops.
 */
const PHONE_BUDGET = 150 * 1024;
const DESKTOP_BUDGET = 300 * 1024;

const variantBudget = (width: number) => (width <= 1200 ? PHONE_BUDGET : DESKTOP_BUDGET);

/** A WebP variant, re-encoded at lower quality until it fits `budget`; with the quality it took. */
async function webpVariant(pixels: Pixels, width: number, budget: number): Promise<{ out: Buffer; quality: number }> {
  let out: Buffer | undefined;
  let quality = VARIANT_QUALITIES[0];
  for (quality of VARIANT_QUALITIES) {
    out = await fromPixels(pixels)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality, effort: 2 })
      .toBuffer();
    if (out.length <= budget) break;
  }
  return { out: out!, quality };
}

/**
 * The WebP variants, one per VARIANT_WIDTHS. A photo is never enlarged, so
 * widths past its own give the same pixels (a 1200 px photo: 1200 and 1600).
 * Those share one encode, made for the smallest of their budgets: a larger
 * budget changes the bytes only when that one had to lower the quality, and
 * then the wider variant is encoded again for its own. The demo seed's photos
 * are 1200 px: one WebP encode fewer each (`npm run seed`: 28.1–28.4 CPU-s
 * against 29.0–30.5).
 */
export async function webpVariants(pixels: Pixels): Promise<Buffer[]> {
  const first = new Map<number, { budget: number; made: Promise<{ out: Buffer; quality: number }> }>();
  return Promise.all(
    VARIANT_WIDTHS.map(async (width) => {
      const drawn = Math.min(width, pixels.info.width);
      const budget = variantBudget(width);
      const shared = first.get(drawn);
      if (!shared) {
        const made = webpVariant(pixels, width, budget);
        first.set(drawn, { budget, made });
        return (await made).out;
      }
      const earlier = await shared.made;
      if (earlier.quality === VARIANT_QUALITIES[0] || shared.budget === budget) return earlier.out;
      return (await webpVariant(pixels, width, budget)).out;
    }),
  );
}
