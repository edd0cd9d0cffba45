import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { MAX_PUBLIC_SIDE } from "../../../app/photos/image-urls";
import { KL_GPS, noisyPhoto } from "../../fixtures/photo-corpus";
import { signInThroughForm } from "../auth";
import { expect, test } from "../fixtures";
import { fillPropertyForm } from "../property-form";

const PHOTOS = 30;

/**
 * Thirty 12 MP phone JPEGs (stored sideways, 3000×4000 with EXIF orientation 6, and GPS),
 * about 4 MB each, written once per run to a folder of this worker's own (Playwright hands
 * over no more than 50 MB of buffers, and another run on the machine must not write the same
 * files meanwhile). One picture is encoded once, sideways, as the camera stores it (sharp
 * rotates before it composites, so the marks are drawn on the sideways picture); each file
 * is that JPEG with a comment of its own, like a burst of shots: thirty encodes of 12 MP
 * would take half a minute on a busy machine, and the pixels of the thirty are not what this
 * test is about.
 */
async function phonePhotos(dir: string): Promise<string[]> {
  const sideways = await sharp(await noisyPhoto(4000, 3000)).rotate(-90).removeAlpha().toBuffer();
  const jpeg = await sharp(sideways)
    .withExif({ IFD0: { Make: "TestPhone", Model: "E2E 12MP" }, IFD3: KL_GPS })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
  return Array.from({ length: PHOTOS }, (_, i) => {
    const file = path.join(dir, `IMG_${String(i + 1).padStart(4, "0")}.JPG`);
    fs.writeFileSync(file, withComment(jpeg, `shot ${i + 1}`));
    return file;
  });
}

/** The JPEG with a comment segment (FF FE) right after its start marker: other bytes, the same picture. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, "latin1");
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

let photoDir: string;
let files: string[];

test.beforeAll(async () => {
  test.setTimeout(60_000);
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-12mp-phone-photos-"));
  files = await phonePhotos(photoDir);
});

test.afterAll(() => {
  if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
});

/** What the page hands to the network for photos: the file bytes of every upload try. */
const countSentBytes = () => {
  const sent = { bytes: 0, tries: 0 };
  (window as unknown as { photoBytesSent: typeof sent }).photoBytesSent = sent;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    if (body instanceof FormData) {
      sent.tries += 1;
      for (const value of body.values()) if (value instanceof Blob) sent.bytes += value.size;
    }
    return send.call(this, body);
  };
};

