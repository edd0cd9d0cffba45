import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { placeText } from "~/place/map-link";
import { pinStarts } from "~/properties/place/pin-starts.server";
import { deletePropertyRow, getAdminProperty, updateProperty } from "~/properties/repository.server";
import { describePlans, plansOf } from "../../support/query-plans";
import { loader as editLoader } from "~/routes/admin/property-edit";
import { loader as newLoader } from "~/routes/admin/property-new";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get } from "../admin-helpers";

// Issue 30 item 5 (decision 069): "Drop a pin on the map" opens on the project's
// place, else on the middle of the location's listings; the editor's loader
// sends both, by lower-case name, for the form to read at the tap.

type Starts = { pinStarts: { projects: Record<string, string>; locations: Record<string, string> } };

describe("where the pin-drop map opens", () => {
  it("sends the projects' places and the middle of each location's shown points", async () => {
    const cookie = await adminCookie();
    const a = await createTestProperty({ title: "Start A", location: "Pin Start Town", exact_location: "3.100000,101.600000", location_shown: "Exact location", property_type: "Condominium/Apartment/Flat" });
    await createTestProperty({ title: "Start B", location: "Pin Start Town", exact_location: "3.200000,101.700000", location_shown: "Exact location", property_type: "Condominium/Apartment/Flat" });
    await createTestProperty({ title: "No Place", location: "Placeless Town", exact_location: "", property_type: "Condominium/Apartment/Flat" });
    await getDb().insertInto("project_names").values({ id: "pin-start-project", name: "Pin Start Residences", name_key: "pin start residences", created_at: new Date().toISOString(), exact_location: "3.150977,101.665497" }).execute();

    const edit = (await editLoader(args(get(`/admin/properties/${a.id}/edit`, cookie), { id: a.id }))) as unknown as Starts;
    expect(edit.pinStarts.projects["pin start residences"]).toBe("3.150977,101.665497");
    expect(edit.pinStarts.locations["pin start town"]).toBe("3.150000,101.650000");
    expect(edit.pinStarts.locations).not.toHaveProperty("placeless town");
    const fresh = (await newLoader(args(get("/admin/properties/new", cookie)))) as unknown as Starts;
    expect(fresh.pinStarts).toEqual(edit.pinStarts);
  });

  // The middles are read from properties_pin_starts (location, map_lat, map_lon; only the
  // listings with a shown point), not the table: here the same figures as every listing's row gives.
  it("gives each location the mean of its listings' shown points, after saves, moves and a delete, from its own index", async () => {
    const made = [];
    for (const [i, location] of ["Mean Town", "Mean Town", "Mean Town", "Other Mean Town", "Mean Town"].entries()) {
      // Landed homes show an approximate point: a random circle's centre, so the figures differ from run to run.
      made.push(await createTestProperty({ location, exact_location: `3.1${i}1234,101.6${i}5678`, property_type: i % 2 ? "Terrace House" : "Condominium/Apartment/Flat" }));
    }
    const edit = async (id: string, change: Record<string, unknown>) => {
      const { images: _images, version, ...fields } = (await getAdminProperty(getDb(), id))!;
      expect((await updateProperty(getDb(), id, version, { ...fields, ...change }, (now) => now)).outcome).toBe("updated");
    };
    await edit(made[0]!.id, { location: "Other Mean Town" });
    await edit(made[1]!.id, { exact_location: "3.170000,101.690000" });
    await edit(made[3]!.id, { exact_location: "" });
    await deletePropertyRow(getDb(), made[4]!.id);

    const rows = await getDb().selectFrom("properties").select(["location", "map_lat", "map_lon"]).where("map_lat", "is not", null).where("location", "<>", "").execute();
    const sums = new Map<string, { lat: number; lon: number; n: number }>();
    for (const r of rows) {
      const sum = sums.get(r.location) ?? { lat: 0, lon: 0, n: 0 };
      sums.set(r.location, { lat: sum.lat + Number(r.map_lat), lon: sum.lon + Number(r.map_lon), n: sum.n + 1 });
    }
    const expected = Object.fromEntries([...sums].map(([name, s]) => [name.trim().toLowerCase(), placeText({ lat: s.lat / s.n, lon: s.lon / s.n })]));
    expect((await pinStarts()).locations).toEqual(expected);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(["mean town", "other mean town"]));

    const plans = await plansOf(() => pinStarts());
    const points = plans.find((p) => /avg\(/.test(p.sql))!;
    expect(points.steps.some((s) => s.index === "properties_pin_starts"), describePlans(plans)).toBe(true);
    expect(points.steps.filter((s) => s.readsWholeTable), describePlans(plans)).toEqual([]);
  });
});
