import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

const require = createRequire(import.meta.url);

/** DejaVu ships with the project, so the mark renders on a machine with no fonts. */
export const WATERMARK_FONT_FILE = path.join(
  path.dirname(require.resolve("dejavu-fonts-ttf/package.json")),
  "ttf",
  "DejaVuSans-Bold.ttf",
);

/** docs/product.md#business-constants: the smaller side / 20, clamped to 16–48 px. */
export function watermarkFontSize(width: number, height: number): number {
  return Math.min(48, Math.max(16, Math.round(Math.min(width, height) / 20)));
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

async function renderText(text: string, size: number, markupAttrs: string): Promise<Buffer> {
  return sharp({
    text: {
      text: `<span ${markupAttrs}>${escapeMarkup(text)}</span>`,
      font: `DejaVu Sans Bold ${size}`,
      fontfile: WATERMARK_FONT_FILE,
      rgba: true,
      dpi: 72, // at 72 dpi one point is one pixel, so `size` is the font size in px
    },
  })
    .png()
    .toBuffer();
}

/** White text at 0.9 opacity over a dark outline (docs/product.md#business-constants), as a transparent PNG. */
async function renderMark(text: string, size: number): Promise<Buffer> {
  const outline = Math.max(1, Math.round(size / 14));
  const [white, black] = await Promise.all([
    renderText(text, size, 'foreground="white" fgalpha="90%"'),
    renderText(text, size, 'foreground="black" fgalpha="75%"'),
  ]);
  const paddedBlack = await sharp(black)
    .extend({ top: outline, bottom: outline, left: outline, right: outline, background: "#0000" })
    .png()
    .toBuffer();
  // In sharp 0.35.5 erode() grows the opaque area: that thickens the black copy into an outline.
  const thickBlack = await sharp(paddedBlack).erode(outline).png().toBuffer();
  return sharp(thickBlack)
    .composite([{ input: white, top: outline, left: outline }])
    .png()
    .toBuffer();
}

// Photos of one listing share a few sizes, so the same few marks are drawn
// again and again; text rendering is the slow part of watermarking.
const markCache = new Map<string, Promise<Buffer>>();
const MARK_CACHE_SIZE = 16;

function cachedMark(text: string, size: number): Promise<Buffer> {
  const key = `${size}|${text}`;
  let mark = markCache.get(key);
  if (!mark) {
    mark = renderMark(text, size);
    mark.catch(() => markCache.delete(key));
    if (markCache.size >= MARK_CACHE_SIZE) markCache.delete(markCache.keys().next().value!);
    markCache.set(key, mark);
  }
  return mark;
}

/**
 * The mark for a photo of `width`×`height`: a transparent PNG no larger than
 * the photo, to composite at `gravity: "center"`.
 */
export async function watermarkOverlay(width: number, height: number, text: string): Promise<Buffer> {
  if (!width || !height) throw new Error("Failed to load image");
  const mark = await cachedMark(text, watermarkFontSize(width, height));
  const meta = await sharp(mark).metadata();
  // A very long address on a narrow photo: shrink the mark to fit rather than fail.
  if ((meta.width ?? 0) > width || (meta.height ?? 0) > height) {
    return sharp(mark).resize({ width, height, fit: "inside" }).png().toBuffer();
  }
  return mark;
}
