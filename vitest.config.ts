import { configDefaults, defineConfig } from "vitest/config";

const alias = { "~": new URL("./app", import.meta.url).pathname };

// Integration tests run on SQLite always, and on PostgreSQL too when
// TEST_DATABASE_URL points at a server (each test file gets its own database).
const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) {
  console.log("PostgreSQL integration tests skipped: TEST_DATABASE_URL is not set.");
}

export default defineConfig({
  resolve: { alias },
  test: {
    // A process per file. vmForks (each file in a fresh VM context inside a worker that lives on)
    // passed too, but took 334 s in CI's fresh clone against 337 and 357 s for this: no gain worth the files
    // sharing a process (and its environment).
    pool: "forks",
    // Two test files at a time on a 2-core machine (Vitest's default is one fewer than the cores):
    // every file has its own data folder and database, and the tests that watch the event loop
    // count its turns instead of timing them, so a neighbour slows them without failing them.
    maxWorkers: 2,
    // Kysely is 304 modules: Node loads them in 0.2 s, and every test file is a new process that
    // loads them again. Bundled once per run into one file by Vitest's optimizer (node_modules/.vite),
    // a file starts 0.27 s of CPU sooner (40 one-query files: 17-21 CPU-s against 31). zod and pg
    // bundled too gained nothing; pino cannot be (thread-stream reads Node's buffer constants).
    deps: { optimizer: { ssr: { enabled: true, include: ["kysely", "kysely/migration"] } } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          // Their own data folder and the run's settings, no database (tests/setup/environment.ts).
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          setupFiles: ["tests/setup/environment.ts"],
          globalSetup: ["tests/setup/run-folder.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/setup/database.ts"],
          globalSetup: ["tests/setup/run-folder.ts", "tests/setup/sqlite-template.ts"],
          env: { TEST_DIALECT: "sqlite" },
        },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: ["tests/integration/**/*.test.ts"],
                exclude: [
                  ...configDefaults.exclude,
                  // What storePhoto makes of a file (pixels, sizes, files, refusals): its one query reads the
                  // watermark's text (select * from site_settings where id = 1), the same on both dialects and
                  // run on PostgreSQL by site-settings.test.ts. Its 12 MP photos cost a worker 5–15 s per run.
                  "tests/integration/photos/photos-pipeline.test.ts",
                ],
                setupFiles: ["tests/setup/database.ts"],
                globalSetup: ["tests/setup/run-folder.ts", "tests/setup/postgres-template.ts"],
                env: { TEST_DIALECT: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
