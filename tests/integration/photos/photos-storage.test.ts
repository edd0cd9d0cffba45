import express from "express";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imagesRouter } from "../../../server/images";
import { deletePhotos, keysForPhoto, storePhoto } from "~/photos/images.server";
import { sweepOrphanPhotos } from "~/photos/sweep.server";
import { getStorage, LocalStorage, type Storage } from "~/platform/storage/storage.server";
import { createTestProperty } from "../../factories";
import { getDb } from "~/platform/db/db.server";
import { twoColourPhoto } from "../../fixtures/photo-corpus";
import { listen } from "../../support/listen";
import { openFilesSettled } from "../../support/open-files";

const HOUR = 3600 * 1000;
/** Whether each stored file of a photo is still there. */
const exists = (keys: string[]) => Promise.all(keys.map((k) => getStorage().exists(k)));

describe("local storage", () => {
  it("cannot be led out of its folder by a hostile key", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "storage-"));
    const storage = new LocalStorage(path.join(root, "uploads"));
    for (const key of ["../escape.jpg", "property_images/../../escape.jpg", "/tmp/escape.jpg", "property_images/\u0000.jpg"]) {
      await expect(storage.put(key, Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
    }
    await expect(storage.list("../")).rejects.toThrow(/Unsafe storage key/);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it("stores a photo with a hostile name inside property_images/", async () => {
    const photo = await storePhoto(await twoColourPhoto(300, 200), "../../etc/passwd\u0000.jpg");
    expect(photo.url).toMatch(/^\/images\/property_images\/\d+_[0-9a-f]{12}\.jpg$/);
    for (const key of photo.keys) expect(await getStorage().exists(key)).toBe(true);
  });
});

describe("deleting photos (docs/product.md#states-and-transitions)", () => {
  it("deletes every file of each photo and goes on when one file fails", async () => {
    const a = await storePhoto(await twoColourPhoto(300, 200), "a.jpg");
    const b = await storePhoto(await twoColourPhoto(300, 200), "b.jpg");
    const real = getStorage();
    const flaky: Storage = {
      ...real,
      list: (p) => real.list(p),
      publicUrl: (k) => real.publicUrl(k),
      delete: async (key) => {
        if (key === a.keys[0]) throw new Error("disk said no");
        await real.delete(key);
      },
    };
    await deletePhotos([a.url, b.url], { storage: flaky });
    const left = [...a.keys, ...b.keys].filter((k) => fs.existsSync(path.join(process.env.DATA_DIR!, "uploads", k)));
    expect(left).toEqual([a.keys[0]]);
  });
});

describe("orphan sweep", () => {
  it("deletes old photos no property uses, and keeps used or recent ones", async () => {
    const now = Date.now();
    const old = now - 25 * HOUR;
    const orphan = await storePhoto(await twoColourPhoto(300, 200), "cancelled.jpg", { now: old });
    const used = await storePhoto(await twoColourPhoto(300, 200), "saved.jpg", { now: old });
    const fresh = await storePhoto(await twoColourPhoto(300, 200), "in-progress.jpg", { now });
    await createTestProperty({ images: [used.url, "https://example.com/imported.jpg"] });

    const result = await sweepOrphanPhotos({ olderThanMs: 24 * HOUR, now });
    expect(result.deletedPhotos).toBeGreaterThanOrEqual(1);
    expect(await exists(keysForPhoto(orphan.url))).toEqual(keysForPhoto(orphan.url).map(() => false));
    expect(await exists(keysForPhoto(used.url))).toEqual(keysForPhoto(used.url).map(() => true));
    expect(await exists(keysForPhoto(fresh.url))).toEqual(keysForPhoto(fresh.url).map(() => true));
  });
});

describe("orphan sweep at scale", () => {
  it("reads the listings in batches and still sees a photo used only by a listing past the first 2,000", async () => {
    const now = Date.now();
    const old = now - 25 * HOUR;
    const used = await storePhoto(await twoColourPhoto(300, 200), "late-listing.jpg", { now: old });
    const orphan = await storePhoto(await twoColourPhoto(300, 200), "never-saved.jpg", { now: old });
    const template = await getDb().selectFrom("properties").selectAll().where("id", "=", (await createTestProperty()).id).executeTakeFirstOrThrow();
    // 2,100 rows in id order; the photo is on the last one, so only a sweep that reads past the first batch keeps it.
    const rows = Array.from({ length: 2100 }, (_, i) => ({
      ...template,
      id: `zz-${String(i).padStart(5, "0")}`,
      display_id: 900000 + i,
      slug: `sweep-batch-${i}`,
      images: i === 2099 ? JSON.stringify([used.url]) : "[]",
    }));
    for (let i = 0; i < rows.length; i += 200) await getDb().insertInto("properties").values(rows.slice(i, i + 200)).execute();

    await sweepOrphanPhotos({ olderThanMs: 24 * HOUR, now });
    expect(await exists(keysForPhoto(used.url))).toEqual(keysForPhoto(used.url).map(() => true));
    expect(await exists(keysForPhoto(orphan.url))).toEqual(keysForPhoto(orphan.url).map(() => false));
  });
});

describe("GET /images/*", () => {
  let base = "";
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express().use(imagesRouter());
    ({ base, close } = await listen(app));
  });
  afterAll(() => close());

  it("serves a photo and its variants with immutable caching, but never its master or anything else", async () => {
    const photo = await storePhoto(await twoColourPhoto(300, 200), "served.jpg");
    const [publicKey, masterKey, ...variantKeys] = keysForPhoto(photo.url);
    const res = await fetch(base + photo.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const variant = await fetch(`${base}/images/${variantKeys[0]}`);
    expect([variant.status, variant.headers.get("content-type")]).toEqual([200, "image/webp"]);

    expect(publicKey.startsWith("property_images/")).toBe(true);
    for (const probe of [
      `/images/${masterKey}`,
      `/images/property_images/../${masterKey}`,
      `/images/property_images/%2e%2e/${masterKey}`,
      `/images/property_images/..%2f${masterKey}`,
      "/images/..%2fsite.db",
      "/images/property_images/",
    ]) {
      expect((await fetch(base + probe)).status, probe).toBe(404);
    }
  });

  it("closes a photo's file when the visitor leaves mid-download", async () => {
    // Larger than the socket buffers, so the server is still reading the file when the visitor goes.
    const key = "property_images/1700000000000_left-mid-download.jpg";
    await getStorage().put(key, Buffer.alloc(32 * 1024 * 1024, 7), "image/jpeg");
    const uploads = path.join(process.env.DATA_DIR!, "uploads");
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${base}/images/${key}`, (response) => {
        expect(response.statusCode).toBe(200);
        response.once("data", () => {
          request.destroy();
          resolve();
        });
      });
      request.on("error", (err) => ((err as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(err)));
    });
    expect(await openFilesSettled(uploads)).toEqual([]);
  });
});
