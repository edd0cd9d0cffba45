/**
 * Screenshots of the first screen of the pages a visitor lands on (issue 29), in the
 * three languages at 390 × 700 and 1366 × 900, as WebP into docs/screenshots/.
 * Usage: npx tsx scripts/screenshots.ts BASE_URL PREFIX [shortlist ids, comma-separated]
 * The server must be running (npm start with SEED_DEMO=1).
 */
import { chromium } from "@playwright/test";
import sharp from "sharp";
import path from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium";

const [base, prefix, ids = ""] = process.argv.slice(2);
if (!base || !prefix) throw new Error("usage: screenshots.ts BASE_URL PREFIX [ids]");
const pages: [string, string][] = [
  ["detail", "/listing/fully-furnished-corner-unit-with-klcc-view"],
  ["home", "/"],
  ["list", "/category/condo"],
  ["shortlist", `/shortlist?ids=${ids}`],
];
const sizes = [
  [390, 700],
  [1366, 900],
] as const;
const out = path.resolve(import.meta.dirname, "../docs/screenshots");
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const [width, height] of sizes) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  for (const lang of ["en", "ms", "zh"]) {
    for (const [name, p] of pages) {
      await page.goto(base + (lang === "en" ? "" : `/${lang}`) + (lang !== "en" && p === "/" ? "" : p), { waitUntil: "load" });
      const png = await page.screenshot();
      const file = path.join(out, `${prefix}-${name}-${lang}-${width}.webp`);
      await sharp(png).webp({ quality: 60 }).toFile(file);
      console.log(file);
    }
  }
  await context.close();
}
await browser.close();
