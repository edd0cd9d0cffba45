import { sql } from "kysely";
import { getDb, getDialect } from "~/platform/db/db.server";
import { parseList } from "~/platform/json-list";
import { FACILITIES } from "./model/property";
import type { ProjectSummary, Span } from "./projects";

interface Group {
  status: string;
  project_name: string;
  location: string;
  developer: string;
  completion_year: number | string | null;
  tenure: string;
  facilities: string;
  property_type: string;
  listing_type: string;
  n: number | string;
  priced_sale: number | string;
  priced_rent: number | string;
  sale_min: number | string | null;
  sale_max: number | string | null;
  rent_min: number | string | null;
  rent_max: number | string | null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** Values by how many listings give them, most first; ties by `tiebreak` (alphabetical by default). Empty values left out. */
function byCount(counts: Map<string, number>, tiebreak: (a: string, b: string) => number = (a, b) => a.localeCompare(b)): string[] {
  return [...counts]
    .filter(([value]) => value.trim() !== "")
    .sort(([a, na], [b, nb]) => nb - na || tiebreak(a, b))
    .map(([value]) => value);
}

function add(counts: Map<string, number>, value: string, n: number) {
  counts.set(value, (counts.get(value) ?? 0) + n);
}

function widen(span: Span | null, min: number | null, max: number | null): Span | null {
  if (min === null || max === null) return span;
  return span ? { min: Math.min(span.min, min), max: Math.max(span.max, max) } : { min, max };
}

/**
 * The summary of the project with this slug, or null when no listing
 * (of any status) carries it. One grouped query from the
 * properties_project_order index: a project's listings are grouped by the
 * public columns the summary reads, so a project of a thousand look-alike
 * units is a few dozen rows; only public columns are read.
 */
export async function projectSummary(slug: string): Promise<ProjectSummary | null> {
  if (!slug) return null;
  const groups = (await getDb()
    .selectFrom("properties")
    .select([
      "status", "project_name", "location", "developer", "completion_year", "tenure", "facilities", "property_type", "listing_type",
    ])
    .select((eb) => [
      eb.fn.countAll<number | string>().as("n"),
      sql<number | string>`sum(case when price_sale is null then 0 else 1 end)`.as("priced_sale"),
      sql<number | string>`sum(case when price_rent is null then 0 else 1 end)`.as("priced_rent"),
      eb.fn.min("price_sale").as("sale_min"),
      eb.fn.max("price_sale").as("sale_max"),
      eb.fn.min("price_rent").as("rent_min"),
      eb.fn.max("price_rent").as("rent_max"),
    ])
    .where("project_slug", "=", slug)
    .groupBy([
      "status", "project_name", "location", "developer", "completion_year", "tenure", "facilities", "property_type", "listing_type",
    ])
    .execute()) as Group[];
  if (groups.length === 0) return null;

  const names = new Map<string, number>();
  const locations = new Map<string, number>();
  const developers = new Map<string, number>();
  const tenures = new Map<string, number>();
  const types = new Map<string, number>();
  const facilities = new Map<string, number>();
  let completion: Span | null = null;
  let available = 0;
  let forSale = 0;
  let forRent = 0;
  let sale: Span | null = null;
  let rent: Span | null = null;
  for (const g of groups) {
    const n = Number(g.n);
    add(names, g.project_name, n);
    add(locations, g.location, n);
    add(developers, g.developer, n);
    add(tenures, g.tenure, n);
    add(types, g.property_type, n);
    for (const facility of new Set(parseList(g.facilities))) add(facilities, facility, n);
    const year = num(g.completion_year);
    completion = widen(completion, year, year);
    if (g.status !== "Available") continue;
    available += n;
    // Listings saved before listing types were required: their prices say what they offer (as display/pricing.ts reads them).
    const deals = parseList(g.listing_type);
    forSale += deals.length ? (deals.includes("sale") ? n : 0) : Number(g.priced_sale);
    forRent += deals.length ? (deals.includes("rent") ? n : 0) : Number(g.priced_rent);
    sale = widen(sale, num(g.sale_min), num(g.sale_max));
    rent = widen(rent, num(g.rent_min), num(g.rent_max));
  }
  const formOrder = (a: string, b: string) =>
    ((FACILITIES as readonly string[]).indexOf(a) >>> 0) - ((FACILITIES as readonly string[]).indexOf(b) >>> 0) || a.localeCompare(b);
  return {
    slug,
    name: byCount(names)[0] ?? slug,
    location: byCount(locations)[0] ?? "",
    developer: byCount(developers)[0] ?? "",
    completion,
    tenures: byCount(tenures),
    propertyTypes: byCount(types),
    facilities: byCount(facilities, formOrder),
    available,
    forSale,
    forRent,
    sale,
    rent,
  };
}

/**
 * Every project with an Available listing, by slug: one index seek per
 * project (a loose index scan of properties_project_order), never the
 * whole index at once. `pause` runs every `every` projects, so the caller
 * can yield to the event loop.
 */
export async function projectsWithListings(pause: () => Promise<unknown> = async () => {}, every = 500): Promise<string[]> {
  const found: string[] = [];
  // Starting after "" leaves out listings without a project.
  let after = "";
  for (;;) {
    const row = await getDb()
      .selectFrom("properties")
      .select("project_slug")
      .where("project_slug", ">", after)
      // SQLite, left to itself, seeks status = 'Available' in another index and sorts every Available row for each project; `+status` rules that out.
      .where(getDialect() === "sqlite" ? sql<string>`+status` : sql<string>`status`, "=", "Available")
      .orderBy("project_slug")
      .limit(1)
      .executeTakeFirst();
    if (!row) return found;
    found.push(row.project_slug);
    after = row.project_slug;
    if (found.length % every === 0) await pause();
  }
}
