import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestProperty } from "../../factories";
import { describePlans, plansOf } from "../../support/query-plans";
import { listAdminProperties } from "~/properties/admin-list.server";
import { resolveCategory } from "~/properties/categories";
import { getDb, getDialect } from "~/platform/db/db.server";
import { bulkSeed } from "~/properties/demo/bulk-seed.server";
import { getNeighbours, getPublicListing, getSimilar } from "~/properties/detail.server";
import { listNames } from "~/names/names.server";
import { runListingLifecycle } from "~/properties/lifecycle.server";
import { parsePriceRange } from "~/properties/price-ranges";
import { LIST_DECLARATION } from "~/properties/model/public-fields";
import { LIST_FILTERS, parseListFilters, SORT_KEYS, type SortKey } from "~/properties/list-filters";
import type { ListFilterSpec } from "~/properties/model/list-declaration";
import { listAvailable, listByCategory, listByLocation, listByPriceRange, listByProject } from "~/properties/public-lists.server";
import { projectSummary, projectsWithListings } from "~/properties/projects.server";

// Issue 7: no public or admin page may read the whole catalogue. Each page
// function runs for real; the statements it sent are EXPLAINed and must be
// served by the indexes named here, never by a scan of `properties`.

let rare: Awaited<ReturnType<typeof createTestProperty>>;

beforeAll(async () => {
  await bulkSeed(2000, { photoPool: 1 });
  rare = await createTestProperty({
    title: "Quetzal Garden Residence",
    title_ms: "Kediaman Mewah Quetzal",
    title_zh: "武吉免登豪华公寓",
    project_name: "Xylo Park",
    location: "Lonely Cove",
    property_type: "Heritage Shophouse",
    owner_name: "Madam Zebedee",
  });
  // PostgreSQL plans from statistics, and prices a GIN index by its pending
  // list of fresh entries too; VACUUM merges that list, as autovacuum would.
  if (getDialect() === "postgres") await sql`vacuum analyze properties`.execute(getDb());
}, 120_000);

interface PageCase {
  page: string;
  run: () => Promise<unknown>;
  /** Indexes (or SQLite FTS5 tables) the plans must use. */
  sqlite: string[];
  /** Left out where PostgreSQL may rightly pick any of several indexes. */
  postgres?: string[];
  /**
   * The order comes from the index: no sort of the matches (SQLite "USE TEMP
   * B-TREE FOR ORDER BY", PostgreSQL "Sort") below the statement's own, which
   * orders the one page of cards it returns.
   */
  sortedByIndex?: boolean;
}

const publicTrigram = ["properties_title_trgm", "properties_project_name_trgm", "properties_location_trgm", "properties_display_id_trgm"];

const filters = (params: string) => parseListFilters(new URLSearchParams(params));

/**
 * Issue 14: each sort walks its own index (20261124_0630_list_filters.ts)
 * from the first entry above zero and stops after the page; the filters are
 * tested on the rows it walks. A filter that an index serves better (a
 * location) may read that index instead and sort its few matches.
 */
