import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "~/platform/db/db.server";
import { getStorage } from "~/platform/storage/storage.server";
import { createTestProperty } from "../../factories";
import { besideDataDir, changedSinceBackup, dataFiles, filesIn, listingsWithPhotos, newBackupDir, onSqlite, run } from "../backup-helpers";

async function snapshot() {
  return {
    properties: await getDb().selectFrom("properties").selectAll().orderBy("id").execute(),
    files: filesIn(path.join(process.env.DATA_DIR!, "uploads")),
  };
}

interface Manifest {
  complete: boolean;
  files: { path: string; size: number; sha256: string }[];
  vanished: string[];
  missingPhotos: string[];
}
const manifestOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as Manifest;

describe.skipIf(!onSqlite)("npm run backup / restore", () => {
  afterAll(() => {
    for (const name of besideDataDir()) fs.rmSync(path.join(path.dirname(process.env.DATA_DIR!), name), { recursive: true, force: true });
  });

  it("copies a serving site consistently and brings it back exactly", async () => {
    await listingsWithPhotos(3);
    const backupDir = newBackupDir();

    // Saves go on while the backup runs: the copy must still be consistent.
    let writing = true;
    const writer = (async () => {
      let n = 0;
      while (writing) {
        await createTestProperty({ title: `During Backup ${n++}` });
        // better-sqlite3 is synchronous: yield to the event loop so the backup's exit is seen.
        await new Promise((r) => setTimeout(r, 5));
      }
      return n;
    })();
    const backup = await run(["backup", backupDir]);
    writing = false;
    await writer;
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/Backed up the database and \d+ files/);

    const copy = new SQLite(path.join(backupDir, "site.db"), { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    const backedUpIds = (copy.prepare("select id from properties order by id").all() as { id: string }[]).map((r) => r.id);
    copy.close();

    // Restore needs the server stopped; take the state the backup holds as "before".
    const before = await snapshot();
    const expected = before.properties.filter((p) => backedUpIds.includes(p.id));
    await getDb().deleteFrom("properties").execute();
    fs.rmSync(path.join(process.env.DATA_DIR!, "uploads"), { recursive: true });
    await closeDb();

    const restore = await run(["restore", backupDir]);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const after = await snapshot();
    expect(after.properties).toEqual(expected);
    expect(after.files).toEqual(before.files);
    expect(Object.keys(after.files).length).toBeGreaterThanOrEqual(3 * 5);
  }, 120_000);

  it("leaves out a photo deleted while it copies, says so in the manifest, and the backup still restores", async () => {
    await listingsWithPhotos(2, "Kept Photo");
    // Agents deleting photos during the backup: files appear and vanish all the time.
    const storage = getStorage();
    const churnKey = (n: number) => `property_images/${Date.now()}_churn-${n}_w1200.webp`;
    const pool: string[] = [];
    for (let n = 0; n < 200; n++) {
      pool.push(churnKey(n));
      await storage.put(pool[n]!, Buffer.from(`photo ${n}`), "image/webp");
    }
    let churning = true;
    const churn = (async () => {
      for (let n = 200; churning; n++) {
        await storage.delete(pool.shift()!);
        pool.push(churnKey(n));
        await storage.put(pool.at(-1)!, Buffer.from(`photo ${n}`), "image/webp");
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    const backupDir = newBackupDir();
    const backup = await run(["backup", backupDir]);
    churning = false;
    await churn;
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/\d+ files deleted during the copy were left out/);

    // The manifest lists exactly the files the backup holds, with their size and sha256.
    const manifest = manifestOf(backupDir);
    expect(manifest.complete).toBe(true);
    expect(manifest.vanished.length).toBeGreaterThan(0);
    expect(manifest.missingPhotos).toEqual([]);
    const held = filesIn(backupDir);
    delete held["manifest.json"];
    expect(Object.fromEntries(manifest.files.map((f) => [f.path, f.sha256]))).toEqual(held);
    for (const gone of manifest.vanished) expect(held[gone]).toBeUndefined();
    for (const f of manifest.files) expect(fs.statSync(path.join(backupDir, f.path)).size).toBe(f.size);

    await closeDb();
    const restore = await run(["restore", backupDir]);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const restored = filesIn(path.join(process.env.DATA_DIR!, "uploads"));
    expect(Object.keys(restored).map((f) => `uploads/${f}`).sort()).toEqual(manifest.files.map((f) => f.path).filter((p) => p !== "site.db").sort());
    const titles = (await getDb().selectFrom("properties").select("title").execute()).map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining(["Kept Photo 0", "Kept Photo 1"]));
  }, 120_000);

  it("restore refuses a backup that is half-finished, altered or has no manifest, and changes nothing", async () => {
    const { backupDir: good, before, beside } = await changedSinceBackup("Live", "Live After Backup");

    const copyOf = (damage: (dir: string) => void) => {
      const dir = newBackupDir();
      fs.cpSync(good, dir, { recursive: true });
      damage(dir);
      return dir;
    };
    // As a copy cut short leaves it: some photo files never written.
    const photos = (dir: string) => Object.keys(filesIn(path.join(dir, "uploads"))).sort();
    const halfFinished = copyOf((dir) => {
      for (const f of photos(dir).slice(1)) fs.rmSync(path.join(dir, "uploads", f));
    });
    const altered = copyOf((dir) => fs.appendFileSync(path.join(dir, "uploads", photos(dir)[0]!), "x"));
    const noManifest = copyOf((dir) => fs.rmSync(path.join(dir, "manifest.json")));

    const total = photos(good).length + 1; // and site.db
    const cases: [string, RegExp][] = [
      [halfFinished, new RegExp(`incomplete: ${photos(good).length - 1} of ${total} files are missing`)],
      [altered, /incomplete: 0 of \d+ files are missing and 1 differ/],
      [noManifest, /not a complete backup: manifest\.json is missing/],
    ];
    for (const [dir, why] of cases) {
      const refused = await run(["restore", dir]);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toMatch(why);
      expect(dataFiles()).toEqual(before);
      expect(besideDataDir()).toEqual(beside);
    }
    const titles = (await getDb().selectFrom("properties").select("title").execute()).map((r) => r.title);
    expect(titles).toContain("Live After Backup");
  }, 120_000);
});
