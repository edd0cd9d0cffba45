/**
 * Moves a one-machine site up:
 *   npm run migrate-data -- --to postgres://user@host/db [--storage s3]
 * Copies every row of the SQLite database in DATA_DIR (sessions excepted) into
 * an empty PostgreSQL database, and with --storage s3 every photo in
 * DATA_DIR/uploads into the bucket named by the S3_* variables. Photo URLs
 * stay the same, so nothing is rewritten.
 */
import path from "node:path";
import { Kysely, SqliteDialect } from "kysely";
import SQLite from "better-sqlite3";
import fs from "node:fs";
import type { Database } from "../app/platform/db/db-schema";
import { sqlitePath } from "../app/platform/db/db.server";
import { parseEnv } from "../app/platform/config.server";
import { copyDatabase, copyStorage, openPostgres } from "../app/platform/data/move-site.server";
import { LocalStorage } from "../app/platform/storage/storage.server";
import { S3Storage } from "../app/platform/storage/s3.server";
import { runCli } from "./run-cli";

const USAGE = "Usage: npm run migrate-data -- --to postgres://… [--storage s3]";

async function main(argv: string[]): Promise<number> {
  const to = argv[argv.indexOf("--to") + 1];
  const storage = argv.includes("--storage") ? argv[argv.indexOf("--storage") + 1] : undefined;
  if (!argv.includes("--to") || !to || !/^postgres(ql)?:\/\//.test(to) || (storage !== undefined && storage !== "s3")) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv({ ...process.env, DATABASE_URL: undefined });
  const file = sqlitePath(env.DATA_DIR);
  if (!fs.existsSync(file)) {
    console.error(`No SQLite database at ${file} (set DATA_DIR).`);
    return 1;
  }
  if (storage === "s3" && !env.s3) {
    console.error("--storage s3 needs S3_BUCKET (and S3_ENDPOINT and credentials for a non-AWS bucket).");
    return 1;
  }
  const source = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true }) }) });
  const target = openPostgres(to);
  try {
    await copyDatabase(source, target, console.log);
    if (storage === "s3") {
      await copyStorage(new LocalStorage(path.join(path.resolve(env.DATA_DIR), "uploads")), new S3Storage(env.s3!), console.log);
    }
    console.log(`Done. Start the site with DATABASE_URL=${to.replace(/\/\/[^@/]*@/, "//…@")}${storage === "s3" ? " and the same S3_* variables" : ""}.`);
    return 0;
  } finally {
    await source.destroy();
    await target.destroy();
  }
}

runCli(main);
