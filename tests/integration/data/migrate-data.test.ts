import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/auth/admin-users.server";
import { getDb } from "~/platform/db/db.server";
import { storePhoto } from "~/photos/images.server";
import { COPIED_TABLES, openPostgres } from "~/platform/data/move-site.server";
import { createTestProperty } from "../../factories";
import { startS3Server } from "../../support/s3-server";

const serverUrl = process.env.TEST_DATABASE_URL;
// The source of a move is always SQLite: this file runs in the sqlite project only.
const runs = Boolean(serverUrl) && process.env.TEST_DIALECT !== "postgres";
if (!serverUrl) console.log("migrate-data round trip skipped: TEST_DATABASE_URL is not set.");

const root = path.resolve(import.meta.dirname, "../../..");
const targetName = `move_${process.pid}_${Date.now().toString(36)}`;
let s3: Awaited<ReturnType<typeof startS3Server>>;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

describe.skipIf(!runs)("npm run migrate-data", () => {
  let targetUrl = "";
  beforeAll(async () => {
    await onServer(`create database ${targetName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${targetName}`;
    targetUrl = url.toString();
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
    if (runs) await onServer(`drop database if exists ${targetName} with (force)`);
  });

  it("copies a site's rows (not its sessions) to PostgreSQL and its photos to S3", async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a7" } }).jpeg().toBuffer();
    const stored = await storePhoto(photo, "front.jpg");
    const moved = await createTestProperty({ title: "Moved Condo", images: [stored.url], owner_name: "Encik Owner" });
    await createTestProperty({ title: "Moved Terrace", status: "Sold", price_sale: null, price_rent: 2300, listing_type: ["rent"] });
    const adminId = await createAdmin("mover@example.com", "a-long-password");
    await getDb()
      .insertInto("sessions")
      .values({ id: "s1", user_id: adminId, expires_at: "2999-01-01T00:00:00.000Z", created_at: "2026-01-01T00:00:00.000Z" })
      .execute();
    await getDb().insertInto("locations").values({ id: "l1", name: "Cheras", name_key: "cheras", created_at: "2026-01-01T00:00:00.000Z" }).execute();
    await getDb().insertInto("listing_daily_stats").values({ property_id: moved.id, day: "2026-11-20", views: 12, whatsapp_taps: 2 }).execute();
    await getDb()
      .insertInto("enquiries")
      .values({
        id: "e1", property_id: moved.id, display_id: moved.display_id, listing_title: "Moved Condo", name: "Aisyah", phone: "0123456789",
        message: "Still available?", consented_at: "2026-11-20T01:00:00.000Z", created_at: "2026-11-20T01:00:00.000Z", handled_at: null,
      })
      .execute();

    // Asynchronous: the S3 server runs in this very process and must keep answering.
    const run = () =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ["node_modules/tsx/dist/cli.mjs", "scripts/migrate-data.ts", "--to", targetUrl, "--storage", "s3"],
          { cwd: root, env: { PATH: process.env.PATH ?? "", DATA_DIR: process.env.DATA_DIR!, LOG_LEVEL: "silent", ...s3.env } },
        );
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (d) => (stdout += d));
        child.stderr.on("data", (d) => (stderr += d));
        child.on("exit", (status) => resolve({ status, stdout, stderr }));
      });
    const result = await run();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("properties: 2 rows");

    const target = openPostgres(targetUrl);
    try {
      for (const table of COPIED_TABLES) {
        // Not every table has an `id` (listing_daily_stats' key is listing and day): compared as sorted rows.
        const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
        const before = sorted(await getDb().selectFrom(table).selectAll().execute());
        if (table === "listing_daily_stats" || table === "enquiries") expect(before.length, table).toBeGreaterThan(0);
        expect(sorted(await target.selectFrom(table).selectAll().execute()), table).toEqual(before);
      }
      expect(await target.selectFrom("sessions").selectAll().execute()).toEqual([]);
    } finally {
      await target.destroy();
    }

    const bucket = s3.storage();
    const uploads = path.join(process.env.DATA_DIR!, "uploads");
    for (const key of stored.keys) {
      const local = fs.readFileSync(path.join(uploads, key));
      expect((await bucket.get(key))?.equals(local), key).toBe(true);
    }

    const again = await run();
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("The target database is not empty");
  });
});
