import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SHARE_IMAGE, shareVariantUrl, VARIANT_WIDTHS } from "~/photos/image-urls";
import { ImageRejected, keysForPhoto, masterKey, storePhoto } from "~/photos/images.server";
import { getStorage, keyFromPublicUrl } from "~/platform/storage/storage.server";
import { badFiles, KL_GPS, noisyPhoto, pngHeaderOnly, rotatedPhoneJpeg, twelveMegapixelPhoneJpeg, twoColourPhoto } from "../../fixtures/photo-corpus";

const uploads = () => path.join(process.env.DATA_DIR!, "uploads");

/** Every file under DATA_DIR/uploads, temporary ones included. */
function filesOnDisk(): string[] {
  if (!fs.existsSync(uploads())) return [];
  return fs
    .readdirSync(uploads(), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(uploads(), path.join(e.parentPath, e.name)));
}

async function stored(key: string): Promise<Buffer> {
  const body = await getStorage().get(key);
  if (!body) throw new Error(`missing ${key}`);
  return body;
}

async function rgbAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data } = await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [data[0], data[1], data[2]];
}

/** Near-white pixels and dark pixels in the middle third: the mark's white text and its outline. */
async function markPixels(image: Buffer): Promise<{ white: number; dark: number }> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const { data, info } = await sharp(image)
    .extract({ left: Math.floor(width / 3), top: Math.floor(height / 3), width: Math.floor(width / 3), height: Math.floor(height / 3) })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let white = 0;
  let dark = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    if (r > 215 && g > 215 && b > 215) white += 1;
    if (r < 60 && g < 60 && b < 60) dark += 1;
  }
  return { white, dark };
}

const hasGps = (exif: Buffer | undefined) => Boolean(exif?.includes(Buffer.from([0x25, 0x88]))); // GPS IFD pointer tag 0x8825

describe("accepted photos", () => {
  it("a phone JPEG stored sideways with GPS: upright, stripped, watermarked, with variants and a private master", async () => {
    const input = await rotatedPhoneJpeg(800, 600);
    const inputMeta = await sharp(input).metadata();
    expect([inputMeta.width, inputMeta.height, inputMeta.orientation]).toEqual([600, 800, 6]);
    expect(hasGps(inputMeta.exif)).toBe(true);
    expect(KL_GPS.GPSLatitudeRef).toBe("N");

    const photo = await storePhoto(input, "Front View.jpg");
    expect(photo.watermarked).toBe(true);
    expect(photo.url).toMatch(/^\/images\/property_images\/\d+_[0-9a-f]{12}\.jpg$/);
    expect(photo.keys.sort()).toEqual(keysForPhoto(photo.url).sort());

    const publicJpeg = await stored(keyFromPublicUrl(photo.url)!);
    const meta = await sharp(publicJpeg).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([800, 600]); // width and height swapped back
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Upright means red on the left, blue on the right (the stored pixels had red at the bottom).
    const [lr, , lb] = await rgbAt(publicJpeg, 40, 300);
    const [rr, , rb] = await rgbAt(publicJpeg, 760, 300);
    expect(lr).toBeGreaterThan(150);
    expect(lb).toBeLessThan(60);
    expect(rb).toBeGreaterThan(150);
    expect(rr).toBeLessThan(60);

    const mark = await markPixels(publicJpeg);
    expect(mark.white).toBeGreaterThan(200);
    expect(mark.dark).toBeGreaterThan(200);

    const master = await stored(`masters/${keyFromPublicUrl(photo.url)}`);
    const masterMeta = await sharp(master).metadata();
    expect([masterMeta.width, masterMeta.height, masterMeta.exif]).toEqual([800, 600, undefined]);
    expect(await markPixels(master)).toEqual({ white: 0, dark: 0 }); // the master carries no watermark

    for (const w of VARIANT_WIDTHS) {
      const variant = await stored(`${keyFromPublicUrl(photo.url)!.replace(/\.jpg$/, "")}_w${w}.webp`);
      const vm = await sharp(variant).metadata();
      expect(vm.format).toBe("webp");
      expect(vm.exif).toBeUndefined();
      expect(vm.width).toBe(Math.min(w, 800));
      expect((await markPixels(variant)).white).toBeGreaterThan(0);
    }
  });

  it.each([
    ["png", "plan.png"],
    ["webp", "balcony.webp"],
    ["png", "renamed-png.jpg"], // wrong extension: the content decides
    ["jpeg", "camera-roll.txt"],
  ] as const)("a %s file named %s is re-encoded as a watermarked JPEG", async (format, name) => {
    const input = await twoColourPhoto(640, 480, format);
    const photo = await storePhoto(input, name);
    const out = await stored(keyFromPublicUrl(photo.url)!);
    expect(out.equals(input)).toBe(false);
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 640, 480, undefined]);
    expect((await markPixels(out)).white).toBeGreaterThan(100);
  });

  it("a transparent PNG is flattened onto white, not black", async () => {
    const input = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const photo = await storePhoto(input, "cutout.png");
    const [r, g, b] = await rgbAt(await stored(keyFromPublicUrl(photo.url)!), 5, 5);
    expect(Math.min(r, g, b)).toBeGreaterThan(240);
  });

  it("a photo narrower than a variant's width is not enlarged: those variants are one file's bytes, unless a larger budget buys a better quality", async () => {
    const variants = async (url: string) => {
      const key = keyFromPublicUrl(url)!.replace(/\.jpg$/, "");
      return Object.fromEntries(await Promise.all(VARIANT_WIDTHS.map(async (w) => [w, await stored(`${key}_w${w}.webp`)] as const)));
    };
    // 800 px of two colours: fits every budget at the first quality, so 960, 1200 and 1600 are the same 800 px file.
    const plain = await variants((await storePhoto(await twoColourPhoto(800, 600, "jpeg"), "small.jpg")).url);
    expect((await sharp(plain[960]).metadata()).width).toBe(800);
    expect(plain[1200]!.equals(plain[960]!)).toBe(true);
    expect(plain[1600]!.equals(plain[960]!)).toBe(true);
    expect((await sharp(plain[480]).metadata()).width).toBe(480);
    // 1200 px of noise: the phone's 150 KB takes a lower quality; the 1600 variant, the same pixels, has 300 KB for a better one.
    const noisy = await variants((await storePhoto(await noisyPhoto(1200, 800), "noisy.png")).url);
    expect(noisy[1200]!.length).toBeLessThanOrEqual(150 * 1024);
    expect((await sharp(noisy[1600]).metadata()).width).toBe(1200);
    expect(noisy[1600]!.length).toBeGreaterThan(noisy[1200]!.length);
    expect(noisy[1600]!.length).toBeLessThanOrEqual(300 * 1024);
  });

  it("a large photo is capped at 2048 px and its phone-size variants stay within 150 KB", async () => {
    const photo = await storePhoto(await noisyPhoto(2400, 1600), "garden.png");
    const key = keyFromPublicUrl(photo.url)!;
    const meta = await sharp(await stored(key)).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 1365]);
    for (const w of [480, 960, 1200]) {
      expect((await stored(key.replace(/\.jpg$/, `_w${w}.webp`))).length).toBeLessThanOrEqual(150 * 1024);
    }
  });
});

