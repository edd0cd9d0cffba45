import { describe, expect, it } from "vitest";
import { getDb, getDialect } from "~/platform/db/db.server";
import { migrateToLatest } from "~/platform/db/migrate.server";
import { createTestProperty } from "../../factories";

// The setup file has already migrated this file's empty database (SQLite; on
// PostgreSQL, the run's one database migrated from empty, which this file's
// database is a copy of); here we check what that produced.
describe("migrations", () => {
  it("create every table on an empty database, and a second run does nothing", async () => {
    expect(await migrateToLatest(getDb())).toEqual([]);
    const tables = (await getDb().introspection.getTables())
      .map((t) => t.name)
      .filter((name) => !name.startsWith("kysely_"))
      .sort();
    expect(tables).toEqual(expect.arrayContaining(["admin_users", "locations", "project_names", "properties", "sessions"]));
    const properties = (await getDb().introspection.getTables()).find((t) => t.name === "properties")!;
    expect(properties.columns.map((c) => c.name)).toEqual(
      expect.arrayContaining(["owner_name", "owner_contact", "remarks_hidden", "date_status", "display_id", "slug", "version"]),
    );
  });

  it(`enforce unique slugs and display ids in the database itself`, async () => {
    const a = await createTestProperty({ title: "Unique Check" });
    const b = await createTestProperty({ title: "Unique Check" });
    expect(b.slug).toBe("unique-check-1");
    expect(b.display_id).toBe(a.display_id + 1);
    await expect(getDb().updateTable("properties").set({ slug: a.slug }).where("id", "=", b.id).execute()).rejects.toThrow(/unique/i);
    await expect(
      getDb().updateTable("properties").set({ display_id: a.display_id }).where("id", "=", b.id).execute(),
    ).rejects.toThrow(/unique/i);
    expect(["sqlite", "postgres"]).toContain(getDialect());
  });
});
