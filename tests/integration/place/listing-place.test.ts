import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { haversineMetres } from "~/place/geo";
import { SHORT_LINK_MESSAGE } from "~/place/map-link";
import { remeasureStations, setProjectPlace } from "~/properties/place/refresh.server";
import { getPublicListing } from "~/properties/detail.server";
import { listingJsonLd } from "~/site/listing-jsonld";
import { listingsSitemap } from "~/site/sitemap.server";
import * as newProperty from "~/routes/admin/property-new";
import { loader as listingLoader } from "~/routes/listing";
import { loader as homeLoader } from "~/routes/home";
import { createTestProperty } from "../../factories";
import { adminCookie, args, post, unwrap } from "../admin-helpers";

const SITE = "https://listings.example.my";
const row = (id: string) => getDb().selectFrom("properties").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const stationRows = (id: string) =>
  getDb().selectFrom("property_stations").select(["station_slug", "line_code", "metres"]).where("property_id", "=", id).orderBy("metres").orderBy("line_code").execute();
type Loader = Parameters<typeof listingLoader>[0];
const loaderArgs = (params: Record<string, string>, url = `${SITE}/`) => ({ params, request: new Request(url), context: {} }) as unknown as Loader;

// A terrace house in Damansara Heights; its digits are rare enough to be looked for in every answer.
const EXACT = { lat: 3.146789, lon: 101.667891 };
const EXACT_TEXTS = ["3.146789", "101.667891", "3.14679", "101.66789", "146789", "667891"];
const GOOGLE_LINK = `https://www.google.com/maps/place/Jalan+Setiakasih/@3.1467,101.6678,18z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d${EXACT.lat}!4d${EXACT.lon}`;