describe("a photo's share image (issue 29 item 2)", () => {
  it("a textured 12 MP phone photo gets a 1200 × 630 JPEG under 300 KB beside it, not its master", async () => {
    const original = await twelveMegapixelPhoneJpeg();
    const photo = await storePhoto(original, "IMG_1001.jpg");
    const key = keyFromPublicUrl(shareVariantUrl(photo.url))!;
    expect(photo.keys).toContain(key);
    const share = await stored(key);
    const meta = await sharp(share).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(share.length).toBeLessThanOrEqual(SHARE_IMAGE.maxBytes);
    expect(share.length).toBeLessThan((await stored(keyFromPublicUrl(photo.url)!)).length);
    expect(share.length).toBeLessThan((await stored(masterKey(keyFromPublicUrl(photo.url)!))).length);
    // It goes with its photo.
    expect(keysForPhoto(photo.url)).toContain(key);
  }, 120_000);
});

describe("refused files leave nothing in storage", () => {
  it("refuses each bad file of the corpus with a clear message", async () => {
    for (const bad of await badFiles()) {
      const before = filesOnDisk();
      const error = await storePhoto(bad.bytes, bad.name).catch((e: unknown) => e);
      expect(error, bad.why).toBeInstanceOf(ImageRejected);
      expect((error as ImageRejected).message, bad.why).toContain(bad.name);
      expect(filesOnDisk(), bad.why).toEqual(before);
    }
  });

  it("says which limit a file broke, with the status the route answers", async () => {
    const cases: Array<[Buffer, string, RegExp, number]> = [
      [Buffer.from("GIF89a not really"), "a.gif", /not a JPEG, PNG or WebP image/, 415],
      [pngHeaderOnly(20_000, 20_000), "huge.png", /larger than 50 megapixels/, 413],
      // A real, highly compressible 51-megapixel PNG: a few hundred KB on disk, refused before decoding.
      [await sharp({ create: { width: 7200, height: 7100, channels: 3, background: "#336699" } }).png().toBuffer(), "bomb.png", /larger than 50 megapixels/, 413],
      [Buffer.alloc(25 * 1024 * 1024 + 1, 0xff), "big.jpg", /larger than 25 MB/, 413],
    ];
    for (const [bytes, name, message, status] of cases) {
      const error = (await storePhoto(bytes, name).catch((e: unknown) => e)) as ImageRejected;
      expect(error.message).toMatch(message);
      expect(error.status).toBe(status);
    }
    expect(filesOnDisk().filter((f) => /a\.gif|huge|bomb|big/.test(f))).toEqual([]);
  });
});
