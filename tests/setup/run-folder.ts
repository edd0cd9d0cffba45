import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    testRunFolder: string;
  }
}

/**
 * Each project's global setup: one folder in the temp dir for the run, in
 * which every test file makes its data folder (tests/setup/environment.ts),
 * removed whole when the run ends. A file removes its own when it is done, but
 * a file whose every test is skipped (a SQLite-only file on PostgreSQL) runs
 * no hooks, and its worker is ended without an exit event: ten empty folders
 * were left in /tmp after each run.
 */
export default function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `listing-test-${project.name}-`));
  project.provide("testRunFolder", folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
