import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openSqliteKysely, sqlitePath } from "~/platform/db/db.server";
import { migrateToLatest } from "~/platform/db/migrate.server";

declare module "vitest" {
  export interface ProvidedContext {
    sqliteTemplate: string;
  }
}

/**
 * The sqlite project's global setup, as tests/setup/postgres-template.ts is
 * PostgreSQL's: one site.db migrated from empty by the site's own migrations,
 * once per run; each test file's database is then a copy of that file
 * (tests/setup/database.ts). Migrating afresh cost each of the hundred-odd
 * files 0.16 s of CPU (measured on a quiet 2-core machine); copying the
 * half-megabyte file costs a millisecond and gives the same schema and rows.
 * Opened by path, not through getDb(): the settings it would read are cached
 * for the process, and this process also sets up the postgres project.
 * Runs after tests/setup/run-folder.ts, inside the run's folder.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(project.getProvidedContext().testRunFolder, "template-"));
  const file = sqlitePath(dataDir);
  const { db, database } = openSqliteKysely(file);
  try {
    await migrateToLatest(db);
    // Everything in site.db itself, so that one file is the whole database.
    database.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    await db.destroy();
  }
  for (const extra of ["-wal", "-shm"]) fs.rmSync(`${file}${extra}`, { force: true });
  project.provide("sqliteTemplate", file);
}
