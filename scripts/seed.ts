/**
 * npm run seed                 the 30 demo listings, into an empty database
 * npm run seed -- --count N    N more generated listings, fast (benchmarks, load tests)
 * Uses DATA_DIR / DATABASE_URL like the server.
 */
import { getDb } from "../app/platform/db/db.server";
import { bulkSeed } from "../app/properties/demo/bulk-seed.server";
import { seedDemo } from "../app/properties/demo/seed.server";
import { migrateToLatest } from "../app/platform/db/migrate.server";
import { runCli } from "./run-cli";

async function main(argv: string[]): Promise<number> {
  await migrateToLatest(getDb());
  const at = argv.indexOf("--count");
  if (at === -1) {
    const n = await seedDemo();
    console.log(n ? `Seeded ${n} demo listings.` : "The database already has listings; nothing seeded.");
    return 0;
  }
  const count = Number(argv[at + 1]);
  if (!Number.isInteger(count) || count < 1) {
    console.error("Usage: npm run seed -- --count N   (N a whole number above 0)");
    return 2;
  }
  const { inserted, ms } = await bulkSeed(count, { log: console.log });
  console.log(`Inserted ${inserted} listings in ${(ms / 1000).toFixed(1)} s.`);
  return 0;
}

runCli(main);
