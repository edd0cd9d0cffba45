import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { VARIANT_WIDTHS } from "../../../app/photos/image-urls";
import { test, expect, withServerDb } from "../fixtures";
import { signInFast } from "../auth";

/** What the phone-sized admin form tests share (admin-form-phone, admin-photo-order-phone). */

/** The server writes its session secret on the first request that reads a session: ask for /login first. */
export async function signIn(page: Page, baseURL: string) {
  await page.goto("/login");
  await signInFast(page.context(), baseURL);
}

/** The form is hydrated (the description editor's toolbar is React's): before that nothing is guarded. */
export async function formReady(page: Page) {
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
}

export const stamp = () => `${Date.now()}${test.info().workerIndex}`;
export const row = (title: string) =>
  withServerDb((db) => db.prepare("select * from properties where title = ? order by display_id").all(title) as Array<Record<string, unknown>>);
export const savedImages = (id: string) =>
  withServerDb((db) => JSON.parse((db.prepare("select images from properties where id = ?").get(id) as { images: string }).images) as string[]);
export const formImages = (page: Page) =>
  page.locator('input[type="hidden"][name="images"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
export const editPage = (id: string) => `/admin/properties/${encodeURIComponent(id)}/edit`;

/** Photo URLs of our own shape; the files need not exist for their order to be saved. */
export function photoUrls(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `/images/property_images/${Date.now()}${i}_${(0xabc000000000 + i).toString(16)}.jpg`);
}

export async function jpeg(name: string, colour: string, size = 640) {
  const buffer = await sharp({ create: { width: size, height: (size * 3) / 4, channels: 3, background: colour, noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** Every stored file of one photo URL (public JPEG, WebP variants, private master). */
export function filesOf(url: string): string[] {
  const key = url.replace(/^\/images\//, "");
  const stem = key.replace(/\.jpg$/, "");
  return [key, `masters/${key}`, ...VARIANT_WIDTHS.map((w) => `${stem}_w${w}.webp`)].map((k) => path.join(process.env.E2E_DATA_DIR!, "uploads", k));
}

export async function noSidewaysScroll(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

/** On screen now, without scrolling: inside the 844 px tall viewport. */
export async function inView(page: Page, name: string) {
  const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
}
