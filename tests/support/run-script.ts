import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Runs one of the repository's scripts (`scripts/admin.ts` …) as `npm run`
 * would, through tsx, on this test file's own DATA_DIR and database
 * (tests/setup/database.ts); `input` is what is typed at its prompts.
 */
export function runScript(script: string, argv: string[], options: { env?: Record<string, string>; input?: string } = {}) {
  return spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", script, ...argv], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      DATA_DIR: process.env.DATA_DIR!,
      LOG_LEVEL: "silent",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...options.env,
    },
    input: options.input,
    encoding: "utf8",
    timeout: 60_000,
  });
}
