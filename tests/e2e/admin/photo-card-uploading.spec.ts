import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { signInThroughForm } from "../auth";
import { expect, test } from "../fixtures";

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, outer: Box) =>
  a.x >= outer.x - 0.5 && a.y >= outer.y - 0.5 && a.x + a.width <= outer.x + outer.width + 0.5 && a.y + a.height <= outer.y + outer.height + 0.5;
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

/**
 * While a photo uploads, its card shows the file's name, a progress bar and what is happening
 * in the picture's place; the Cover mark and the grip button lie over that box's top corners.
 * The name used to sit under them on the first card, at both widths.
 */
for (const viewport of [
  { width: 390, height: 700 },
  { width: 1366, height: 900 },
]) {
  test(`an uploading photo's name, bar and status are clear of Cover and the grip at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInThroughForm(page, "/admin/properties/new");
    // The first try is lost, which gives the longest status text ("Connection lost. Retrying (try 2)…"); any later try is held open.
    let tries = 0;
    await page.route("**/admin/photos", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      tries += 1;
      if (tries === 1) return route.abort("internetdisconnected");
      await new Promise(() => {});
    });
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#1d4ed8" } }).jpeg().toBuffer();
    const name = "IMG_20261127_093015_living-room.jpg";
    await page.getByLabel("Choose photos").setInputFiles([{ name, mimeType: "image/jpeg", buffer: photo }]);

    const card = page.getByRole("listitem", { name: new RegExp(name.replace(/\./g, "\\.")) });
    await expect(card).toContainText("Retrying (try 2)");
    await card.scrollIntoViewIfNeeded();
    const bar = card.getByRole("progressbar", { name: `Uploading ${name}` });
    const picture = await box(bar.locator("xpath=../.."));
    const covered = [await box(card.getByText("Cover", { exact: true })), await box(card.getByRole("button", { name: "Reorder photo 1" }))];
    const shown = [await box(card.getByTitle(name)), await box(bar), await box(card.getByText(/Retrying \(try 2\)/))];
    for (const text of shown) {
      expect(inside(text, picture), `${JSON.stringify(text)} inside the picture's box ${JSON.stringify(picture)}`).toBe(true);
      for (const mark of covered) expect(overlaps(text, mark), `${JSON.stringify(text)} clear of ${JSON.stringify(mark)}`).toBe(false);
    }
    if (process.env.SCREENSHOT_DIR) await card.screenshot({ path: `${process.env.SCREENSHOT_DIR}/uploading-card-${viewport.width}.png` });
  });
}
