import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { storePhoto } from "~/photos/images.server";
import { logger } from "~/platform/logger.server";
import { getStorage, keyFromPublicUrl } from "~/platform/storage/storage.server";
import { rotatedPhoneJpeg } from "../../fixtures/photo-corpus";

// docs/product.md#validation and #messages: when the watermark step fails, the photo is still used.
vi.mock("~/photos/watermark.server", () => ({
  watermarkOverlay: () => Promise.reject(new Error("Failed to load image")),
}));

describe("a failed watermark", () => {
  it("keeps the photo, re-encoded, upright and stripped, and logs the failure", async () => {
    const logged = vi.spyOn(logger, "error");
    const photo = await storePhoto(await rotatedPhoneJpeg(800, 600), "porch.jpg");
    expect(photo.watermarked).toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ file: "porch.jpg" }), "Failed to create watermarked image");

    const out = (await getStorage().get(keyFromPublicUrl(photo.url)!))!;
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 800, 600, undefined]);
    expect(photo.keys).toHaveLength(7); // master, four WebP variants, the share image, the JPEG
  });
});
