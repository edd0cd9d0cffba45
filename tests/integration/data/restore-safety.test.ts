import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "~/platform/db/db.server";
import { restoreSite } from "~/platform/data/restore.server";
import { createTestProperty } from "../../factories";
import { besideDataDir, changedSinceBackup, dataFiles, killed, listingsWithPhotos, newBackupDir, onSqlite, run, startServingProcess } from "../backup-helpers";

// Issue 18, item 1: a restore must never move the data out from under a
// running server, and must either finish or leave DATA_DIR exactly as it was.

const titles = async () => (await getDb().selectFrom("properties").select("title").orderBy("title").execute()).map((r) => r.title);

describe.skipIf(!onSqlite)("npm run restore is safe", () => {
  afterAll(() => {
    for (const name of besideDataDir()) fs.rmSync(path.join(path.dirname(process.env.DATA_DIR!), name), { recursive: true, force: true });
  });

  it("refuses while a server uses DATA_DIR, naming it; a server killed with SIGKILL does not block it", async () => {
    await listingsWithPhotos(1, "In The Backup");
    const backupDir = newBackupDir();
    const server = await startServingProcess();
    try {
      expect((await run(["backup", backupDir])).code).toBe(0);
      // An agent saves after the backup: the running server acknowledged it.
      await createTestProperty({ title: "Saved While Serving" });
      const dataBefore = dataFiles();

      const refused = await run(["restore", backupDir]);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
      expect(refused.stderr).toContain(`a server (pid ${server.pid}`);
      expect(refused.stdout).toBe("");
      // Nothing moved: the save is still where the server writes.
      expect(await titles()).toEqual(["In The Backup 0", "Saved While Serving"]);
      expect(Object.keys(dataFiles()).sort()).toEqual(Object.keys(dataBefore).sort());
      expect(besideDataDir()).toEqual([]);
    } finally {
      await killed(server.child, "SIGKILL");
    }

    // The dead server's lock went with it: the restore goes ahead.
    await closeDb();
    const restored = await run(["restore", backupDir]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(await titles()).toEqual(["In The Backup 0"]);
  }, 180_000);

  it("refuses a backup folder that is DATA_DIR or inside it, and changes nothing", async () => {
    await createTestProperty({ title: "Still Here" });
    await closeDb();
    const dataDir = process.env.DATA_DIR!;
    const before = dataFiles();
    const beside = besideDataDir();
    fs.mkdirSync(path.join(dataDir, "inside"), { recursive: true });
    fs.copyFileSync(path.join(dataDir, "site.db"), path.join(dataDir, "inside", "site.db"));

    for (const dir of [dataDir, path.join(dataDir, "inside")]) {
      const refused = await run(["restore", dir]);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toMatch(/backup folder .* is DATA_DIR or inside it/);
    }
    fs.rmSync(path.join(dataDir, "inside"), { recursive: true });
    expect(dataFiles()).toEqual(before);
    expect(besideDataDir()).toEqual(beside);
    expect(await titles()).toContain("Still Here");
  }, 180_000);

  it("a failure half-way through the swap puts the previous data back exactly", async () => {
    const { backupDir, before, beside } = await changedSinceBackup("Old Data", "Newer Than The Backup");
    const dataDir = process.env.DATA_DIR!;

    // The database is already in place when putting the photos back fails.
    await expect(
      restoreSite(backupDir, dataDir, {
        beforeChange: (step, entry) => {
          if (step === "place" && entry === "uploads") throw new Error("disk went away");
        },
      }),
    ).rejects.toThrow(/undone.*disk went away/);

    expect(dataFiles()).toEqual(before);
    expect(besideDataDir()).toEqual(beside);
    expect(await titles()).toContain("Newer Than The Backup");
  }, 180_000);
});
