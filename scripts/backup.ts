/**
 * npm run backup -- DIR     consistent copy of DATA_DIR's database and photos (safe while serving)
 * npm run restore -- DIR    put a backup back into DATA_DIR (stop the server first)
 */
import { backupSite, restoreSite } from "../app/platform/backup.server";
import { parseEnv } from "../app/platform/config.server";
import { runCli } from "./run-cli";

async function main([command, dir]: string[]): Promise<number> {
  if (!dir || !["backup", "restore"].includes(command ?? "")) {
    console.error("Usage: npm run backup -- DIR | npm run restore -- DIR");
    return 2;
  }
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) {
    console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump and the bucket with your provider's tools (docs/deploy.md).");
    return 1;
  }
  if (command === "backup") {
    const manifest = await backupSite(env.DATA_DIR, dir);
    console.log(`Backed up the database and ${manifest.files} files to ${dir}`);
  } else {
    const aside = await restoreSite(dir, env.DATA_DIR);
    console.log(`Restored ${dir} into ${env.DATA_DIR}${aside ? `; the previous data is kept at ${aside}` : ""}`);
  }
  return 0;
}

runCli(main);
