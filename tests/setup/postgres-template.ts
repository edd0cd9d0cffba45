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
 * cost each of the hundred-odd files half a second of a worker on a quiet
 * machine (measured: 505 ms), more on a busy one; a copy costs hardly more than
 * creating an empty database (170 ms against 145 ms) and holds the same schema
 * and rows.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_template_${process.pid}_${Date.now().toString(36)}`;
  await onPostgresServer(serverUrl, `create database ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listing-template-"));
  const env = { DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent", SEED_DEMO: "0", DATABASE_URL: databaseUrl(serverUrl, name) };
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    const { closeDb, getDb } = await import("~/platform/db/db.server");
    const { migrateToLatest } = await import("~/platform/db/migrate.server");
    try {
      await migrateToLatest(getDb());
    } finally {
      // A copy needs the template without connections.
      await closeDb();
    }
  } catch (error) {
    await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  } finally {
    // Back as they were: the workers start from this process's environment.
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  project.provide("postgresTemplate", name);
  return async () => {
    await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
}
