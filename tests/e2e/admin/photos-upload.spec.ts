import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { VARIANT_WIDTHS } from "../../../app/photos/image-urls";
import { signInThroughForm } from "../auth";
import type { Page } from "@playwright/test";
import { expect, openServerDb, test, withServerDb } from "../fixtures";
import { fillPropertyForm } from "../property-form";

const COLOURS = ["#b91c1c", "#c2410c", "#15803d", "#1d4ed8", "#7e22ce"];

/** Five distinct photos named photo-1.jpg … photo-5.jpg, big enough that a throttled upload shows progress. */
async function photos() {
  return Promise.all(
    COLOURS.map(async (background, i) => ({
      name: `photo-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await sharp({
        create: { width: 1600, height: 1200, channels: 3, background, noise: { type: "gaussian", mean: 128, sigma: 40 } },
      })
        .jpeg({ quality: 95 })
        .toBuffer(),
    })),
  );
}

/** The stored files of one public photo URL, relative to the server's DATA_DIR. */
function filesOf(url: string): string[] {
  const key = url.replace(/^\/images\//, "");
  const stem = key.replace(/\.jpg$/, "");
  return [key, `masters/${key}`, ...VARIANT_WIDTHS.map((w) => `${stem}_w${w}.webp`), `${stem}_share.jpg`].map((k) =>
    path.join(process.env.E2E_DATA_DIR!, "uploads", k),
  );
}

/**
 * Stored names carry no trace of the uploaded file's name, so the test pairs
 * each URL with its file through the form's list: every attached photo is
 * labelled with the file's name and shows the photo's variant.
 */
async function photoNames(page: Page) {
  const pairs = await page
    .getByRole("list", { name: "Attached photos" })
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((li) => [li.querySelector("img")?.getAttribute("src") ?? "", /: (.*)\.jpg$/.exec(li.getAttribute("aria-label") ?? "")?.[1] ?? ""]),
    );
  const nameOf = new Map(pairs.map(([src, name]) => [src.replace(/_w\d+\.webp$/, ".jpg"), name]));
  return {
    stemsIn: (urls: string[]) => urls.map((u) => nameOf.get(u)),
    urlOf: (name: string) => [...nameOf].find(([, n]) => n === name)?.[0],
  };
}


/** What a listing needs before its photos: the form's required fields and a price. */
const basics = (title: string) =>
  ({ Title: title, "Property Type": "Condominium/Apartment/Flat", Location: "Mont Kiara", "For Sale": true, "Price (Sale)": "880000" }) as const;

test("the agent uploads, reorders and removes photos, and visitors see them in that order", async ({ page }) => {
  test.setTimeout(240_000);
  await signInThroughForm(page, "/admin/properties");
  await page.getByRole("link", { name: "Add New Property" }).click();
  const title = `Photo Test Residence ${Date.now()}`;
  await fillPropertyForm(page, basics(title));

  // A slow mobile uplink, so each file's progress bar is on screen long enough to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page
    .getByLabel("Choose photos")
    .setInputFiles([...(await photos()), { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") }]);

  await expect(page.getByText("Skipped (not an image): notes.txt")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Uploading photo-1.jpg" })).toBeVisible();
  // Seen: the rest may go at full speed (a loaded machine made five throttled uploads outlast a minute).
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const attached = page.getByRole("list", { name: "Attached photos" });
  // However long the server takes to make each photo's variants: bounded by the test's own time.
  await expect(attached.getByRole("img")).toHaveCount(5, { timeout: 0 });
  await expect(page.getByRole("progressbar")).toHaveCount(0);

  const hiddenUrls = () => page.locator('input[type="hidden"][name="images"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  const { stemsIn, urlOf } = await photoNames(page);
  expect(stemsIn(await hiddenUrls())).toEqual(["photo-1", "photo-2", "photo-3", "photo-4", "photo-5"]);

  // By keyboard: photo 5 to the front; focus stays on the moved photo's button.
  await page.getByRole("button", { name: "Move photo 5 left" }).focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press("Enter");
  await expect(attached.getByRole("listitem").first()).toContainText("Cover");
  expect(stemsIn(await hiddenUrls())).toEqual(["photo-5", "photo-1", "photo-2", "photo-3", "photo-4"]);

  // By drag: the second photo onto the third place. Once every thumbnail has
  // loaded, so that no place moves under the pointer while it drags.
  await expect.poll(() => attached.getByRole("img").evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
  // Dropped once dnd-kit says the photo is over the third place (what a screen reader
  // is told): a pointer let go before it has measured the places drops nowhere.
  const centre = async (n: number) => {
    const box = (await attached.getByRole("listitem").nth(n).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const [from, to] = [await centre(1), await centre(2)];
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y, { steps: 3 });
  await expect(page.getByText("Photo 2 is over position 2 of 5.")).toBeAttached();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await expect(page.getByText("Photo 2 is over position 3 of 5.")).toBeAttached();
  await page.mouse.up();
  const order = ["photo-5", "photo-2", "photo-1", "photo-3", "photo-4"];
  await expect.poll(async () => stemsIn(await hiddenUrls())).toEqual(order);
  const urls = await hiddenUrls();

  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByText(/Property added successfully!/)).toBeVisible();
  const db = openServerDb();
  const row = db.prepare("select id, slug, images from properties where title = ?").get(title) as { id: string; slug: string; images: string };
  db.close();
  expect(JSON.parse(row.images)).toEqual(urls);

  // The public gallery shows them in the saved order, with the counter.
  await page.goto(`/listing/${row.slug}`);
  const stage = page.getByTestId("gallery-stage");
  for (let i = 0; i < 5; i++) {
    await expect(stage.getByText(`${i + 1} / 5`)).toBeVisible();
    const shown = urlOf(order[i])!.replace(/\.jpg$/, "");
    await expect(stage.getByRole("img")).toHaveAttribute("src", new RegExp(`^${shown}_w\\d+\\.webp$`));
    if (i < 4) await page.getByRole("button", { name: "Next photo" }).click();
  }

  // Removing one photo on edit deletes its files (public JPEG, variants, share image, master).
  const removed = urls[2];
  for (const file of filesOf(removed)) expect(fs.existsSync(file), file).toBe(true);
  await page.goto(`/admin/properties/${encodeURIComponent(row.id)}/edit`);
  await page.getByRole("button", { name: "Remove photo 3" }).click();
  await expect(page.getByRole("list", { name: "Attached photos" }).getByRole("img")).toHaveCount(4);
  await page.getByRole("button", { name: "Update Property" }).click();
  await expect(page.getByText("Property updated successfully!")).toBeVisible();
  for (const file of filesOf(removed)) expect(fs.existsSync(file), file).toBe(false);
  for (const file of filesOf(urls[0])) expect(fs.existsSync(file), file).toBe(true);

  await page.goto(`/listing/${row.slug}`);
  await expect(page.getByTestId("gallery-stage").getByText("1 / 4")).toBeVisible();
});

test("photos picked before the page has loaded its scripts are uploaded once it has", async ({ page }) => {
  await signInThroughForm(page, "/admin/properties");
  // A slow phone: the form is on screen, React is not running yet. (Routing also turns off the cache.)
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/admin/properties/new", { waitUntil: "commit" });
  await page.getByLabel("Choose photos").setInputFiles([(await photos())[2]]);
  release();
  const attached = page.getByRole("list", { name: "Attached photos" });
  await expect(attached.getByRole("img")).toHaveCount(1, { timeout: 30_000 });
  const { stemsIn } = await photoNames(page);
  expect(stemsIn(await page.locator('input[name="images"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))).toEqual(["photo-3"]);
});

test("an iPhone HEIC photo is skipped in the browser with what to do about it", async ({ page }) => {
  await signInThroughForm(page, "/admin/properties/new");
  await page.getByLabel("Choose photos").setInputFiles([
    { name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic") },
  ]);
  await expect(
    page.getByText(
      "Skipped: IMG_0042.HEIC is in HEIC format, which browsers cannot show. " +
        "On an iPhone, set Settings › Camera › Formats to Most Compatible, or share it as JPEG, then upload it again.",
    ),
  ).toBeVisible();
  await expect(page.getByText(/Skipped \(not an image\)/)).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Attached photos" })).toHaveCount(0);
});

test("a file the server refuses says so and keeps the form and the other photos", async ({ page }) => {
  await signInThroughForm(page, "/admin/properties/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Kept title");
  await page.getByLabel("Choose photos").setInputFiles([
    { name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is text renamed to .jpg") },
    (await photos())[0],
  ]);
  const alert = page.getByRole("alert").filter({ hasText: "Failed to process some images. Please try again." });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("fake.jpg is not a JPEG, PNG or WebP image.");
  // The good photo goes through the whole pipeline (watermark, four variants): slow on a busy machine.
  await expect(page.getByRole("list", { name: "Attached photos" }).getByRole("img")).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Kept title");

  // A server failure is the other message (a dropped connection is tried again: photos-from-a-phone.spec.ts).
  await page.route("**/admin/photos", (route) => route.fulfill({ status: 500, json: { error: "the photo could not be stored." } }));
  await page.getByLabel("Choose photos").setInputFiles([(await photos())[1]]);
  await expect(page.getByRole("alert").filter({ hasText: "Failed to upload images." })).toContainText("photo-2.jpg");
  await expect(page.getByRole("list", { name: "Attached photos" }).getByRole("img")).toHaveCount(1);
});

/** A phone photo: `width`×`height`, one colour with grain, so any black bar beside it shows. */
async function phonePhoto(name: string, width: number, height: number, background: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background, noise: { type: "gaussian", mean: 128, sigma: 30 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

test("upright and 4:3 phone photos fill the gallery on a phone, and the full photo is one tap away", async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page, "/admin/properties/new");
  const title = `Phone Photos Residence ${Date.now()}`;
  await fillPropertyForm(page, basics(title));
  await page.getByLabel("Choose photos").setInputFiles([
    await phonePhoto("upright.jpg", 900, 1200, "#1d4ed8"),
    await phonePhoto("sideways.jpg", 1200, 900, "#15803d"),
  ]);
  await expect(page.getByRole("list", { name: "Attached photos" }).getByRole("img")).toHaveCount(2, { timeout: 60_000 });
  const urls = await page.locator('input[name="images"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByText(/Property added successfully!/)).toBeVisible();
  const slug = withServerDb((db) => (db.prepare("select slug from properties where title = ?").get(title) as { slug: string }).slug);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/listing/${slug}`);
  const stage = page.getByTestId("gallery-stage");
  /** The stage's left and right edges, a quarter down (clear of the arrows): photo, not a dark bar. */
  const edges = async () => {
    const shot = await stage.screenshot();
    const { width = 0, height = 0 } = await sharp(shot).metadata();
    const y = Math.round(height / 4);
    return Promise.all(
      [3, width - 4].map(async (x) => {
        const px = await sharp(shot).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
        return px[0] + px[1] + px[2];
      }),
    );
  };
  const full = stage.getByRole("link", { name: "Full photo" });
  for (const [i, url] of urls.entries()) {
    await expect(stage.getByRole("img")).toHaveAttribute("src", new RegExp(`^${url.replace(/\.jpg$/, "")}_w\\d+\\.webp$`));
    await expect(stage.getByRole("img")).toHaveJSProperty("complete", true);
    for (const sum of await edges()) expect(sum, `photo ${i + 1} reaches the edge`).toBeGreaterThan(150);
    await expect(full).toHaveAttribute("href", url);
    if (i === 0) await page.getByRole("button", { name: "Next photo" }).click();
  }

  // "Full photo" shows the whole upright photo, uncropped.
  await page.getByRole("button", { name: "Previous photo" }).click();
  await full.click();
  await expect(page).toHaveURL(new RegExp(`${urls[0]}$`));
  const size = await page.locator("img").evaluate((img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight]);
  expect(size).toEqual([900, 1200]);
});
