import { spawn } from "node:child_process";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { closeDb, getDb } from "~/platform/db/db.server";
import { monthsBefore } from "~/properties/owner-data/erase.server";
import { createTestProperty } from "../../factories";

const root = path.resolve(import.meta.dirname, "../../..");
const onSqlite = process.env.TEST_DIALECT !== "postgres";

/** `npm run <command>` as the operator runs it, on this test's DATA_DIR. */
function npmRun(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/data.ts", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: process.env.DATA_DIR!, LOG_LEVEL: "silent", SEED_DEMO: "0", SITE_URL: "https://listings.example.my", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(!onSqlite)("data commands", () => {
  it("npm run erase-owner-data erases only the old Sold/Rented listings' owner data, with OWNER_DATA_RETENTION_MONTHS", async () => {
    const old = await createTestProperty({ title: "CLI Old Rented", status: "Rented", owner_name: "Owner A" });
    const recent = await createTestProperty({ title: "CLI Recent Sold", status: "Sold", owner_name: "Owner B" });
    await getDb().updateTable("properties").set({ status_since: monthsBefore(new Date(), 7) }).where("id", "=", old.id).execute();
    await getDb().updateTable("properties").set({ status_since: monthsBefore(new Date(), 5) }).where("id", "=", recent.id).execute();
    await closeDb();

    const result = await npmRun(["erase-owner-data"], { OWNER_DATA_RETENTION_MONTHS: "6" });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Erased owner data of 1 listings Sold or Rented for more than 6 months: #${old.display_id}\n`);
    const owners = await getDb().selectFrom("properties").select(["title", "owner_name"]).orderBy("display_id").execute();
    expect(owners).toEqual([
      { title: "CLI Old Rented", owner_name: "" },
      { title: "CLI Recent Sold", owner_name: "Owner B" },
    ]);
    const log = await getDb().selectFrom("owner_data_log").select(["actor", "action", "fields"]).where("action", "=", "erase").execute();
    expect(log).toEqual([{ actor: "system", action: "erase", fields: "owner_name" }]);
  });

  it("npm run export-csv writes every listing with the private columns marked", async () => {
    await closeDb();
    const result = await npmRun(["export-csv"]);
    expect(result.code).toBe(0);
    const [header, ...rows] = parse(result.stdout, { bom: true }) as string[][];
    expect(header!.slice(0, 5)).toEqual(["display_id", "slug", "created_at", "date_status", "title"]);
    expect(header).toContain("owner_contact [private]");
    expect(rows.map((r) => r[header!.indexOf("title")])).toEqual(["CLI Old Rented", "CLI Recent Sold"]);
  });
});
