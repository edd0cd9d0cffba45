import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import SQLite from "better-sqlite3";
import tar from "tar-stream";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import * as dataBackup from "~/routes/admin/data-backup";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get, settle } from "../admin-helpers";
import { filesIn, listingsWithPhotos, onSqlite, run, scriptTmpDir } from "../backup-helpers";

describe("backup download from the admin", () => {
  it.skipIf(!onSqlite)("one archive of the database and photos; npm run restore puts the same site into an empty DATA_DIR", async () => {
    await listingsWithPhotos(2, "Archived");
    await createTestProperty({ title: "Without Photos", owner_name: "Kept Owner" });
    const cookie = await adminCookie();
    const response = (await dataBackup.loader(args(get("/admin/data/backup.tar.gz", cookie)))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/gzip");
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment; filename="site-backup-[\d-T]+\.tar\.gz"/);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "archive-test-"));
    const archive = path.join(work, "site.tar.gz");
    await pipeline(Readable.fromWeb(response.body as never), fs.createWriteStream(archive));

    const emptyDataDir = path.join(work, "data");
    fs.mkdirSync(emptyDataDir);
    const restored = await run(["restore", archive], emptyDataDir);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${archive} into ${emptyDataDir}`);

    const original = await getDb().selectFrom("properties").selectAll().orderBy("id").execute();
    const copy = new SQLite(path.join(emptyDataDir, "site.db"), { readonly: true });
    try {
      expect(copy.prepare("select * from properties order by id").all()).toEqual(original);
      expect(copy.prepare("select name from locations order by name").all()).toEqual(
        await getDb().selectFrom("locations").select("name").orderBy("name").execute(),
      );
    } finally {
      copy.close();
    }
    const photos = filesIn(path.join(process.env.DATA_DIR!, "uploads"));
    expect(Object.keys(photos).length).toBeGreaterThanOrEqual(2 * 6);
    expect(filesIn(path.join(emptyDataDir, "uploads"))).toEqual(photos);
    // The temporary backup folder behind the download is gone.
    expect(fs.readdirSync(scriptTmpDir()).filter((n) => n.startsWith("site-restore-"))).toEqual([]);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it.skipIf(!onSqlite)("restore refuses an archive that is not a backup, and changes nothing", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "archive-test-"));
    const bogus = path.join(work, "not-a-backup.tar.gz");
    fs.writeFileSync(bogus, "plain text");
    const dataDir = path.join(work, "data");
    fs.mkdirSync(dataDir);
    const result = await run(["restore", bogus], dataDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Failed: Could not unpack .*not-a-backup\.tar\.gz/);
    expect(fs.readdirSync(dataDir).filter((n) => !n.startsWith("server."))).toEqual([]);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it.skipIf(!onSqlite)("restore refuses an archive with a name that would land outside its folder", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "archive-test-"));
    const evil = path.join(work, "evil.tar.gz");
    const pack = tar.pack();
    pack.entry({ name: "../escaped.txt" }, "gotcha");
    pack.finalize();
    await pipeline(pack, zlib.createGzip(), fs.createWriteStream(evil));
    const dataDir = path.join(work, "data");
    fs.mkdirSync(dataDir);
    const result = await run(["restore", evil], dataDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Failed: Could not unpack ${evil}: Not a backup archive: it holds "../escaped.txt"\n`);
    expect(fs.readdirSync(os.tmpdir()).filter((n) => n === "escaped.txt")).toEqual([]);
    expect(fs.readdirSync(dataDir).filter((n) => !n.startsWith("server."))).toEqual([]);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it.skipIf(onSqlite)("on PostgreSQL it says to use pg_dump instead", async () => {
    const cookie = await adminCookie();
    const response = (await dataBackup.loader(args(get("/admin/data/backup.tar.gz", cookie)))) as Response;
    expect(response.status).toBe(409);
    expect(await response.text()).toMatch(/PostgreSQL: back it up with pg_dump/);
  });

  it("asks for a sign-in first", async () => {
    const result = (await settle(() => dataBackup.loader(args(get("/admin/data/backup.tar.gz"))))) as Response;
    expect(result.status).toBe(302);
  });
});