const filterCases: PageCase[] = [
  ...(
    [
      // On All, every listing in one order: sale, then rent only, then on request (decision 054).
      ["sort=price_asc", "properties_every_price_asc_id"],
      ["sort=price_desc", "properties_every_price_desc_id"],
      ["beds=3&sort=price_desc", "properties_every_price_desc_id"],
      ["deal=sale&sort=price_asc", "properties_sale_price_id"],
      ["deal=rent&sort=price_asc", "properties_rent_price_id"],
      ["deal=rent&sort=price_desc&beds=3", "properties_rent_price_id"],
      ["deal=sale&min_price=500000&max_price=900000&sort=price_asc", "properties_sale_price_id"],
      ["sort=psf_asc", "properties_sale_psf_id"],
      ["deal=rent&sort=psf_asc", "properties_rent_psf_id"],
      ["sort=size_desc", "properties_built_up_id"],
      ["min_sqft=1500&sort=size_desc&furnishing=Fully Furnished", "properties_built_up_id"],
      ["deal=rent&beds=2", "properties_home_order"],
      ["type=Terrace House&tenure=Freehold&furnishing=Unfurnished", "properties_home_order"],
    ] as const
  ).map(([params, index]): PageCase => ({
    page: `home list ?${params}`,
    run: () => listAvailable({ filters: filters(params) }),
    sqlite: [index],
    postgres: [index],
    sortedByIndex: true,
  })),
  {
    page: "home list ?deal=sale&sort=price_asc, page 20",
    run: () => listAvailable({ filters: filters("deal=sale&sort=price_asc"), page: 20 }),
    sqlite: ["properties_sale_price_id"],
    postgres: ["properties_sale_price_id"],
    sortedByIndex: true,
  },
  { page: "home list ?location=lonely-cove&sort=price_asc", run: () => listAvailable({ filters: filters("location=lonely-cove&sort=price_asc") }), sqlite: [] },
  { page: "location ?deal=sale&sort=psf_asc", run: () => listByLocation("lonely-cove", 1, filters("deal=sale&sort=psf_asc")), sqlite: [] },
  { page: "location ?beds=3", run: () => listByLocation("lonely-cove", 1, filters("beds=3")), sqlite: ["properties_location_key"], postgres: ["properties_location_key"] },
  { page: "category ?deal=rent&sort=price_asc", run: () => listByCategory(resolveCategory("landed-house")!, 1, filters("deal=rent&sort=price_asc")), sqlite: [] },
  { page: "price range ?sort=size_desc&beds=2", run: () => listByPriceRange(parsePriceRange("above-2m")!, 1, filters("sort=size_desc&beds=2")), sqlite: [] },
  { page: "search ?q=quetzal&deal=sale&sort=price_desc", run: () => listAvailable({ q: "quetzal", filters: filters("deal=sale&sort=price_desc") }), sqlite: ["properties_public_search"], postgres: publicTrigram },
];

/**
 * Decision 045: every filter and sort the fields declare, derived from the
 * declaration, so a new one is covered here the day it is declared. Each
 * sort, for each deal, walks its own index (a new sort fails to typecheck
 * until it names one); each filter, alone, is tested on the entries of the
 * Newest and the price order's indexes.
 */
const SORT_INDEX: Record<SortKey, { sale: string; rent: string; all: string }> = {
  newest: { sale: "properties_home_order", rent: "properties_home_order", all: "properties_home_order" },
  price_asc: { sale: "properties_sale_price_id", rent: "properties_rent_price_id", all: "properties_every_price_asc_id" },
  price_desc: { sale: "properties_sale_price_id", rent: "properties_rent_price_id", all: "properties_every_price_desc_id" },
  psf_asc: { sale: "properties_sale_psf_id", rent: "properties_rent_psf_id", all: "properties_sale_psf_id" },
  size_desc: { sale: "properties_built_up_id", rent: "properties_built_up_id", all: "properties_built_up_id" },
};
function sample(spec: ListFilterSpec): string {
  if (spec.as === "range") return `${spec.min}=300000&${spec.max}=900000`;
  if (spec.as === "choice") return `${spec.param}=${encodeURIComponent(spec.options[1] ?? spec.options[0]!)}`;
  if (spec.as === "place") return `${spec.param}=lonely-cove`;
  if (spec.as === "deal") return `${spec.param}=rent`;
  if (spec.as === "line") return `${spec.param}=${spec.options.includes("kj") ? "kj" : spec.options[0]!}`;
  return `${spec.param}=${spec.choices?.[1] ?? 1000}`;
}
/** The station filters read their own index (decision 060): the count there, and the page too until the count is capped. */
const OWN_INDEX: Partial<Record<ListFilterSpec["as"], string>> = { near: "properties_station_near", line: "property_stations_by_line" };
const derivedCases: PageCase[] = [
  ...SORT_KEYS.flatMap((sort) =>
    (["sale", "rent"] as const).map((deal): PageCase => {
      const index = SORT_INDEX[sort][deal];
      return { page: `derived: ?deal=${deal}&sort=${sort}`, run: () => listAvailable({ filters: filters(`deal=${deal}&sort=${sort}`) }), sqlite: [index], postgres: [index], sortedByIndex: true };
    }),
  ),
  ...LIST_FILTERS.flatMap((spec) =>
    (["newest", "price_asc"] as const).map((sort): PageCase => {
      const params = `${sample(spec)}&sort=${sort}`;
      // A place is read by its own index (properties_location_key), its few matches sorted; a station filter by its own (OWN_INDEX).
      const own = OWN_INDEX[spec.as];
      const index = spec.as === "place" ? [] : own ? [own] : [SORT_INDEX[sort][spec.as === "deal" ? "rent" : spec.as === "range" ? "sale" : "all"]];
      return { page: `derived: ?${params}`, run: () => listAvailable({ filters: filters(params) }), sqlite: index, postgres: index, sortedByIndex: spec.as !== "place" && !own };
    }),
  ),
];

