import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { storePhoto } from "~/photos/images.server";
import { ORPHAN_AGE_MS, sweepOrphanPhotos } from "~/photos/sweep.server";
import { openSqliteKysely } from "~/platform/db/db.server";
import { migrateToLatest } from "~/platform/db/migrate.server";
import { createProperty } from "~/properties/repository.server";
import { LocalStorage } from "~/platform/storage/storage.server";
import { healthRouter } from "../../../server/health";
import { propertyInput } from "../../factories";
import { mountTinyDisk } from "../../support/tiny-disk";

// Issue 18, item 3: a full disk must say so — in the log, to the agent, and
// to the load balancer — and must not leave half-written files forever.

// Room for every migration (the list-filter indexes are rebuilt in a journal), then filled.
const disk = mountTinyDisk(4096);
afterAll(() => disk?.unmount());

/** Noise, so that it does not compress to a few KB as a flat colour would. */
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: "#468", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg()
    .toBuffer();

async function healthOf(dataDir?: string, storage?: LocalStorage) {
  const server = express().use(healthRouter(dataDir ? { dataDir, storage } : {})).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`);
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  } finally {
    server.close();
  }
}

describe("a full disk", () => {
  it("the sweep deletes .tmp files a crash left an hour ago, and keeps a write in progress", async () => {
    const folder = path.join(process.env.DATA_DIR!, "uploads", "property_images");
    fs.mkdirSync(folder, { recursive: true });
    const stale = path.join(folder, "1795000000000_kitchen_w1200.webp.123.456.abc.tmp");
    const inProgress = path.join(folder, "1795000000001_hall.jpg.123.789.def.tmp");
    fs.writeFileSync(stale, "half a photo");
    fs.writeFileSync(inProgress, "half a photo");
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);

    const result = await sweepOrphanPhotos({ olderThanMs: ORPHAN_AGE_MS });
    expect(result.deletedTemporary).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(inProgress)).toBe(true);
  });

  describe.skipIf(!disk)("on a real filesystem that fills up", () => {
    it("a save fails with the database's own error, not 'cannot rollback - no transaction is active'", async () => {
      const { db, database } = openSqliteKysely(path.join(disk!.dir, "site.db"));
      try {
        await migrateToLatest(db);
        disk!.fill(64 * 1024);
        let error: Error | undefined;
        for (let n = 0; n < 100 && !error; n++) {
          await createProperty(db, propertyInput({ title: `Fills The Disk ${n}`, description: `<p>${"A long description. ".repeat(1000)}</p>` })).catch(
            (e: Error) => (error = e),
          );
        }
        expect(error?.message).toMatch(/database or disk is full/);
        expect(database.inTransaction).toBe(false);
      } finally {
        await db.destroy();
        fs.rmSync(path.join(disk!.dir, "filler"), { force: true });
        for (const f of fs.readdirSync(disk!.dir)) fs.rmSync(path.join(disk!.dir, f), { recursive: true });
      }
    });

    it("an upload says the server is out of disk space, and leaves no half-written file", async () => {
      disk!.fill(48 * 1024);
      const storage = new LocalStorage(path.join(disk!.dir, "uploads"));
      const upload = storePhoto(await photo(), "Kitchen.jpg", { storage });
      await expect(upload).rejects.toMatchObject({ status: 507, message: expect.stringMatching(/out of disk space/) });
      expect(fs.readdirSync(disk!.dir, { recursive: true }).filter((f) => String(f).includes("."))).toEqual([]);
      fs.rmSync(path.join(disk!.dir, "filler"));
    });

    it("/readyz answers 503 while DATA_DIR is full, 200 when it has room", async () => {
      disk!.fill(1024);
      const storage = new LocalStorage(path.join(disk!.dir, "uploads"));
      // On PostgreSQL the database is not on this disk; the photos are.
      const database = process.env.TEST_DIALECT === "postgres" ? "ok" : "full";
      expect(await healthOf(disk!.dir, storage)).toEqual({ status: 503, body: { status: "unavailable", database, storage: "full" } });
      expect(await healthOf()).toEqual({ status: 200, body: { status: "ok", database: "ok", storage: "ok" } });
      fs.rmSync(path.join(disk!.dir, "filler"));
    });
  });
});
