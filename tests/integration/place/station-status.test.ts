import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { runListingLifecycle } from "~/properties/lifecycle.server";
import { remeasureStations, setProjectPlace } from "~/properties/place/refresh.server";
import { getAdminProperty, updateListingFlags, updateProperty } from "~/properties/repository.server";
import { applyListingsCsv } from "~/properties/transfer/csv-import.server";
import { loader as nearLoader } from "~/routes/near";
import { loader as stationsLoader } from "~/routes/stations";
import { createTestProperty } from "../../factories";

// Decision 074: a station page walks only the rows of Available listings, by a
// flag on property_stations that triggers keep. Every way a listing's status or
// place changes is tried here, and after each the page, the Stations index's
// count and the stored rows agree with the listings' statuses (both dialects).

const SEMANTAN = "3.150977,101.665497";
type Args = Parameters<typeof nearLoader>[0];
const near = async () =>
  (await nearLoader({ params: { station: "mrt-semantan" }, request: new Request("https://listings.example.my/near/mrt-semantan"), context: {} } as unknown as Args)).items
    .map((c) => c.title)
    .sort();
const count = async () => (await stationsLoader()).lines.find((l) => l.code === "KG")!.stations.find((s) => s.slug === "mrt-semantan")!.count;

/** Rows of property_stations whose flag disagrees with their listing's status (none, ever). */
async function disagreeing(): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from property_stations s join properties p on p.id = s.property_id
    where s.available <> case when p.status = 'Available' then 1 else 0 end`.execute(getDb());
  return Number(rows[0]!.n);
}

async function edit(id: string, change: Record<string, unknown>) {
  const { images: _images, version, ...fields } = (await getAdminProperty(getDb(), id))!;
  expect((await updateProperty(getDb(), id, version, { ...fields, ...change }, (now) => now)).outcome).toBe("updated");
}

// One database: each step builds on the listings of the one before.
describe("a station page follows its listings' status (decision 074)", () => {
  it("lists the Available listing of two at the station, and the new rows say so", async () => {
    await createTestProperty({ title: "Semantan Suites Unit", exact_location: SEMANTAN });
    await createTestProperty({ title: "Sold Near Semantan", status: "Sold", exact_location: SEMANTAN });
    expect(await near()).toEqual(["Semantan Suites Unit"]);
    expect(await count()).toBe(1);
    expect(await disagreeing()).toBe(0);
  });

  it("the Property Manager's status buttons take a listing off and put it back", async () => {
    const home = await createTestProperty({ title: "Toggled Home", exact_location: SEMANTAN });
    await updateListingFlags(getDb(), [home.id], { status: "Rented" });
    expect(await near()).toEqual(["Semantan Suites Unit"]);
    expect(await count()).toBe(1);
    await updateListingFlags(getDb(), [home.id], { status: "Available" });
    expect(await near()).toEqual(["Semantan Suites Unit", "Toggled Home"]);
    expect(await count()).toBe(2);
    expect(await disagreeing()).toBe(0);
  });

  it("the editor's save: a status, then a place away from the station and back", async () => {
    const home = await createTestProperty({ title: "Edited Home", exact_location: SEMANTAN });
    await edit(home.id, { status: "Sold" });
    expect(await near()).not.toContain("Edited Home");
    await edit(home.id, { status: "Available", exact_location: "3.080000,101.860000" });
    expect(await near()).not.toContain("Edited Home");
    await edit(home.id, { exact_location: SEMANTAN });
    expect(await near()).toContain("Edited Home");
    await edit(home.id, { status: "Temporarily Unavailable", exact_location: "3.150900,101.665400" });
    expect(await near()).not.toContain("Edited Home");
    expect(await disagreeing()).toBe(0);
  });

  it("the owner's authorisation running out hides a listing from the page", async () => {
    await createTestProperty({ title: "Authorised Home", exact_location: SEMANTAN, authorised_until: "2026-01-31" });
    expect(await near()).toContain("Authorised Home");
    await runListingLifecycle(getDb(), new Date("2026-02-02T00:00:00Z"));
    expect(await near()).not.toContain("Authorised Home");
    expect(await disagreeing()).toBe(0);
  });

  it("a CSV import: a new Sold listing stays off, an update to Sold takes one off", async () => {
    const home = await createTestProperty({ title: "Imported Over", exact_location: SEMANTAN });
    const csv = [
      "display_id,title,location,listing_type,price_sale,status,exact_location [private]",
      `${home.display_id},Imported Over,Petaling Jaya,sale,450000,Sold,"${SEMANTAN}"`,
      `,Imported Sold,Petaling Jaya,sale,450000,Sold,"${SEMANTAN}"`,
      `,Imported Available,Petaling Jaya,sale,450000,Available,"${SEMANTAN}"`,
    ].join("\n");
    expect(await applyListingsCsv(getDb(), csv, "admin@example.com")).toMatchObject({ applied: true, created: 2, updated: 1 });
    const listed = await near();
    expect(listed).toContain("Imported Available");
    expect(listed).not.toContain("Imported Sold");
    expect(listed).not.toContain("Imported Over");
    expect(await disagreeing()).toBe(0);
  });

  it("the stations measured again (a new station file) and a project's place keep each listing's status", async () => {
    await createTestProperty({ title: "Project Unit Free", project_name: "Semantan Place", exact_location: "" });
    await createTestProperty({ title: "Project Unit Sold", project_name: "Semantan Place", exact_location: "", status: "Sold" });
    expect(await setProjectPlace(getDb(), "Semantan Place", SEMANTAN)).toBe(2);
    await getDb().updateTable("properties").set({ stations_version: "" }).execute();
    expect(await remeasureStations(getDb())).toBeGreaterThan(0);
    const listed = await near();
    expect(listed).toContain("Project Unit Free");
    expect(listed).not.toContain("Project Unit Sold");
    expect(listed).not.toContain("Sold Near Semantan");
    expect(await count()).toBe(listed.length);
    expect(await disagreeing()).toBe(0);
  });
});
