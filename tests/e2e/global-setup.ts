import { startServer } from "./server-process";

/**
 * One production server for the browser tests, on a free port with a
 * temporary DATA_DIR seeded with the demo catalogue. Tests find it through
 * E2E_BASE_URL and E2E_DATA_DIR.
 */
export default async function globalSetup() {
  const server = await startServer({ env: { SEED_DEMO: "1" } });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
