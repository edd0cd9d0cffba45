/**
 * npm run backup -- DIR     consistent copy of DATA_DIR's database and photos (safe while serving)
 * npm run restore -- DIR    put a verified backup back into DATA_DIR (refuses while a server uses it)
 * npm run restore -- FILE   the same from the .tar.gz the admin downloads (Data page → Download a backup)
 */
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { extractBackupArchive, isArchive } from "../app/platform/data/backup-archive.server";
import { backupSite } from "../app/platform/data/backup.server";
import { parseEnv } from "../app/platform/config.server";
import { restoreSite } from "../app/platform/data/restore.server";
import { runCli } from "./run-cli";

async function main([command, dir]: string[]): Promise<number> {
  if (!dir || !["backup", "restore"].includes(command ?? "")) {
    console.error("Usage: npm run backup -- DIR | npm run restore -- DIR|FILE.tar.gz");
    return 2;
  }
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) {
    console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump and the bucket with your provider's tools (docs/deploy.md).");
    return 1;
  }
  if (command === "backup") {
    const manifest = await backupSite(env.DATA_DIR, dir);
    const photos = manifest.files.filter((f) => f.path.startsWith("uploads/")).length;
    console.log(`Backed up the database and ${photos} files to ${dir}`);
    if (manifest.vanished.length) {
      console.log(`${manifest.vanished.length} files deleted during the copy were left out (listed in ${dir}/manifest.json)`);
    }
  } else {
    let folder = dir;
    let unpacked: string | null = null;
    try {
      if (isArchive(dir)) {
        unpacked = await fsp.mkdtemp(path.join(os.tmpdir(), "site-restore-"));
        folder = path.join(unpacked, "backup");
        await extractBackupArchive(dir, folder);
      }
      const aside = await restoreSite(folder, env.DATA_DIR);
      console.log(`Restored ${dir} into ${env.DATA_DIR}${aside ? `; the previous data is kept at ${aside}` : ""}`);
    } finally {
      if (unpacked) await fsp.rm(unpacked, { recursive: true, force: true });
    }
  }
  return 0;
}

runCli(main);
