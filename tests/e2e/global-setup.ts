import fs from "node:fs";
import { keepDemoCatalogue, startServer } from "./server-process";

/**
 * One production server for the browser tests, on a free port with a
 * temporary DATA_DIR seeded with the demo catalogue. Tests find it through
 * E2E_BASE_URL and E2E_DATA_DIR; a copy of its freshly seeded catalogue
 * is kept in E2E_DEMO_TEMPLATE for servers of their own (startServer's `catalogue`).
 */
export default async function globalSetup() {
  const server = await startServer({ env: { SEED_DEMO: "1" } });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  // Taken before any test has changed the catalogue: the servers of their own that need it start on a copy.
  const template = keepDemoCatalogue(server.dataDir);
  process.env.E2E_DEMO_TEMPLATE = template;
  return async () => {
    await server.stop();
    fs.rmSync(template, { recursive: true, force: true });
  };
}
