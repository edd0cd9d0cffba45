import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../../db/migrations";
import { getDb } from "~/platform/db/db.server";
import { migrateToLatest } from "~/platform/db/migrate.server";
import { getPublicListing } from "~/properties/detail.server";
import { dealPrices } from "~/properties/display/pricing";
import { factSections, factsOf } from "~/properties/display/facts";
import { listAvailable } from "~/properties/public-lists.server";
import * as newProperty from "~/routes/admin/property-new";
import { createTestProperty } from "../../factories";
import { adminCookie, args, post, unwrap } from "../admin-helpers";

let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie();
});

const save = (fields: Record<string, string>) =>
  newProperty.action(args(post("/admin/properties/new", { intent: "save", title: "Fact Check", location: "Klang", listing_type: "sale", ...fields }, cookie)));

describe("the facts' rules", () => {
  it.each([
    [{ tenure: "Leasehld" }, "Choose Freehold or Leasehold."],
    [{ furnishing: "Half Furnished" }, "Choose one of the listed furnishings."],
    [{ completion_year: "202" }, "Completion Year must be a year such as 2030."],
    [{ storeys: "2.5" }, "Storeys must be a whole number."],
    [{ available_from: "2026-13-45" }, "Available From must be a date."],
    [{ video_url: "https://vimeo.com/123" }, "Video must be a YouTube link."],
    [{ virtual_tour_url: "javascript:alert(1)" }, "Virtual Tour must be an https link."],
    [{ maintenance_fee: "RM350" }, "Maintenance Fee must be a number."],
  ])("refuses %j with %j and keeps what was typed", async (fields, message) => {
    const result = unwrap<{ toast: { message: string }; values: Record<string, unknown> }>(await save(fields));
    expect(result.status).toBe(400);
    expect(result.data.toast.message).toBe(message);
    expect(result.data.values).toMatchObject(fields);
  });

  it("keeps only listed facilities, in the list's order", async () => {
    await save({ title: "Facility Filter Condo", facilities: "Surau" });
    const form = new URLSearchParams([
      ["intent", "save"], ["title", "Facility Order Condo"], ["location", "Klang"], ["listing_type", "sale"],
      ["facilities", "Surau"], ["facilities", "Helipad"], ["facilities", "Gym"],
    ]);
    await newProperty.action(args(new Request("https://listings.example.my/admin/properties/new", {
      method: "POST", body: form, headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    })));
    const row = await getDb().selectFrom("properties").select("facilities").where("title", "=", "Facility Order Condo").executeTakeFirstOrThrow();
    expect(JSON.parse(row.facilities)).toEqual(["Gym", "Surau"]);
  });
});

describe("what a visitor reads", () => {
  it("sale-only, rent-only, both, and price on request; psf from built-up, or land area for Land", async () => {
    const sale = await createTestProperty({ listing_type: ["sale"], price_sale: 650_000, built_up_area: 1_000 });
    const rent = await createTestProperty({ listing_type: ["rent"], price_sale: null, price_rent: 3_200, built_up_area: 1_000 });
    const onRequest = await createTestProperty({ listing_type: ["sale", "rent"], price_sale: null, price_rent: 2_500, built_up_area: null });
    const land = await createTestProperty({ property_type: "Land", price_sale: 2_178_000, built_up_area: null, land_area: 43_560 });
    const lines = async (id: string) => dealPrices((await getPublicListing(id))!).map((d) => [d.badge, d.text, d.psf]);
    expect(await lines(sale.id)).toEqual([["For Sale", "RM 650,000", "RM 650 psf"]]);
    expect(await lines(rent.id)).toEqual([["For Rent", "RM 3,200 / month", "RM 3.20 psf / month"]]);
    expect(await lines(onRequest.id)).toEqual([
      ["For Sale", "Price on request", null],
      ["For Rent", "RM 2,500 / month", null],
    ]);
    expect(await lines(land.id)).toEqual([["For Sale", "RM 2,178,000", "RM 50 psf"]]);
  });

  it("a leasehold shows its years left, a future completion 'Expected', rent terms in months", async () => {
    const p = await createTestProperty({
      tenure: "Leasehold",
      lease_expiry_year: 2100,
      completion_year: 2030,
      security_deposit: 2,
      utility_deposit: 0.5,
      maintenance_fee: 466.07,
      facilities: ["Gym"],
    });
    const listing = (await getPublicListing(p.id))!;
    const year = 2026;
    expect(factsOf(listing, { key: true, year }).find((f) => f.name === "tenure")?.value).toBe("Leasehold (74 years left)");
    const sections = Object.fromEntries(factSections(listing, year).map((s) => [s.section, s.facts.map((f) => [f.label, f.value])]));
    expect(sections).toEqual({
      Building: [["Completion Year", "Expected 2030"], ["Facilities", ["Gym"]]],
      Costs: [["Maintenance Fee", "RM 466.07 / month"]],
      "Rental terms": [["Security Deposit", "2 months"], ["Utility Deposit", "0.5 month"]],
    });
  });

  it("cards carry what a card shows, and never the private date", async () => {
    const p = await createTestProperty({ title: "Card Facts Terrace", tenure: "Freehold", furnishing: "Partly Furnished", authorised_until: "2030-01-01", images: ["/images/property_images/a.jpg", "/images/property_images/b.jpg"] });
    const card = (await listAvailable({ q: "Card Facts Terrace" })).items.find((c) => c.id === p.id)!;
    expect(card).toMatchObject({ tenure: "Freehold", furnishing: "Partly Furnished", photo_count: 2, cover: "/images/property_images/a.jpg" });
    expect(JSON.stringify(card)).not.toContain("2030-01-01");
    expect(JSON.stringify(await getPublicListing(p.id))).not.toContain("2030-01-01");
  });
});

describe("the facts' migration", () => {
  it("gives an existing listing every new fact empty and changes nothing else", async () => {
    const migrator = new Migrator({ db: getDb(), provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf("20261124_0410_malaysian_facts") - 1]!;
    const down = await migrator.migrateTo(before);
    expect(down.error).toBeUndefined();
    const now = new Date().toISOString();
    await sql`insert into properties (id, display_id, slug, title, location, listing_type, price_sale, built_up_area, date_status, created_at, images, description)
      values ('old-row', 9001, 'old-row', 'Old Row Condo', 'Cheras', '["sale"]', 480000, 850, ${now}, ${now}, '["/images/x.jpg"]', '<p>Old</p>')`.execute(getDb());
    await migrateToLatest(getDb());
    const row = await getDb().selectFrom("properties").selectAll().where("id", "=", "old-row").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: "Old Row Condo", location: "Cheras", price_sale: 480000, built_up_area: 850, images: '["/images/x.jpg"]', description: "<p>Old</p>", date_status: now });
    expect(row).toMatchObject({ tenure: "", furnishing: "", facilities: "[]", lease_expiry_year: null, maintenance_fee: null, authorised_until: "", video_url: "" });
  });
});