const cases: PageCase[] = [
  { page: "home list", run: () => listAvailable({}), sqlite: ["properties_home_order"], postgres: ["properties_home_order"] },
  { page: "home list, page 40", run: () => listAvailable({ page: 40 }), sqlite: ["properties_home_order"], postgres: ["properties_home_order"] },
  // The count from the display_id-keyed table, the page from the one kept in list order (20261126_0230).
  {
    page: "search, a word",
    run: () => listAvailable({ q: "quetzal" }),
    sqlite: ["properties_public_search", "properties_search_by_list_order", "properties_display_id_unique"],
    postgres: publicTrigram,
  },
  {
    page: "search, a word, page 30",
    run: () => listAvailable({ q: "condo", page: 30 }),
    sqlite: ["properties_public_search", "properties_search_by_list_order", "properties_display_id_unique"],
    postgres: publicTrigram,
  },
  {
    page: "search, two letters (start of a word)",
    run: () => listAvailable({ q: "xy" }),
    sqlite: ["properties_public_search", "properties_display_id_unique"],
    postgres: publicTrigram,
  },
  // Issue 26 (decision 037): own-language text, short names and codes read the same tables and indexes.
  {
    page: "search, two Chinese characters",
    run: () => listAvailable({ q: "武吉" }),
    sqlite: ["properties_public_search", "properties_display_id_unique"],
    postgres: ["properties_title_zh_trgm", "properties_description_zh_trgm"],
  },
  {
    page: "search, a Malay word",
    run: () => listAvailable({ q: "mewah" }),
    sqlite: ["properties_public_search", "properties_search_by_list_order", "properties_display_id_unique"],
    postgres: ["properties_title_ms_trgm", "properties_description_ms_trgm"],
  },
  {
    page: "search, a short name and its full name (PJ, Petaling Jaya)",
    run: () => listAvailable({ q: "PJ" }),
    sqlite: ["properties_public_search", "properties_display_id_unique"],
    // One seeded listing in twelve is in Petaling Jaya: PostgreSQL may rightly read the Available entries instead.
  },
  {
    page: "search, a short code as a word (SS2)",
    run: () => listAvailable({ q: "SS2" }),
    sqlite: ["properties_public_search", "properties_search_by_list_order", "properties_display_id_unique"],
    postgres: publicTrigram,
  },
  {
    page: "search, a short display id",
    run: () => listAvailable({ q: "7" }),
    sqlite: ["properties_display_id_unique"],
    postgres: ["properties_display_id_unique"],
  },
  // Decision 026: the stored types by a loose index scan, then the category's own index.
  {
    page: "category, an alias of four types",
    run: () => listByCategory(resolveCategory("landed-house")!),
    sqlite: ["properties_category_order"],
    postgres: ["properties_category_order"],
  },
  {
    page: "category, a rare type",
    run: () => listByCategory(resolveCategory("heritage-shophouse")!),
    sqlite: ["properties_category_order"],
    postgres: ["properties_category_order"],
  },
  {
    page: "category of one type, newest, with a deal and a price range",
    run: () => listByCategory(resolveCategory("condo")!, 1, filters("deal=sale&min_price=300000&max_price=900000")),
    sqlite: ["properties_category_order"],
    postgres: ["properties_category_order"],
    sortedByIndex: true,
  },
  { page: "location", run: () => listByLocation("lonely-cove"), sqlite: ["properties_location_key"], postgres: ["properties_location_key"] },
  { page: "price range", run: () => listByPriceRange(parsePriceRange("above-2m")!), sqlite: ["properties_price_order"] },
  { page: "rent range", run: () => listByPriceRange(parsePriceRange("rent-1500-3000")!), sqlite: ["properties_rent_order"] },
  { page: "project, its units", run: () => listByProject("xylo-park"), sqlite: ["properties_project_order"], postgres: ["properties_project_order"] },
  { page: "project, what its listings say", run: () => projectSummary("xylo-park"), sqlite: ["properties_project_order"], postgres: ["properties_project_order"] },
  { page: "sitemap, projects with units", run: () => projectsWithListings(), sqlite: ["properties_project_order"], postgres: ["properties_project_order"] },
  {
    page: "detail, by id then slug",
    run: () => getPublicListing(rare.slug),
    sqlite: ["sqlite_autoindex_properties_1", "properties_slug_unique"],
    postgres: ["properties_pkey", "properties_slug_unique"],
  },
  {
    page: "detail, previous and next",
    run: () => getNeighbours({ id: rare.id, date_status: new Date().toISOString() }),
    sqlite: ["properties_status_date_id"],
    postgres: ["properties_status_date_id"],
  },
  { page: "detail, similar", run: () => getSimilar(rare), sqlite: ["properties_similar_order"], postgres: ["properties_similar_order"] },
  // The count reads one index whole (SQLite: SCAN … USING COVERING INDEX): the page says how many listings there are.
  { page: "Property Manager", run: () => listAdminProperties({}), sqlite: ["properties_admin_order"], postgres: ["properties_admin_order"] },
  // Issue 30 item 5: the listings still without a place, from their own partial index.
  { page: "Property Manager, no place", run: () => listAdminProperties({ needs: "place" }), sqlite: ["properties_without_place"], postgres: ["properties_without_place"] },
  {
    page: "Property Manager search, an owner's name",
    run: () => listAdminProperties({ q: "zebedee" }),
    sqlite: ["properties_admin_search", "properties_display_id_unique"],
    postgres: ["properties_owner_name_trgm"],
  },
  {
    page: "Property Manager search, two letters",
    run: () => listAdminProperties({ q: "ze" }),
    sqlite: ["properties_admin_search"],
    postgres: ["properties_owner_name_trgm"],
  },
  {
    page: "Property Manager search, a Chinese title",
    run: () => listAdminProperties({ q: "豪华公寓" }),
    sqlite: ["properties_admin_search"],
    postgres: ["properties_title_zh_trgm"],
  },
  // Background work holds the loop as a page would (decision 026): the lifecycle job reads only the rows it may change.
  {
    page: "listing lifecycle job",
    run: () => runListingLifecycle(),
    sqlite: ["properties_authorised_until", "properties_price_reduced_at"],
    postgres: ["properties_authorised_until", "properties_price_reduced_at"],
  },
  // Unpaginated by design (small taxonomies, docs/product.md#data), but read in index order, never sorted.
  { page: "admin locations", run: () => listNames("locations"), sqlite: ["locations_name_key_unique"] },
  { page: "admin project names", run: () => listNames("project_names"), sqlite: ["project_names_name_key_unique"] },
];

