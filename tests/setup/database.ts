import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

// Every test file gets its own data folder with a freshly migrated SQLite
// database: tests run against the real schema, never a mock.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listing-test-"));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL ??= "silent";
process.env.SITE_URL = "https://listings.example.my";
process.env.SEED_DEMO = "0";
delete process.env.DATABASE_URL;
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;

beforeAll(async () => {
  const { getDb } = await import("~/lib/db.server");
  const { migrateToLatest } = await import("~/lib/migrate.server");
  await migrateToLatest(getDb());
});

afterAll(async () => {
  const { closeDb } = await import("~/lib/db.server");
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
