import fontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import type { SiteBrand } from "~/site/root-data";
import { DEFAULT_BRAND_COLOR } from "~/platform/site-settings/rules";

/**
 * The site's own typeface, served from /assets like the page script: one
 * variable woff2 (latin, ≈ 27 KB) for every weight, preloaded so the first
 * paint has it. `optional`, not `swap`: with swap, the font arriving after the
 * first paint re-wrapped the card titles (Lighthouse: layout shift 0.047 and a
 * second layout of the whole list on the home page). With optional, a slow
 * first visit keeps the system font for that page and the next page has the
 * cached font; text never waits and never moves. No request goes to a font service.
 */
const FONT_FACE =
  `@font-face{font-family:"Plus Jakarta Sans Variable";font-style:normal;font-display:optional;font-weight:200 800;` +
  `src:url(${fontUrl}) format("woff2-variations");` +
  "unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}";

export const brandFontLinks = [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const },
];

/** The font and the agency's colours (decision 020), after the site's stylesheet so they override its defaults. */
export function BrandStyles({ brand }: { brand: SiteBrand | undefined }) {
  const themeColor = /--color-brand-800:(#[0-9a-f]{6})/.exec(brand?.css ?? "")?.[1] ?? DEFAULT_BRAND_COLOR;
  return (
    <>
      <meta name="theme-color" content={themeColor} />
      <style dangerouslySetInnerHTML={{ __html: FONT_FACE + (brand?.css ?? "") }} suppressHydrationWarning />
    </>
  );
}