describe("a listing's place (issue 30 item 1)", () => {
  it("takes a pasted Google Maps link in the form; a landed home shows a 300 m circle whose centre is not the house", async () => {
    const cookie = await adminCookie();
    const response = (await newProperty.action(
      args(post("/admin/properties/new", [
        ["intent", "save"], ["title", "Setiakasih Terrace"], ["location", "Damansara Heights"], ["listing_type", "sale"],
        ["price_sale", "2,800,000"], ["property_type", "Terrace House"], ["exact_location", GOOGLE_LINK],
      ], cookie)),
    )) as Response;
    expect(response.status).toBe(302);
    const saved = await getDb().selectFrom("properties").selectAll().where("title", "=", "Setiakasih Terrace").executeTakeFirstOrThrow();
    expect(saved.exact_location).toBe("3.146789,101.667891");
    expect(saved.map_radius).toBe(300);
    const offset = haversineMetres(EXACT, { lat: Number(saved.map_lat), lon: Number(saved.map_lon) });
    expect(offset).toBeGreaterThanOrEqual(75);
    expect(offset).toBeLessThanOrEqual(225);

    // Every public answer about it: the page's data (HTML and .data carry it), its JSON-LD, the lists, the sitemap.
    const page = await listingLoader(loaderArgs({ id: saved.slug }));
    const public_ = await getPublicListing(saved.slug);
    const jsonLd = listingJsonLd(public_!, SITE, "", `${SITE}/listing/${saved.slug}`);
    const home = await homeLoader(loaderArgs({}, `${SITE}/?sort=newest`) as never);
    const sitemap = (await listingsSitemap(SITE, 1, 1000))!.toString();
    const answers = { page: JSON.stringify(page), jsonLd: JSON.stringify(jsonLd), home: JSON.stringify(home), sitemap };
    for (const [name, text] of Object.entries(answers)) {
      for (const digits of EXACT_TEXTS) expect(text.includes(digits), `${name} holds ${digits}`).toBe(false);
    }
    expect(answers.jsonLd).toContain('"@type":"GeoCircle"');
    expect(answers.jsonLd).toContain('"geoRadius":300');
    expect(answers.page).toContain("Setiakasih Terrace");
  });

  it("keeps the circle on a second save of the same point (no averaging back to the house) and moves it with the point", async () => {
    const home = await createTestProperty({ title: "Kept Circle", property_type: "Bungalow", exact_location: "3.146789,101.667891" });
    const first = await row(home.id);
    const { updateProperty } = await import("~/properties/repository.server");
    const { emptyInput } = await import("~/properties/model/table");
    const input = { ...emptyInput(), title: "Kept Circle", project_name: "Test Residences", location: "Petaling Jaya", listing_type: ["sale" as const], property_type: "Bungalow", exact_location: "3.146789,101.667891" };
    expect((await updateProperty(getDb(), home.id, 1, input, () => [])).outcome).toBe("updated");
    const second = await row(home.id);
    expect([second.map_lat, second.map_lon]).toEqual([first.map_lat, first.map_lon]);
    await updateProperty(getDb(), home.id, 2, { ...input, exact_location: "3.120000,101.650000" }, () => []);
    const moved = await row(home.id);
    expect(haversineMetres({ lat: 3.12, lon: 101.65 }, { lat: Number(moved.map_lat), lon: Number(moved.map_lon) })).toBeLessThan(225);
  });

  it("shows a condo's exact point, chosen or by default, and an agent may choose Exact for a house", async () => {
    const condo = await row((await createTestProperty({ exact_location: "3.145000,101.668000" })).id);
    expect([condo.map_lat, condo.map_lon, condo.map_radius]).toEqual([3.145, 101.668, 0]);
    const house = await row((await createTestProperty({ property_type: "Semi-Detached", location_shown: "Exact location", exact_location: "3.145000,101.668000" })).id);
    expect(house.map_radius).toBe(0);
    const shy = await row((await createTestProperty({ location_shown: "Approximate location", exact_location: "3.145000,101.668000" })).id);
    expect(shy.map_radius).toBe(300);
  });

  it("refuses a maps.app.goo.gl link with the message to paste the long one, and saves nothing", async () => {
    const cookie = await adminCookie();
    const before = await getDb().selectFrom("properties").select("id").execute();
    const result = unwrap<{ toast: { message: string }; values: Record<string, string> }>(
      await newProperty.action(
        args(post("/admin/properties/new", [
          ["intent", "save"], ["title", "Short Link Home"], ["location", "Bangsar"], ["listing_type", "rent"],
          ["exact_location", "https://maps.app.goo.gl/Xy12AbCd"],
        ], cookie)),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data.toast.message).toBe(SHORT_LINK_MESSAGE);
    expect(result.data.values.exact_location).toBe("https://maps.app.goo.gl/Xy12AbCd");
    expect((await getDb().selectFrom("properties").select("id").execute()).length).toBe(before.length);
  });
});

describe("the nearest stations, worked out on save (issue 30 item 2)", () => {
  it("stores the two nearest within 2 km with their walks, and every station within 2 km by line", async () => {
    // Hand-computed (tests/unit/place/distances.test.ts): 597 m to MRT Pusat Bandar Damansara, 720 m to MRT Semantan.
    const p = await createTestProperty({ exact_location: "3.145000,101.668000" });
    const saved = await row(p.id);
    expect(JSON.parse(saved.near_stations)).toEqual([
      { slug: "mrt-pusat-bandar-damansara", label: "MRT Pusat Bandar Damansara", lines: ["KG"], metres: 597, minutes: 8 },
      { slug: "mrt-semantan", label: "MRT Semantan", lines: ["KG"], metres: 720, minutes: 10 },
    ]);
    expect(saved.station_metres).toBe(597);
    expect(await stationRows(p.id)).toEqual([
      { station_slug: "mrt-pusat-bandar-damansara", line_code: "KG", metres: 597 },
      { station_slug: "mrt-semantan", line_code: "KG", metres: 720 },
    ]);
    const page = await listingLoader(loaderArgs({ id: p.slug }));
    expect(page.property.near_stations.map((s) => s.label)).toEqual(["MRT Pusat Bandar Damansara", "MRT Semantan"]);
  });

  it("leaves a listing without a place, or far from a line, without stations", async () => {
    const none = await row((await createTestProperty({})).id);
    expect([none.map_lat, none.near_stations, none.station_metres]).toEqual([null, "[]", null]);
    const far = await createTestProperty({ exact_location: "3.080000,101.860000" });
    expect((await row(far.id)).near_stations).toBe("[]");
    expect(await stationRows(far.id)).toEqual([]);
  });

  it("uses the project's place for its listings without their own, and moves them with it", async () => {
    const inProject = await createTestProperty({ project_name: "Semantan Suites", exact_location: "" });
    const own = await createTestProperty({ project_name: "Semantan Suites", exact_location: "3.139000,101.686900" });
    expect(await setProjectPlace(getDb(), "Semantan Suites", "3.150977,101.665497")).toBe(1);
    const moved = await row(inProject.id);
    expect([moved.map_lat, moved.map_lon]).toEqual([3.150977, 101.665497]);
    expect(JSON.parse(moved.near_stations)[0]).toMatchObject({ label: "MRT Semantan", metres: 0, minutes: 1 });
    expect((await row(own.id)).map_lat).toBe(3.139);
    // A listing added later to the project takes its place on save.
    const later = await row((await createTestProperty({ project_name: "Semantan Suites" })).id);
    expect(later.map_lat).toBe(3.150977);
  });

  it("measures again at start when the station file changed", async () => {
    const p = await createTestProperty({ exact_location: "3.145000,101.668000" });
    await getDb().updateTable("properties").set({ near_stations: "[]", station_metres: null, stations_version: "older file" }).where("id", "=", p.id).execute();
    await getDb().deleteFrom("property_stations").where("property_id", "=", p.id).execute();
    expect(await remeasureStations(getDb())).toBeGreaterThanOrEqual(1);
    const again = await row(p.id);
    expect(again.station_metres).toBe(597);
    expect((await stationRows(p.id)).length).toBe(2);
    expect(await remeasureStations(getDb())).toBe(0);
  });
});
