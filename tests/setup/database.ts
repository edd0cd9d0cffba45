import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { databaseUrl, onPostgresServer } from "../support/postgres-server";
import "./environment";

// Every integration test file gets its own freshly migrated database — SQLite
// in its data folder (tests/setup/environment.ts), or a new PostgreSQL database
// when the "postgres" project runs; each a copy of the run's one database
// migrated from empty (tests/setup/sqlite-template.ts, postgres-template.ts) —
// so tests use the real schema, never a mock.
const onPostgres = process.env.TEST_DIALECT === "postgres";
const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

const admin = (statement: string) => onPostgresServer(serverUrl!, statement);

if (onPostgres) {
  if (!serverUrl) throw new Error("TEST_DIALECT=postgres needs TEST_DATABASE_URL");
  process.env.DATABASE_URL = databaseUrl(serverUrl, databaseName);
} else {
  // Now, before the test file is imported: some open the database as they load.
  fs.copyFileSync(inject("sqliteTemplate"), path.join(process.env.DATA_DIR!, "site.db"), fs.constants.COPYFILE_EXCL);
}

beforeAll(async () => {
  // A copy of the run's database migrated once from empty; migrating it again below
  // then finds nothing to do, as a restarted server would.
  if (onPostgres) await admin(`create database ${databaseName} template ${inject("postgresTemplate")}`);
  const { getDb } = await import("~/platform/db/db.server");
  const { migrateToLatest } = await import("~/platform/db/migrate.server");
  await migrateToLatest(getDb());
});

afterAll(async () => {
  const { closeDb } = await import("~/platform/db/db.server");
  await closeDb();
  if (onPostgres) await admin(`drop database if exists ${databaseName} with (force)`);
});
