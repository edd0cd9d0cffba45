import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import { describe, expect, it } from "vitest";
import * as dataBackup from "~/routes/admin/data-backup";
import { adminCookie, args, get } from "../admin-helpers";
import { listingsWithPhotos, onSqlite, root, run, scriptTmpDir } from "../backup-helpers";

/** Issue 28 item 9: restore bounds what an archive unpacks to before unpacking it, and leaves files only their owner can read. */

/**
 * `npm run restore -- FILE` in a child that reports its peak memory (VmHWM, KB) on its last stderr line.
 * The script runs in that process (tsx as an --import hook: tsx's own command would run it in a child of
 * its own, out of the hook's sight). Its memory's high-water mark, not getrusage's maxRSS: on Linux that
 * one keeps, across the exec, the peak of the process it was forked from (a Vitest worker that had run other files: 320 MiB under the vmForks pool).
 */
function restoreMeasured(file: string, dataDir: string): Promise<{ code: number | null; stderr: string; peakMiB: number }> {
  return new Promise((resolve) => {
    const report = `import fs from "node:fs";process.on("exit",()=>process.stderr.write("maxrss "+/VmHWM:\\s+(\\d+) kB/.exec(fs.readFileSync("/proc/self/status","utf8"))[1]+"\\n"))`;
    const child = spawn(
      process.execPath,
      ["--import", `data:text/javascript,${encodeURIComponent(report)}`, "--import", "tsx", "scripts/backup.ts", "restore", file],
      { cwd: root, env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, LOG_LEVEL: "silent", TMPDIR: scriptTmpDir() } },
    );
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => {
      const peak = /maxrss (\d+)\n$/.exec(stderr);
      resolve({ code, stderr: stderr.replace(/maxrss \d+\n$/, ""), peakMiB: Number(peak?.[1] ?? NaN) / 1024 });
    });
  });
}

/** The 512-byte tar header of a file entry of `size` bytes, as tar-stream writes it. */
async function tarHeader(name: string, size: number): Promise<Buffer> {
  const pack = tar.pack();
  pack.entry({ name, size });
  const first = await new Promise<Buffer>((resolve) => pack.once("data", (chunk) => resolve(chunk as Buffer)));
  pack.destroy();
  return first.subarray(0, 512);
}

/**
 * A .tar.gz of about 1 MB holding one 1 GiB entry of zeros. gzip members may
 * follow one another, so the 1 MiB block of zeros is compressed once and
 * repeated (building it by streaming 1 GiB through gzip takes 20 s here).
 */
async function zipBomb(file: string): Promise<void> {
  const zeros = zlib.gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
  const parts = [zlib.gzipSync(await tarHeader("site.db", 1024 ** 3)), ...Array<Buffer>(1024).fill(zeros), zlib.gzipSync(Buffer.alloc(1024))];
  fs.writeFileSync(file, Buffer.concat(parts));
}

describe.skipIf(!onSqlite)("restore from an archive", () => {
  it("refuses a 1 MB archive of one 1 GiB entry from its header, without taking the memory or the disk", async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "restore-bounds-"));
    try {
      const bomb = path.join(work, "site-backup.tar.gz");
      await zipBomb(bomb);
      expect(fs.statSync(bomb).size).toBeLessThan(1.5 * 1024 * 1024);
      const dataDir = path.join(work, "data");
      fs.mkdirSync(dataDir);

      const result = await restoreMeasured(bomb, dataDir);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^Failed: Could not unpack .*: Not a backup archive: "site\.db" would unpack past \d+\.\d MiB, /);
      // Node and tsx alone take about 100 MB; the entry was never read into memory.
      expect(result.peakMiB).toBeLessThan(300);
      expect(fs.readdirSync(dataDir).filter((n) => !n.startsWith("server."))).toEqual([]);
      expect(fs.readdirSync(scriptTmpDir()).filter((n) => n.startsWith("site-restore-"))).toEqual([]);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  it("restores site.db and every file readable by their owner only (0600), from an archive or a folder", async () => {
    await listingsWithPhotos(1, "Modes");
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "restore-modes-"));
    try {
      const response = (await dataBackup.loader(args(get("/admin/data/backup.tar.gz", await adminCookie())))) as Response;
      const archive = path.join(work, "site.tar.gz");
      await pipeline(Readable.fromWeb(response.body as never), fs.createWriteStream(archive));
      const folder = path.join(work, "folder");
      expect((await run(["backup", folder])).code).toBe(0);

      for (const source of [archive, folder]) {
        const dataDir = fs.mkdtempSync(path.join(work, "data-"));
        const result = await restoreMeasured(source, dataDir);
        expect(result.stderr).toBe("");
        const files = fs
          .readdirSync(dataDir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile() && !e.name.startsWith("server."))
          .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)));
        expect(files).toContain("site.db");
        expect(files.length).toBeGreaterThan(6);
        const modes = Object.fromEntries(files.map((f) => [f, (fs.statSync(path.join(dataDir, f)).mode & 0o777).toString(8)]));
        expect(modes).toEqual(Object.fromEntries(files.map((f) => [f, "600"])));
      }
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
