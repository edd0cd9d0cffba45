import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { keysForPhoto } from "~/photos/images.server";
import { sweepOrphanPhotos } from "~/photos/sweep.server";
import { restoreSite } from "~/platform/data/restore.server";
import { getStorage, keyFromPublicUrl } from "~/platform/storage/storage.server";
import { removeProperty } from "~/properties/actions.server";
import { createTestProperty } from "../../factories";
import { filesIn, newBackupDir, onSqlite, run } from "../backup-helpers";

// Issue 25, item 2 (decision 029): a backup taken while the agent adds and
// deletes photos holds the database and exactly the photos it names; one
// that cannot is a failure, and restore refuses a backup lacking a photo.
// `npm run backup` is for the SQLite shape only (PostgreSQL: pg_dump).

const sha = (body: Buffer) => crypto.createHash("sha256").update(body).digest("hex");
/** Every file each photo has, with its sha256, as written (photos never change once stored). */
const written = new Map<string, string>();
let photoCount = 0;

/** A photo's six files, each with its own content, put where an upload puts them. */
async function newPhoto(): Promise<string> {
  const url = `/images/property_images/${Date.now() - 3 * 24 * 3600 * 1000}_${(++photoCount).toString(16).padStart(12, "0")}.jpg`;
  for (const key of keysForPhoto(url)) {
    const body = crypto.randomBytes(2048);
    await getStorage().put(key, body, "image/jpeg");
    written.set(key, sha(body));
  }
  return url;
}

const listing = async (title: string) => createTestProperty({ title, images: [await newPhoto(), await newPhoto()] });
const deleteListing = (id: string) => {
  const form = new FormData();
  form.append("intent", "delete");
  form.append("id", id);
  return removeProperty(form);
};

const rowsOf = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  try {
    const tables = (db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as { name: string }[]).map((t) => t.name);
    // Some tables have no rowid (and the search's virtual ones no order): rows compared as a sorted list.
    return Object.fromEntries(tables.map((t) => [t, db.prepare(`select * from "${t}"`).all().map((row) => JSON.stringify(row)).sort()]));
  } finally {
    db.close();
  }
};

const photosIn = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  try {
    return (db.prepare("select images from properties").all() as { images: string }[]).flatMap((r) => JSON.parse(r.images) as string[]);
  } finally {
    db.close();
  }
};

describe.skipIf(!onSqlite)("a backup taken while photos are added and deleted", () => {
  it("restores identical: every table row of its database, and every photo it names with the hash it was stored with", async () => {
    const live: string[] = [];
    for (let i = 0; i < 30; i++) live.push((await listing(`Before ${i}`)).id);

    // The agent's work, in this process, while `npm run backup` runs in another.
    let churning = true;
    let deletes = 0;
    const churn = (async () => {
      for (let n = 0; churning; n++) {
        live.push((await listing(`During ${n}`)).id);
        // Any listing, not the oldest: the backup copies files in name order, so photos anywhere in it go.
        await deleteListing(live.splice(crypto.randomInt(live.length), 1)[0]!);
        deletes += 1;
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const backupDir = newBackupDir();
    const deletesBefore = deletes;
    const backup = await run(["backup", backupDir]);
    churning = false;
    await churn;
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(deletes - deletesBefore, "listings deleted while the backup ran").toBeGreaterThan(5);

    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "restored-")), "data");
    await restoreSite(backupDir, target);
    const restoredDb = path.join(target, "site.db");
    expect(rowsOf(restoredDb)).toEqual(rowsOf(path.join(backupDir, "site.db")));
    const named = photosIn(restoredDb);
    expect(named.length).toBeGreaterThanOrEqual(60);
    const restoredFiles = filesIn(path.join(target, "uploads"));
    for (const url of named) {
      for (const key of keysForPhoto(url)) expect(restoredFiles[key], key).toBe(written.get(key));
    }

    // What the backup held back is the sweep's once it has finished; what a listing shows stays.
    await sweepOrphanPhotos({ olderThanMs: 24 * 3600 * 1000 });
    const shown = (await getDb().selectFrom("properties").select("images").execute()).flatMap((r) => JSON.parse(r.images) as string[]);
    const left = filesIn(path.join(process.env.DATA_DIR!, "uploads"));
    expect(Object.keys(left).sort()).toEqual(shown.flatMap(keysForPhoto).sort());
  }, 120_000);

  it("fails, exit 1 and no manifest (restore refuses a folder without one), when its database names a photo whose file is gone", async () => {
    const broken = await listing("Photo Deleted By Hand");
    await getStorage().delete(keyFromPublicUrl(broken.images[0]!)!);
    const backupDir = newBackupDir();
    const backup = await run(["backup", backupDir]);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(/^Failed: The backup in .* is not complete: its database lists 1 photos whose files are not in .*uploads \(first: uploads\/property_images\/.*\.jpg\)\. No manifest was written, so it cannot be restored\.\n$/);
    expect(fs.existsSync(path.join(backupDir, "manifest.json"))).toBe(false);
    await deleteListing(broken.id);
  }, 60_000);

  it("a backup lacking a photo its database names is refused at restore, and the target is left as it was", async () => {
    const lacking = await listing("Lacking In Backup");
    const backupDir = newBackupDir();
    expect((await run(["backup", backupDir])).code).toBe(0);
    // Take one photo out of the backup, and out of its manifest, as a backup that never held it.
    const manifestFile = path.join(backupDir, "manifest.json");
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as { files: { path: string }[] };
    const gone = `uploads/${keyFromPublicUrl(lacking.images[0]!)}`;
    expect(manifest.files.map((f) => f.path)).toContain(gone);
    fs.rmSync(path.join(backupDir, gone));
    manifest.files = manifest.files.filter((f) => f.path !== gone);
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));

    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kept-")), "data");
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, "site.db"), "the site as it is");
    // server.lock is the lock restore takes (and leaves, empty): not data.
    const contents = () => Object.fromEntries(Object.entries(filesIn(path.dirname(target))).filter(([name]) => !name.includes("server.")));
    const before = contents();
    await expect(restoreSite(backupDir, target)).rejects.toThrow(
      `The backup at ${backupDir} lacks 1 photos its database lists (first: ${gone}): restoring it would show listings without their photos. Take a new backup`,
    );
    expect(contents()).toEqual(before);
  }, 60_000);
});