describe("every public and admin page query is served by an index", () => {
  it.each([...cases, ...filterCases, ...derivedCases])("$page", async ({ run, sqlite, postgres, sortedByIndex }) => {
    const plans = await plansOf(run);
    const steps = plans.flatMap((p) => p.steps);
    const shown = describePlans(plans);
    expect(steps.filter((s) => s.readsWholeTable), shown).toEqual([]);
    const used = new Set(steps.map((s) => s.index));
    const wanted = getDialect() === "postgres" ? (postgres ?? []) : sqlite;
    for (const index of wanted) expect(used.has(index), `${index} not used:\n${shown}`).toBe(true);
    if (sortedByIndex) {
      const sorts = steps.filter((s) => !s.topLevel && /TEMP B-TREE FOR ORDER BY|^Sort|^Incremental Sort/.test(s.text));
      expect(sorts, shown).toEqual([]);
    }
  });
});

describe("the list-order indexes hold every column a declared filter or sort reads (decision 045)", () => {
  it.each(Object.values(SORT_INDEX).flatMap((i) => [i.sale, i.rent]).filter((v, i, all) => all.indexOf(v) === i))("%s", async (index) => {
    const { rows } =
      getDialect() === "postgres"
        ? await sql<{ definition: string }>`select indexdef as definition from pg_indexes where indexname = ${index}`.execute(getDb())
        : await sql<{ definition: string }>`select sql as definition from sqlite_master where name = ${index}`.execute(getDb());
    const definition = rows[0]?.definition ?? "";
    const missing = LIST_DECLARATION.indexColumns.filter((column) => !new RegExp(`\\b${column}\\b`).test(definition));
    expect(missing, definition).toEqual([]);
  });
});
