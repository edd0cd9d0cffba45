import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { crawl, sitemapPaths } from "../../../bench/working-set";
import { startServer } from "../server-process";

// Issue 25, item 4 (decision 031): at the default PAGE_CACHE_MAX_MB, a site of
// 1,000 listings in three languages keeps every page a crawler finds in its
// sitemap (each listing, list and landing page, and the sitemap's files)
// after one crawl: a second crawl is answered entirely from the cache, by
// the server's own X-Page-Cache label. Real pages from the built server, so
// the test measures the bytes those pages really take.

test("a second crawl of 1,000 listings × 3 languages is all hits at the default budget", async () => {
  // About 2,900 renders on the first crawl: minutes on a busy two-core machine.
  test.setTimeout(1_200_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listing-budget-"));
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts", "--count", "1000"], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  const server = await startServer({ dataDir, env: { SEED_DEMO: "0" } });
  try {
    const paths = await sitemapPaths(server.url);
    // 900 Available listings (the seeder marks every tenth Sold) in three languages, and the lists.
    expect(paths.filter((p) => /^\/(ms\/|zh\/)?listing\//.test(p))).toHaveLength(2700);
    const first = await crawl(server.url, paths);
    expect(first.failed).toBe(0);
    const second = await crawl(server.url, paths);
    expect(second.labels).toEqual({ hit: paths.length });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
