import fs from "node:fs";
import path from "node:path";
import { afterAll, inject } from "vitest";

// Every test file gets its own data folder, and the settings of a test run,
// whatever the shell that started it has set. The unit tests stop here: they
// open no database (a migrated one cost each of them 0.3 s of a worker, a
// third of their time: 25 s against 14 s for the 31 files on a quiet 2-core
// machine); the integration tests go on in tests/setup/database.ts.
const dataDir = fs.mkdtempSync(path.join(inject("testRunFolder"), "file-"));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL ??= "silent";
process.env.SITE_URL = "https://listings.example.my";
process.env.SEED_DEMO = "0";
delete process.env.DATABASE_URL;
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;

function removeDataDir() {
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The scripts' own TMPDIR (tests/integration/backup-helpers.ts scriptTmpDir), where a file made one.
  fs.rmSync(`${dataDir}-scripts-tmp`, { recursive: true, force: true });
}
// Registered first, so it runs last (Vitest runs after-hooks as a stack): after the database is closed.
// A file that runs no hooks (all its tests skipped) leaves its folder to the run's (tests/setup/run-folder.ts).
afterAll(removeDataDir);
