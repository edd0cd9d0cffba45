import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Lang } from "~/i18n/languages";

/**
 * The brochure's fonts by language, each from an npm package (the server cannot count on a
 * system font). Latin: DejaVu Sans, which has every accent Malay uses. Chinese: Noto Sans CJK
 * SC ("Noto Sans Hans", SIL OFL 1.1) from @embedpdf/fonts-sc, two 8 MB OpenType files of
 * which pdfkit embeds only the glyphs a brochure uses (some 60–100 KB); its Latin glyphs set
 * the prices and numbers too, so a Chinese brochure is in one type.
 */
const require = createRequire(import.meta.url);
const DEJAVU = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
// The package exports only its index (dist/), the fonts beside it.
const NOTO_SC = path.join(path.dirname(require.resolve("@embedpdf/fonts-sc")), "..", "fonts");

export type BrochureFonts = { regular: Buffer; bold: Buffer };

const FILES: Record<"latin" | "sc", { regular: string; bold: string }> = {
  latin: { regular: path.join(DEJAVU, "DejaVuSans.ttf"), bold: path.join(DEJAVU, "DejaVuSans-Bold.ttf") },
  sc: { regular: path.join(NOTO_SC, "NotoSansHans-Regular.otf"), bold: path.join(NOTO_SC, "NotoSansHans-Bold.otf") },
};

// Read once per process: a Chinese brochure would otherwise read 16 MB from disk each time.
const loaded = new Map<keyof typeof FILES, BrochureFonts>();

export function brochureFonts(lang: Lang): BrochureFonts {
  const kind = lang === "zh" ? "sc" : "latin";
  let fonts = loaded.get(kind);
  if (!fonts) {
    fonts = { regular: readFileSync(FILES[kind].regular), bold: readFileSync(FILES[kind].bold) };
    loaded.set(kind, fonts);
  }
  return fonts;
}
