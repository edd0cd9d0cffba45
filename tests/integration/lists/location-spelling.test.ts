import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { migrations } from "../../../db/migrations";
import { createTestProperty, propertyInput } from "../../factories";
import { addName, listNames } from "~/names/names.server";
import { getDb } from "~/platform/db/db.server";
import { migrateToLatest } from "~/platform/db/migrate.server";
import { listByLocation } from "~/properties/public-lists.server";
import { getAdminProperty, updateProperty } from "~/properties/repository.server";
import { loader as listingLoader } from "~/routes/listing";

// Issue 13.5: a place has one spelling on the public pages, the one in the
// locations list, whatever case the agent typed in a listing.

type LoaderArgs = Parameters<typeof listingLoader>[0];
const args = (id: string) => ({ params: { id }, request: new Request("https://listings.example.my/"), context: {} }) as unknown as LoaderArgs;

describe("a typed location or project name", () => {
  it("is saved with its list's spelling, on add and on edit", async () => {
    await addName("locations", "Audit Town");
    await addName("project_names", "Spelling Residences");
    const shouted = await createTestProperty({ location: "AUDIT TOWN", project_name: "spelling RESIDENCES" });
    const neat = await createTestProperty({ location: "Audit Town" });
    const edited = await createTestProperty({ location: "Elsewhere Bay" });
    const current = (await getAdminProperty(getDb(), edited.id))!;
    const { images: _images, version, ...rest } = current;
    expect((await updateProperty(getDb(), edited.id, version, { ...rest, location: "  audit town " }, () => [])).outcome).toBe("updated");

    const cards = (await listByLocation("audit-town")).items;
    expect(cards.map((c) => c.location)).toEqual(["Audit Town", "Audit Town", "Audit Town"]);
    expect(new Set(cards.map((c) => c.id))).toEqual(new Set([shouted.id, neat.id, edited.id]));
    const page = await listingLoader(args(shouted.slug));
    expect(page.property.location).toBe("Audit Town");
    expect(page.property.project_name).toBe("Spelling Residences");
    // The list itself keeps one entry.
    expect((await listNames("locations")).filter((n) => n.name.toLowerCase() === "audit town")).toHaveLength(1);
  });

  it("not yet in its list joins it as typed", async () => {
    const p = await createTestProperty({ location: "Brand New Place" });
    expect((await listingLoader(args(p.slug))).property.location).toBe("Brand New Place");
    expect((await listNames("locations")).map((n) => n.name)).toContain("Brand New Place");
  });
});

describe("the lifecycle migration", () => {
  it("gives existing listings their list's spelling and remembers the highest display id", async () => {
    const db = getDb();
    await addName("locations", "Migrate Vale");
    const a = await createTestProperty({ location: "Migrate Vale", project_name: "" });
    const b = await createTestProperty({ location: "Migrate Vale" });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo("20261124_0410_malaysian_facts");
    expect(error).toBeUndefined();
    // Before the fix, listings kept whatever case was typed.
    await db.updateTable("properties").set({ location: "MIGRATE VALE" }).where("id", "=", a.id).execute();
    await db.updateTable("properties").set({ location: "migrate vale" }).where("id", "=", b.id).execute();
    await migrateToLatest(db);

    const rows = await db.selectFrom("properties").select("location").where("id", "in", [a.id, b.id]).execute();
    expect(rows.map((r) => r.location)).toEqual(["Migrate Vale", "Migrate Vale"]);
    // Seeded from the highest display id: the next listing follows it.
    expect((await createTestProperty(propertyInput())).display_id).toBe(b.display_id + 1);
  });
});
