/**
 * Every stored photo has one public JPEG (the URL kept in `images`) and WebP
 * variants beside it, named by width. Shared by server and browser so that
 * `srcset` can be built from the URL alone.
 */
// 1200 is what a 3x phone picks for a full-width photo; without it, it would load the 1600.
export const VARIANT_WIDTHS = [480, 960, 1200, 1600] as const;

/**
 * The public JPEG is capped here: big enough for a desktop lightbox, small enough to share.
 * The browser shrinks an upload to this before sending it (decision 071), since nothing
 * the site shows is larger.
 */
export const MAX_PUBLIC_SIDE = 2048;

const OURS = /^\/images\/property_images\/[^/]+\.jpg$/;

export function isOwnImage(url: string): boolean {
  return OURS.test(url);
}

export function variantUrl(url: string, width: number): string {
  return url.replace(/\.jpg$/, `_w${width}.webp`);
}

/**
 * The link preview's image (issue 29 item 2, decision 053): 1200 × 630, the size WhatsApp,
 * Facebook and X show large, at most 300 KB (WhatsApp drops bigger ones), a JPEG since not
 * every one of them reads WebP. One per photo, made with its other variants, so a new
 * cover or order needs nothing new.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;

export function shareVariantUrl(url: string): string {
  return url.replace(/\.jpg$/, "_share.jpg");
}

/** srcset for our photos; undefined for imported URLs that have no variants. */
export function imageSrcSet(url: string): string | undefined {
  if (!isOwnImage(url)) return undefined;
  return VARIANT_WIDTHS.map((w) => `${variantUrl(url, w)} ${w}w`).join(", ");
}

/** The smallest variant that still looks sharp at `width` CSS px on a 2x phone. */
export function imageSrc(url: string, width = 960): string {
  if (!isOwnImage(url)) return url;
  const fit = VARIANT_WIDTHS.find((w) => w >= width) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  return variantUrl(url, fit);
}
