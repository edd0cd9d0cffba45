import { describe, expect, it } from "vitest";
import { imageSrc, imageSrcSet, isOwnImage, variantUrl, VARIANT_WIDTHS } from "~/photos/image-urls";
import { keysForPhoto } from "~/photos/images.server";
import { assertSafeKey } from "~/platform/storage/storage.server";
import { watermarkFontSize } from "~/photos/watermark.server";

describe("watermark font size (docs/product.md#business-constants: smaller side / 20, clamped to 16–48 px)", () => {
  it("is clamped up to 16 px on a 200 px photo", () => {
    expect(watermarkFontSize(200, 200)).toBe(16);
    expect(watermarkFontSize(300, 200)).toBe(16);
  });

  it("is exactly smaller side / 20 at 960 px", () => {
    expect(watermarkFontSize(960, 960)).toBe(48);
    expect(watermarkFontSize(1280, 960)).toBe(48);
    expect(watermarkFontSize(960, 640)).toBe(32);
  });

  it("is clamped down to 48 px on a 4000 px photo", () => {
    expect(watermarkFontSize(4000, 4000)).toBe(48);
    expect(watermarkFontSize(4000, 3000)).toBe(48);
  });
});

describe("storage keys", () => {
  it("refuses keys that could leave the uploads folder", () => {
    for (const key of ["../x.jpg", "/etc/passwd", "property_images/../../x", "a//b", "property_images/a\u0000.jpg", "a/./b"]) {
      expect(() => assertSafeKey(key)).toThrow(/Unsafe storage key/);
    }
  });
});

describe("photo URLs (the API the cards and gallery use)", () => {
  const url = "/images/property_images/1700000000000_front_abc123.jpg";

  it("lists every variant in srcset, and none for an imported URL", () => {
    expect(isOwnImage(url)).toBe(true);
    expect(imageSrcSet(url)).toBe(VARIANT_WIDTHS.map((w) => `${variantUrl(url, w)} ${w}w`).join(", "));
    expect(imageSrcSet("https://example.com/a.jpg")).toBeUndefined();
    expect(imageSrc("https://example.com/a.jpg")).toBe("https://example.com/a.jpg");
    expect(imageSrc(url, 480)).toBe("/images/property_images/1700000000000_front_abc123_w480.webp");
  });

  it("names every file of a photo, master included, and nothing for a foreign URL", () => {
    expect(keysForPhoto(url)).toEqual([
      "property_images/1700000000000_front_abc123.jpg",
      "masters/property_images/1700000000000_front_abc123.jpg",
      ...VARIANT_WIDTHS.map((w) => `property_images/1700000000000_front_abc123_w${w}.webp`),
      "property_images/1700000000000_front_abc123_share.jpg",
    ]);
    expect(keysForPhoto("https://example.com/a.jpg")).toEqual([]);
    expect(keysForPhoto("/images/property_images/../../site.db")).toEqual([]);
  });
});
