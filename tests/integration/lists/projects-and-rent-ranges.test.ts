import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../../db/migrations";
import { createTestProperty } from "../../factories";
import { thrownStatus } from "../../support/thrown";
import { getDb } from "~/platform/db/db.server";
import { migrateToLatest } from "~/platform/db/migrate.server";
import { projectPath, projectSlug } from "~/names/projects";
import { parsePriceRange, PRICE_RANGES, priceRangeContains, RENT_RANGES } from "~/properties/price-ranges";
import { listByPriceRange } from "~/properties/public-lists.server";
import { projectsWithListings } from "~/properties/projects.server";
import { pagesSitemap } from "~/site/sitemap.server";
import { loader as projectLoader, meta as projectMeta } from "~/routes/project";
import { loader as priceRangeLoader, meta as priceRangeMeta } from "~/routes/price-range";

const SITE = "https://listings.example.my";
const args = (params: Record<string, string>, url: string) => ({ params, request: new Request(`${SITE}${url}`), context: {} }) as never;
const matches = [{ id: "root", loaderData: { env: { SITE_URL: SITE, AGENCY_NAME: "Demo Realty" } } }];

/** What the database says, read without the page's query: every row, filtered here. */
async function allRows() {
  return getDb().selectFrom("properties").select(["id", "status", "project_name", "price_sale", "price_rent"]).execute();
}

type Created = Awaited<ReturnType<typeof createTestProperty>>;
const project: Record<string, Created> = {};

beforeAll(async () => {
  const base = { project_name: "Residensi Sefina", location: "Mont Kiara", property_type: "Condominium/Apartment/Flat" };
  project.a = await createTestProperty({
    ...base, title: "Sefina A", listing_type: ["sale"], price_sale: 650_000,
    developer: "Sefina Development", completion_year: 2018, tenure: "Freehold", facilities: ["Swimming Pool", "Gym"],
  });
  project.b = await createTestProperty({
    ...base, title: "Sefina B", listing_type: ["sale", "rent"], price_sale: 1_200_000, price_rent: 4_500,
    developer: "Sefina Development", completion_year: 2018, tenure: "Freehold", facilities: ["Gym", "Sauna"],
  });
  project.c = await createTestProperty({
    ...base, title: "Sefina C", listing_type: ["rent"], price_sale: null, price_rent: 2_300,
    developer: "Sefina Devt", completion_year: 2019, tenure: "Leasehold", facilities: ["Swimming Pool"],
  });
  // Sold: says what the project is, but is no unit on offer.
  project.d = await createTestProperty({
    ...base, title: "Sefina D", status: "Sold", listing_type: ["sale"], price_sale: 300_000,
    developer: "Sefina Development", tenure: "Freehold", facilities: ["Tennis Court"],
  });
  // Another spelling of the same project ("Residensi Sefina!" is its own list entry, the same slug).
  project.f = await createTestProperty({ ...base, project_name: "Residensi Sefina!", title: "Sefina F", listing_type: ["rent"], price_sale: null, price_rent: 1_500 });
  // A rent listing, for rent, at "price on request": counted for rent, no price in the range.
  project.g = await createTestProperty({ ...base, title: "Sefina G", listing_type: ["rent"], price_sale: null, price_rent: null });
  // Neighbours that are not the project.
  project.other = await createTestProperty({ project_name: "Residensi Sefina Two", title: "Sefina Two Unit", location: "Mont Kiara" });
  project.none = await createTestProperty({ project_name: "", title: "No Project Unit" });
  project.soldOut = await createTestProperty({ project_name: "Gone Heights", title: "Gone Heights Unit", status: "Rented", listing_type: ["rent"], price_sale: null, price_rent: 2_000 });

  // Rent boundaries, a sale-only listing whose sale price would fit a rent range, and a Rented one.
  for (const rent of [1_499, 1_500, 2_999, 3_000, 4_999, 5_000, 12_000]) {
    await createTestProperty({ title: `Rent ${rent}`, listing_type: ["rent"], price_sale: null, price_rent: rent });
  }
  await createTestProperty({ title: "Cheap Sale Only", listing_type: ["sale"], price_sale: 1_000, price_rent: null });
  await createTestProperty({ title: "Rented Out", status: "Rented", listing_type: ["rent"], price_sale: null, price_rent: 2_000 });
});

