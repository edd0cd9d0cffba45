import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "~/lib/db-schema";
import { migrateToLatest } from "~/lib/migrate.server";
import { createTestProperty } from "../factories";

describe("migrations", () => {
  it("create every table and index on an empty SQLite database, and a second run does nothing", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mig-")), "empty.db");
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
    const applied = await migrateToLatest(db);
    expect(applied.length).toBeGreaterThan(0);
    expect(await migrateToLatest(db)).toEqual([]);
    const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
    expect(tables).toEqual(["admin_users", "locations", "project_names", "properties", "sessions"]);
    const raw = new SQLite(file);
    const indexes = raw.prepare("select name from sqlite_master where type = 'index' and tbl_name = 'properties'").all() as { name: string }[];
    expect(indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining(["properties_slug_unique", "properties_display_id_unique", "properties_public_order"]),
    );
    raw.close();
    await db.destroy();
  });

  it("enforce unique slugs and display ids in the database itself", async () => {
    const { getDb } = await import("~/lib/db.server");
    const a = await createTestProperty({ title: "Unique Check" });
    const b = await createTestProperty({ title: "Unique Check" });
    expect(b.slug).toBe("unique-check-1");
    await expect(getDb().updateTable("properties").set({ slug: a.slug }).where("id", "=", b.id).execute()).rejects.toThrow(/UNIQUE/);
    await expect(
      getDb().updateTable("properties").set({ display_id: a.display_id }).where("id", "=", b.id).execute(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
