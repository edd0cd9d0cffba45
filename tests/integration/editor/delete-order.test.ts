import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import express from "express";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, getDialect } from "~/platform/db/db.server";
import { keysForPhoto } from "~/photos/images.server";
import { sweepOrphanPhotos } from "~/photos/sweep.server";
import { loader as listingLoader } from "~/routes/listing";
import * as properties from "~/routes/admin/properties";
import { imagesRouter } from "../../../server/images";
import { listen } from "../../support/listen";
import { openFilesSettled } from "../../support/open-files";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get, post, settle, storedPhoto, unwrap } from "../admin-helpers";

// Issue 25, item 1 (decision 029): a listing delete removes the row first, in
// its own committed statement, and the photo files after it. A failure
// between the steps leaves the listing with all its photos, or neither
// (its leftover files are the orphan sweep's).

let cookie = "";
let images: { base: string; close: () => void };
beforeAll(async () => {
  cookie = await adminCookie();
  images = await listen(express().use(imagesRouter()));
});
afterAll(() => images.close());

const uploads = () => path.join(process.env.DATA_DIR!, "uploads");

async function listingStatus(slug: string): Promise<number> {
  const result = await settle(() => listingLoader(args(get(`/listing/${slug}`), { id: slug })));
  return unwrap(result).status;
}

/** The HTTP status of every public file of each photo (the JPEG, its WebP variants and its share image: six). */
async function photoStatuses(urls: string[]): Promise<number[]> {
  const publicUrls = urls.flatMap((url) => keysForPhoto(url).filter((key) => !key.startsWith("masters/")).map((key) => `/images/${key}`));
  // Each body is read to its end: an unread one keeps the server's file open,
  // and the read-only mount below could then not be unmounted.
  return Promise.all(
    publicUrls.map(async (url) => {
      const response = await fetch(images.base + url);
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

const filesOnDisk = (urls: string[]) => urls.flatMap(keysForPhoto).map((key) => fs.existsSync(path.join(uploads(), key)));

const deleteListing = async (id: string) =>
  unwrap<{ toast: { message: string } }>(await properties.action(args(post("/admin/properties", { intent: "delete", id }, cookie))));

/** A real failure of the database's own: a trigger that refuses to delete this one listing. */
async function refuseDeletesOf(title: string): Promise<() => Promise<void>> {
  const db = getDb();
  if (getDialect() === "postgres") {
    await sql`create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`.execute(db);
    await sql
      .raw(`create trigger refuse_delete before delete on properties for each row when (old.title = '${title}') execute function refuse_delete()`)
      .execute(db);
    return async () => {
      await sql`drop trigger refuse_delete on properties`.execute(db);
      await sql`drop function refuse_delete()`.execute(db);
    };
  }
  await sql
    .raw(`create trigger refuse_delete before delete on properties when old.title = '${title}' begin select raise(abort, 'injected failure'); end`)
    .execute(db);
  return async () => void (await sql`drop trigger refuse_delete`.execute(db));
}

describe("deleting a listing, with a failure between the steps", () => {
  it("a row delete that fails leaves the listing answering 200 with every photo answering 200", async () => {
    const photos = [await storedPhoto("refused-a"), await storedPhoto("refused-b")];
    const listing = await createTestProperty({ title: "Refuses Deletion", images: photos });
    const restore = await refuseDeletesOf("Refuses Deletion");
    try {
      const result = await deleteListing(listing.id);
      expect(result.status).toBe(500);
      expect(result.data.toast.message).toBe("Failed to delete property. Please try again.");
    } finally {
      await restore();
    }
    expect(await listingStatus(listing.slug)).toBe(200);
    expect(await photoStatuses(photos)).toEqual(Array(photos.length * 6).fill(200));
    expect(filesOnDisk(photos).every(Boolean)).toBe(true);
  });

  it("a bulk delete that fails on the second listing keeps the second with its photos, and a photo the two share", async () => {
    const shared = await storedPhoto("bulk-shared");
    const own = await storedPhoto("bulk-own");
    const kept = await storedPhoto("bulk-kept");
    const first = await createTestProperty({ title: "Bulk First", images: [own, shared] });
    const second = await createTestProperty({ title: "Bulk Refuses", images: [shared, kept] });
    const restore = await refuseDeletesOf("Bulk Refuses");
    try {
      const result = unwrap<{ toast: { message: string } }>(
        await properties.action(args(post("/admin/properties", [["intent", "delete"], ["id", first.id], ["id", second.id]], cookie))),
      );
      expect(result.status).toBe(500);
      expect(result.data.toast.message).toBe("Failed to delete every selected property (1 of 2 deleted). Please try again.");
    } finally {
      await restore();
    }
    expect(await listingStatus(first.slug)).toBe(404);
    expect(await photoStatuses([own])).toEqual(Array(6).fill(404));
    expect(await listingStatus(second.slug)).toBe(200);
    expect(await photoStatuses([shared, kept])).toEqual(Array(12).fill(200));
  });
});

// Deleting a file must fail for real: a filesystem mounted read-only refuses
// even root. Mounting needs privileges; without them these are skipped.
function mountUploads(): { readOnly(on: boolean): void; unmount(): Promise<void> } | null {
  fs.mkdirSync(uploads(), { recursive: true });
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", uploads()], { stdio: "ignore" });
  } catch {
    return null;
  }
  return {
    readOnly: (on) => execFileSync("mount", ["-o", `remount,${on ? "ro" : "rw"}`, uploads()], { stdio: "ignore" }),
    // A photo's file is closed a moment after its last byte is sent: wait for
    // that, or the mount is still busy.
    unmount: async () => {
      expect(await openFilesSettled(uploads())).toEqual([]);
      execFileSync("umount", [uploads()], { stdio: "ignore" });
    },
  };
}

describe("deleting a listing whose files cannot be deleted", () => {
  const mounted = mountUploads();
  afterAll(async () => mounted?.unmount());

  it.skipIf(!mounted)("deletes the listing (404) and leaves its files to the sweep, which keeps a photo a listing still shows", async () => {
    const photos = [await storedPhoto("readonly-a"), await storedPhoto("readonly-b")];
    const stays = await storedPhoto("readonly-stays");
    const listing = await createTestProperty({ title: "Files Cannot Go", images: photos });
    const other = await createTestProperty({ title: "Still Shows Its Photo", images: [stays] });
    mounted!.readOnly(true);
    try {
      const result = await deleteListing(listing.id);
      expect(result.status).toBe(200);
      expect(result.data.toast.message).toBe("Property deleted successfully!");
    } finally {
      mounted!.readOnly(false);
    }
    expect(await listingStatus(listing.slug)).toBe(404);
    expect(filesOnDisk(photos).every(Boolean)).toBe(true);

    // The photos are from 2023 (storedPhoto): older than any sweep's cutoff.
    await sweepOrphanPhotos({ olderThanMs: 24 * 3600 * 1000 });
    expect(filesOnDisk(photos).some(Boolean)).toBe(false);
    expect(await photoStatuses(photos)).toEqual(Array(12).fill(404));
    expect(await listingStatus(other.slug)).toBe(200);
    expect(filesOnDisk([stays]).every(Boolean)).toBe(true);
    expect(await photoStatuses([stays])).toEqual(Array(6).fill(200));
  });
});
