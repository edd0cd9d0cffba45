import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { databaseUrl, onPostgresServer } from "../support/postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

/**
 * The postgres project's global setup: one database migrated from empty by the
 * site's own migrations, once per run; each test file's database is then a copy
 * of it (tests/setup/database.ts, CREATE DATABASE … TEMPLATE). Migrating afresh
 * cost each of the hundred-odd files about 0.8 s of a worker; the copy costs a
 * tenth of that and holds the same schema and rows.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_template_${process.pid}_${Date.now().toString(36)}`;
  await onPostgresServer(serverUrl, `create database ${name}`);
  const saved = { ...process.env };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listing-template-"));
  Object.assign(process.env, { DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent", SEED_DEMO: "0", DATABASE_URL: databaseUrl(serverUrl, name) });
  try {
    const { closeDb, getDb } = await import("~/platform/db/db.server");
    const { migrateToLatest } = await import("~/platform/db/migrate.server");
    try {
      await migrateToLatest(getDb());
    } finally {
      // A copy needs the template without connections.
      await closeDb();
    }
  } finally {
    process.env = saved;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  project.provide("postgresTemplate", name);
  return async () => {
    await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
}