describe("rent price ranges", () => {
  it("have the four labels, and the spec's four sale ranges stay as they were", () => {
    expect(RENT_RANGES.map((r) => [r.slug, r.label])).toEqual([
      ["rent-under-1500", "Rent under RM 1,500"],
      ["rent-1500-3000", "Rent RM 1,500 - 3,000"],
      ["rent-3000-5000", "Rent RM 3,000 - 5,000"],
      ["rent-above-5000", "Rent above RM 5,000"],
    ]);
    expect(PRICE_RANGES.map((r) => [r.slug, r.label, r.deal])).toEqual([
      ["under-500k", "Under RM 500K", "sale"],
      ["500k-1m", "RM 500K - 1M", "sale"],
      ["1m-2m", "RM 1M - 2M", "sale"],
      ["above-2m", "Above RM 2M", "sale"],
    ]);
    for (const rent of [0, 1_499, 1_500, 2_999, 3_000, 4_999, 5_000, 50_000]) {
      expect(RENT_RANGES.filter((r) => priceRangeContains(r, rent)), String(rent)).toHaveLength(1);
    }
    expect(parsePriceRange("Rent-Above-5000")?.label).toBe("Rent above RM 5,000");
  });

  it.each(RENT_RANGES.map((r) => [r.slug, r] as const))("%s lists exactly the Available rent listings in range, by their rent", async (_slug, range) => {
    const expected = (await allRows())
      .filter((r) => r.status === "Available" && r.price_rent !== null && priceRangeContains(range, Number(r.price_rent)))
      .map((r) => r.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const page = await listByPriceRange(range);
    expect(page.total).toBe(expected.length);
    expect(page.items.map((c) => c.id).sort()).toEqual(expected);
    for (const card of page.items) expect(card.listing_type).toContain("rent");
  });

  it("boundaries: RM 1,500 is in 1,500 - 3,000, RM 5,000 in above 5,000; a sale price never counts as rent", async () => {
    const titles = async (slug: string) => (await listByPriceRange(parsePriceRange(slug)!)).items.map((c) => c.title);
    expect(await titles("rent-under-1500")).toContain("Rent 1499");
    expect(await titles("rent-under-1500")).not.toContain("Rent 1500");
    expect(await titles("rent-under-1500")).not.toContain("Cheap Sale Only");
    expect(await titles("rent-1500-3000")).toEqual(expect.arrayContaining(["Rent 1500", "Rent 2999", "Sefina F"]));
    expect(await titles("rent-1500-3000")).not.toContain("Rented Out");
    expect(await titles("rent-3000-5000")).toEqual(expect.arrayContaining(["Rent 3000", "Rent 4999", "Sefina B"]));
    expect(await titles("rent-above-5000")).toEqual(expect.arrayContaining(["Rent 5000", "Rent 12000"]));
  });

  it("the page's heading data, title and description speak of monthly rent; a sale range's title is unchanged", async () => {
    const data = await priceRangeLoader(args({ range: "rent-1500-3000" }, "/price-range/rent-1500-3000"));
    expect(data.range.label).toBe("Rent RM 1,500 - 3,000");
    const tags = priceRangeMeta({ loaderData: data, matches } as never) as Record<string, string>[];
    expect(tags).toContainEqual({ title: "Properties for rent, RM 1,500 - 3,000 a month | Demo Realty" });
    expect(tags).toContainEqual({ name: "description", content: `${data.total} properties for rent in Malaysia renting for RM 1,500 - 3,000 a month.` });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE}/price-range/rent-1500-3000` });
    const sale = await priceRangeLoader(args({ range: "1m-2m" }, "/price-range/1m-2m"));
    expect(priceRangeMeta({ loaderData: sale, matches } as never)).toContainEqual({ title: "Properties for sale: RM 1M - 2M | Demo Realty" });
  });
});

describe("project pages", () => {
  it("the slug folds case, spacing and punctuation, keeps other scripts, and is stored with every save", async () => {
    expect(projectSlug("Residensi 22 @ Mont Kiara")).toBe("residensi-22-mont-kiara");
    expect(projectSlug("  RESIDENSI 22, Mont-Kiara ")).toBe("residensi-22-mont-kiara");
    expect(projectSlug("Désa Pàrkcity")).toBe("desa-parkcity");
    expect(projectSlug("翠湖苑")).toBe("翠湖苑");
    expect(projectPath("!!!")).toBeNull();
    // A slug is its own slug, or the page would redirect to an address that 404s.
    for (const name of ["ℌello Heights", "İstanbul Tower", "ﬁne ﬂats", "Straße 9", "Ⅻ Towers", "ÅNGSTRÖM"]) {
      expect(projectSlug(projectSlug(name)), name).toBe(projectSlug(name));
    }
    expect(projectSlug("ℌello Heights")).toBe("hello-heights");
    const row = await getDb().selectFrom("properties").select("project_slug").where("id", "=", project.f!.id).executeTakeFirstOrThrow();
    expect(row.project_slug).toBe("residensi-sefina");
  });

  it("lists every Available unit of the project and no other, with its counts, prices and facts", async () => {
    const data = await projectLoader(args({ slug: "residensi-sefina" }, "/project/residensi-sefina"));
    const expected = (await allRows())
      .filter((r) => r.status === "Available" && projectSlug(r.project_name) === "residensi-sefina")
      .map((r) => r.id)
      .sort();
    expect(expected).toEqual([project.a, project.b, project.c, project.f, project.g].map((p) => p!.id).sort());
    expect(data.items.map((c) => c.id).sort()).toEqual(expected);
    expect(data.total).toBe(5);
    expect(data.project).toEqual({
      slug: "residensi-sefina",
      name: "Residensi Sefina",
      location: "Mont Kiara",
      developer: "Sefina Development",
      completion: { min: 2018, max: 2019 },
      tenures: ["Freehold", "Leasehold"],
      propertyTypes: ["Condominium/Apartment/Flat"],
      // Most named first (Swimming Pool and Gym twice, in the form's order), then once each, in the form's order.
      facilities: ["Swimming Pool", "Gym", "Tennis Court", "Sauna"],
      available: 5,
      forSale: 2,
      forRent: 4,
      sale: { min: 650_000, max: 1_200_000 },
      rent: { min: 1_500, max: 4_500 },
    });
  });

  it("sends a visitor no owner field, hidden remark, or title of a unit that is not Available", async () => {
    await getDb().updateTable("properties").set({ owner_name: "Owner Canary", owner_contact: "012 canary", remarks_hidden: "Remark canary" }).where("id", "=", project.d!.id).execute();
    const json = JSON.stringify(await projectLoader(args({ slug: "residensi-sefina" }, "/project/residensi-sefina")));
    expect(json).not.toMatch(/canary|Sefina D"/i);
    expect(json).toContain("Sefina A");
  });

  it("answers 404 for a slug no listing carries, and sends another spelling of a slug to the one address", async () => {
    expect(await thrownStatus(projectLoader(args({ slug: "nowhere-park" }, "/project/nowhere-park")))).toBe(404);
    expect(await thrownStatus(projectLoader(args({ slug: "---" }, "/project/---")))).toBe(404);
    let thrown: unknown;
    try {
      await projectLoader(args({ slug: "Residensi Sefina" }, "/project/Residensi%20Sefina?page=2"));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get("Location")).toBe("/project/residensi-sefina?page=2");
  });

  it("a project with nothing Available keeps its page, says so, and is noindex", async () => {
    const data = await projectLoader(args({ slug: "gone-heights" }, "/project/gone-heights"));
    expect(data.items).toEqual([]);
    expect(data.project).toMatchObject({ name: "Gone Heights", available: 0, forSale: 0, forRent: 0, sale: null, rent: null });
    expect(projectMeta({ loaderData: data, matches } as never)).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("has a title, description, canonical, and JSON-LD for the place and its breadcrumb", async () => {
    const data = await projectLoader(args({ slug: "residensi-sefina" }, "/project/residensi-sefina"));
    const tags = projectMeta({ loaderData: data, matches } as never) as Record<string, unknown>[];
    expect(tags).toContainEqual({ title: "Residensi Sefina, Mont Kiara: units for sale and rent | Demo Realty" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE}/project/residensi-sefina` });
    const description = tags.find((t) => t.name === "description")?.content;
    expect(description).toBe(
      "Residensi Sefina, Mont Kiara (by Sefina Development, freehold/leasehold). 2 for sale from RM 650,000, 4 for rent from RM 1,500 / month, with photos and prices in RM.",
    );
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });

    const ld = tags.flatMap((t) => ("script:ld+json" in t ? [t["script:ld+json"] as Record<string, unknown>] : []));
    const place = ld.find((d) => d["@type"] === "ApartmentComplex")!;
    // The shape schema.org and Google's parser read: only terms ApartmentComplex (a Place) has, each of its expected type.
    const PLACE_TERMS = ["@context", "@type", "name", "url", "address", "image", "numberOfAvailableAccommodationUnits", "amenityFeature", "additionalProperty", "containsPlace"];
    expect(Object.keys(place).filter((k) => !PLACE_TERMS.includes(k))).toEqual([]);
    expect(place).toMatchObject({
      "@context": "https://schema.org",
      name: "Residensi Sefina",
      url: `${SITE}/project/residensi-sefina`,
      address: { "@type": "PostalAddress", addressLocality: "Mont Kiara", addressCountry: "MY" },
      numberOfAvailableAccommodationUnits: { "@type": "QuantitativeValue", value: 5 },
    });
    expect(place.amenityFeature).toContainEqual({ "@type": "LocationFeatureSpecification", name: "Gym", value: true });
    expect(place.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Developer", value: "Sefina Development" },
      { "@type": "PropertyValue", name: "Completion Year", value: "2018-2019" },
      { "@type": "PropertyValue", name: "Tenure", value: "Freehold, Leasehold" },
    ]);
    const units = place.containsPlace as Record<string, unknown>[];
    expect(units).toHaveLength(5);
    for (const unit of units) {
      expect(unit["@type"]).toBe("Accommodation");
      expect(Object.keys(unit).filter((k) => !["@type", "name", "url", "accommodationCategory", "address"].includes(k))).toEqual([]);
      expect(String(unit.url)).toMatch(new RegExp(`^${SITE}/listing/[a-z0-9-]+$`));
      expect(unit.address).toEqual({ "@type": "PostalAddress", addressLocality: "Mont Kiara", addressCountry: "MY" });
    }
    expect(JSON.parse(JSON.stringify(place))).toEqual(place);
    const crumbs = ld.find((d) => d["@type"] === "BreadcrumbList")!;
    expect((crumbs.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item])).toEqual([
      ["Available Properties", `${SITE}/`],
      ["Mont Kiara", `${SITE}/location/mont-kiara`],
      ["Residensi Sefina", `${SITE}/project/residensi-sefina`],
    ]);
  });
});

