import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { SHORT_LINK_MESSAGE } from "~/place/map-link";
import { listAdminProperties } from "~/properties/admin-list.server";
import { action as nameListAction, loader as nameListLoader } from "~/routes/admin/name-list";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { createTestProperty } from "../../factories";
import { adminCookie, args, get, post, settle, unwrap } from "../admin-helpers";

// Issue 30 items 1 and 5 (decision 060): a project's place is set once on the
// Project Names screen, its listings without a pin of their own are measured
// again; the Property Manager shows the listings still without a place.

const stationsOf = async (id: string) =>
  (await getDb().selectFrom("property_stations").select("station_slug").where("property_id", "=", id).execute()).map((r) => r.station_slug);
const row = (id: string) => getDb().selectFrom("properties").select(["station_metres", "map_lat", "near_stations"]).where("id", "=", id).executeTakeFirstOrThrow();

describe("a project's place and the listings without one", () => {
  it("marks and lists the listings without a place, and the dashboard links to them", async () => {
    const cookie = await adminCookie();
    const unplaced = await createTestProperty({ title: "Nowhere Yet Condo", project_name: "Semantan Heights", exact_location: "", property_type: "Condominium/Apartment/Flat" });
    const placed = await createTestProperty({ title: "Pinned Condo", exact_location: "3.150977,101.665497", property_type: "Condominium/Apartment/Flat" });
    const only = await listAdminProperties({ needs: "place" });
    expect(only.items.map((i) => i.title)).toContain("Nowhere Yet Condo");
    expect(only.items.map((i) => i.title)).not.toContain("Pinned Condo");
    const all = await listAdminProperties({});
    expect(all.items.find((i) => i.id === unplaced.id)?.lacksPlace).toBe(true);
    expect(all.items.find((i) => i.id === placed.id)?.lacksPlace).toBe(false);
    const dashboard = (await dashboardLoader(args(get("/admin", cookie)))) as { needs: { place: number } };
    expect(dashboard.needs.place).toBe(only.total);
  });

  it("takes a Google Maps link for a project and measures its listings without their own pin again", async () => {
    const cookie = await adminCookie();
    const follower = await createTestProperty({ title: "Follows The Project", project_name: "Semantan Heights", exact_location: "", property_type: "Condominium/Apartment/Flat" });
    const own = await createTestProperty({ title: "Has Its Own Pin", project_name: "Semantan Heights", exact_location: "3.080000,101.860000", property_type: "Condominium/Apartment/Flat" });
    expect((await row(follower.id)).map_lat).toBeNull();
    const { names } = (await nameListLoader(args(get("/admin/project-names", cookie)))) as { names: { id: string; name: string }[] };
    const project = names.find((n) => n.name === "Semantan Heights")!;

    // A short link is refused with the listing form's own message, and nothing is saved.
    const refused = unwrap<{ toast: { message: string }; keep: string }>(
      await settle(() => nameListAction(args(post("/admin/project-names", { intent: "place", id: project.id, place: "https://maps.app.goo.gl/abc123" }, cookie)))),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.toast.message).toBe(SHORT_LINK_MESSAGE);
    expect(refused.data.keep).toBe("https://maps.app.goo.gl/abc123");
    expect((await row(follower.id)).map_lat).toBeNull();

    const saved = unwrap<{ toast: { kind: string; message: string } }>(
      await settle(() => nameListAction(args(post("/admin/project-names", { intent: "place", id: project.id, place: "https://www.google.com/maps/@3.150977,101.665497,17z" }, cookie)))),
    );
    expect(saved.data.toast).toMatchObject({ kind: "success", message: "Place saved for Semantan Heights: 2 listings measured again." });
    const places = (await nameListLoader(args(get("/admin/project-names", cookie)))) as { places: Record<string, string> };
    expect(places.places[project.id]).toBe("3.150977,101.665497");
    // 0 m from MRT Semantan: the project's point is the station's.
    expect(Number((await row(follower.id)).station_metres)).toBe(0);
    expect(await stationsOf(follower.id)).toContain("mrt-semantan");
    // Its own pin, 9.9 km from any station, is its own.
    expect((await row(own.id)).station_metres).toBeNull();
    expect(await stationsOf(own.id)).toEqual([]);
    expect((await listAdminProperties({ needs: "place" })).items.map((i) => i.id)).not.toContain(follower.id);
  });
});
