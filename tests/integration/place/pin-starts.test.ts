import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
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
});