describe("the sitemap", () => {
  it("lists the rent ranges and every project with an Available unit, and no sold-out or empty project", async () => {
    const xml = await pagesSitemap(SITE);
    for (const range of [...PRICE_RANGES, ...RENT_RANGES]) expect(xml).toContain(`<loc>${SITE}/price-range/${range.slug}</loc>`);
    expect(xml).toContain(`<loc>${SITE}/project/residensi-sefina</loc>`);
    expect(xml).toContain(`<loc>${SITE}/project/residensi-sefina-two</loc>`);
    expect(xml).toContain(`<loc>${SITE}/project/test-residences</loc>`);
    expect(xml).not.toContain("/project/gone-heights");
    expect(xml).not.toContain("/project/<");
    // The English entries (each page is listed in /ms/ and /zh/ as well).
    const listed = [...xml.matchAll(new RegExp(`<loc>${SITE}/project/([^<]+)<`, "g"))].map((m) => m[1]);
    expect([...xml.matchAll(new RegExp(`<loc>${SITE}/zh/project/([^<]+)<`, "g"))].map((m) => m[1])).toEqual(listed);
    expect(listed).toEqual(await projectsWithListings());
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe("the migration", () => {
  it("gives listings saved before it their project's slug", async () => {
    const migrator = new Migrator({ db: getDb(), provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf("20261124_0640_projects_and_rent_ranges") - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const now = new Date().toISOString();
    await sql`insert into properties (id, display_id, slug, title, project_name, location, listing_type, price_sale, date_status, created_at)
      values ('old-project-row', 9101, 'old-project-row', 'Old Row', 'The Élan @ KLCC', 'KLCC', '["sale"]', 900000, ${now}, ${now})`.execute(getDb());
    await migrateToLatest(getDb());
    const rows = await getDb().selectFrom("properties").select(["id", "project_name", "project_slug"]).execute();
    for (const row of rows) expect(row.project_slug, row.project_name).toBe(projectSlug(row.project_name));
    expect(rows.find((r) => r.id === "old-project-row")?.project_slug).toBe("the-elan-klcc");
  });
});