/** Peak signal-to-noise ratio of two same-size RGB images, in dB. */
async function psnr(a: Buffer, b: Buffer, width: number): Promise<number> {
  const raw = (img: Buffer) => sharp(img).resize({ width }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += (x[i] - y[i]) ** 2;
  return 10 * Math.log10(255 ** 2 / (sum / x.length));
}

const basics = (title: string) =>
  ({ Title: title, "Property Type": "Condominium/Apartment/Flat", Location: "Mont Kiara", "For Sale": true, "Price (Sale)": "880000" }) as const;

test("thirty 12 MP phone photos on mobile data send at most 35% of their bytes, upright and looking the same", async ({ page }) => {
  // About 35 s on a quiet 2-core machine (30 decodes in the browser, 23 MB at 8 Mbit/s, 30 photos through the pipeline); room for a loaded one.
  test.setTimeout(180_000);
  const original = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  await page.addInitScript(countSentBytes);
  await signInThroughForm(page, "/admin/properties/new");
  await fillPropertyForm(page, basics(`Phone Upload Residence ${Date.now()}`));

  // 4G as it often is in a condo lift lobby: 8 Mbit/s up, 60 ms away.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 60, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  await page.getByLabel("Choose photos").setInputFiles(files);
  const attached = page.getByRole("list", { name: "Attached photos" });
  // However long the server takes on a loaded machine: bounded by the test's own time.
  await expect(attached.getByRole("img")).toHaveCount(PHOTOS, { timeout: 0 });
  await expect(page.getByRole("progressbar")).toHaveCount(0);

  const sent = await page.evaluate(() => (window as unknown as { photoBytesSent: { bytes: number; tries: number } }).photoBytesSent);
  const share = sent.bytes / original;
  console.log(
    `${PHOTOS} photos of 12 MP: originals ${(original / 1024 / 1024).toFixed(1)} MB, sent ${(sent.bytes / 1024 / 1024).toFixed(1)} MB ` +
      `in ${sent.tries} uploads (${(share * 100).toFixed(1)}%)`,
  );
  expect(sent.tries).toBe(PHOTOS);
  expect(share).toBeLessThanOrEqual(0.35);

  // The first photo's private master: upright at the largest size the site keeps.
  const url = await page.locator('input[name="images"]').first().inputValue();
  const stored = (key: string) => fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "uploads", key));
  const keyOf = (photoUrl: string) => photoUrl.replace(/^\/images\//, "");
  const widest = (photoUrl: string) => stored(keyOf(photoUrl).replace(/\.jpg$/, "_w1600.webp"));
  expect(await sharp(stored(`masters/${keyOf(url)}`)).metadata()).toMatchObject({ width: MAX_PUBLIC_SIDE, height: (MAX_PUBLIC_SIDE * 3) / 4 });
  // What visitors see looks as it did when the phone sent the whole original: the widest variant made from the
  // shrunk copy is as close to the original as the one the server makes from the original itself (grain is
  // the worst case for a JPEG, so the figure is not high for either; what counts is that the shrink adds nothing).
  const direct = await page.request.post("/admin/photos", {
    headers: { Accept: "application/json" },
    multipart: { file: { name: "IMG_0001.JPG", mimeType: "image/jpeg", buffer: fs.readFileSync(files[0]) } },
  });
  const directUrl = ((await direct.json()) as { url: string }).url;
  const upright = await sharp(fs.readFileSync(files[0])).autoOrient().toBuffer();
  const shrunkDb = await psnr(widest(url), upright, 1600);
  const directDb = await psnr(widest(directUrl), upright, 1600);
  console.log(`the 1600 px variant against the original: ${shrunkDb.toFixed(1)} dB from the shrunk copy, ${directDb.toFixed(1)} dB from the original`);
  expect(shrunkDb).toBeGreaterThan(directDb - 0.5);
});

/** A gate a held request waits at until the test has seen what the page shows meanwhile. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

test("a dropped connection is tried again by itself, visibly, and a try whose answer was lost stores no second photo", async ({ page }) => {
  await signInThroughForm(page, "/admin/properties/new");
  let tries = 0;
  let storedByLostTry = "";
  // Each retried try is held until the test has seen its number on the page: the wait before a
  // try lasts 1–2 s, shorter than a poll of a busy machine, but the number stays while the try is out.
  const secondSeen = gate();
  const thirdSeen = gate();
  await page.route("**/admin/photos", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    tries += 1;
    // The first try: the phone lost its signal before sending.
    if (tries === 1) return route.abort("internetdisconnected");
    // The second: the server has the photo, the answer never arrives.
    if (tries === 2) {
      await secondSeen.opened;
      storedByLostTry = ((await (await route.fetch()).json()) as { url: string }).url;
      return route.abort("connectionreset");
    }
    await thirdSeen.opened;
    return route.continue();
  });
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#15803d", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  await page.getByLabel("Choose photos").setInputFiles([{ name: "balcony.jpg", mimeType: "image/jpeg", buffer: photo }]);
  const card = page.getByRole("listitem", { name: /balcony\.jpg/ });
  await expect(card).toContainText("Retrying (try 2)");
  secondSeen.open();
  await expect(card).toContainText("Retrying (try 3)");
  thirdSeen.open();
  const attached = page.getByRole("list", { name: "Attached photos" });
  await expect(attached.getByRole("img")).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole("alert").filter({ hasText: "Failed" })).toHaveCount(0);
  expect(tries).toBe(3);
  // The third try was answered with the photo the second stored, not a copy.
  expect(storedByLostTry).toMatch(/^\/images\/property_images\//);
  await expect(page.locator('input[name="images"]')).toHaveValue(storedByLostTry);
});
