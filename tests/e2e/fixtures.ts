import { test as base, expect } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";

/** Read-only (or test-setup) access to the running server's SQLite database. */
export function openServerDb(): Database.Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  const db = new Database(path.join(dir, "site.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

/** Runs `read` on the server's database and closes it, whatever happens. */
export function withServerDb<T>(read: (db: Database.Database) => T): T {
  const db = openServerDb();
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Runs `run` with the helpers above pointed at another server's DATA_DIR (a spec that starts its own server). */
export function onServerData<T>(dataDir: string, run: () => T): T {
  const before = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = dataDir;
  try {
    return run();
  } finally {
    process.env.E2E_DATA_DIR = before;
  }
}

export const test = base.extend({
  // Playwright requires the destructuring form for a fixture without dependencies.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };
