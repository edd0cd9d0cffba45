import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { shareVariantUrl } from "~/photos/image-urls";
import { storePhoto } from "~/photos/images.server";
import { makeMissingShareImages } from "~/photos/share-backfill.server";
import { sweepOrphanPhotos } from "~/photos/sweep.server";
import { getStorage, keyFromPublicUrl } from "~/platform/storage/storage.server";
import { noisyPhoto } from "../../fixtures/photo-corpus";

async function file(key: string): Promise<Buffer> {
  const body = await getStorage().get(key);
  if (!body) throw new Error(`missing ${key}`);
  return body;
}

// The share image of a new upload (12 MP) is checked in photos-pipeline.test.ts, with the
// rest of what storePhoto writes; here, what the database decides: backfill and sweep.
describe("a photo's share image (issue 29 item 2)", () => {
  it("photos stored before share images existed get one from their public JPEG, once", async () => {
    const storage = getStorage();
    const old = await storePhoto(await noisyPhoto(1600, 1200), "old.jpg");
    const shareKey = keyFromPublicUrl(shareVariantUrl(old.url))!;
    await storage.delete(shareKey); // as it was stored before this change
    // An imported file: a public JPEG with no master and no variants, portrait and small.
    const importedKey = `property_images/${Date.now()}_imported.jpg`;
    await storage.put(importedKey, await sharp(await noisyPhoto(500, 700, 3)).jpeg().toBuffer(), "image/jpeg");

    const first = await makeMissingShareImages();
    expect(first.made).toBeGreaterThanOrEqual(2);
    expect(first.failed).toBe(0);
    for (const k of [shareKey, shareVariantUrl(importedKey)]) {
      expect(await sharp(await file(k)).metadata(), k).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    }
    expect((await makeMissingShareImages()).made).toBe(0);
  }, 60_000);

  it("the orphan sweep takes a dropped photo's share image with its other files", async () => {
    const storage = getStorage();
    const photo = await storePhoto(await noisyPhoto(800, 600, 4), "dropped.jpg", { now: Date.now() - 3 * 24 * 3600_000 });
    const shareKey = keyFromPublicUrl(shareVariantUrl(photo.url))!;
    expect(await storage.exists(shareKey)).toBe(true);
    await sweepOrphanPhotos({ olderThanMs: 24 * 3600_000 });
    expect(await storage.exists(shareKey)).toBe(false);
    expect(await storage.exists(keyFromPublicUrl(photo.url)!)).toBe(false);
  }, 60_000);
});
