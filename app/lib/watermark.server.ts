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

/** Spec §9: the smaller side / 20, clamped to 16–48 px. */
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

/**
 * The site's address centred on the photo: white at 0.9 opacity over a dark
 * outline (spec §9). Returns the photo with the mark composited, same size.
 */
export async function applyWatermark(image: Buffer, text: string): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  if (!width || !height) throw new Error("Failed to load image");
  const size = watermarkFontSize(width, height);
  const outline = Math.max(1, Math.round(size / 14));

  const white = await renderText(text, size, 'foreground="white" fgalpha="90%"');
  const black = await renderText(text, size, 'foreground="black" fgalpha="75%"');
  const paddedBlack = await sharp(black)
    .extend({ top: outline, bottom: outline, left: outline, right: outline, background: "#0000" })
    .png()
    .toBuffer();
  // In sharp 0.35 erode() grows the opaque area: that thickens the black copy into an outline.
  const thickBlack = await sharp(paddedBlack).erode(outline).png().toBuffer();
  let mark = await sharp(thickBlack)
    .composite([{ input: white, top: outline, left: outline }])
    .png()
    .toBuffer();

  // A very long address on a narrow photo: shrink the mark to fit rather than fail.
  const markMeta = await sharp(mark).metadata();
  if ((markMeta.width ?? 0) > width || (markMeta.height ?? 0) > height) {
    mark = await sharp(mark).resize({ width, height, fit: "inside" }).png().toBuffer();
  }
  return sharp(image).composite([{ input: mark, gravity: "center" }]).toBuffer();
}
