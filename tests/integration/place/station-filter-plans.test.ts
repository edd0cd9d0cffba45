import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { bulkSeed } from "~/properties/demo/bulk-seed.server";
import { parseListFilters } from "~/properties/list-filters";
import { listAvailable } from "~/properties/public-lists.server";
import { listNearStation } from "~/properties/place/station-lists.server";
import { stationBySlug } from "~/place/stations.server";
import { copyCatalogue } from "../../support/copy-catalogue";
import { describePlans, plansOf } from "../../support/query-plans";

// Issue 30 ("the station filter's query plan at 100,000 listings", decision 060):
// with a catalogue that size, each station filter's statements read its own
// index and never the whole table, on both dialects, with PostgreSQL's planner
// left to its own costs (sequential scans allowed).

const LISTINGS = 100_000;
const SEEDED = 1_000;

beforeAll(async () => {
  // 1,000 listings measured as a save measures them (bulkSeed), then copied 99
  // times over in one statement per table, their stations with them (copyCatalogue).
  await bulkSeed(SEEDED, { photoPool: 1 });
  await copyCatalogue(LISTINGS / SEEDED);
}, 300_000);

/** The filter, and the indexes of which its statements must read one. */
const CASES: [string, string[]][] = [
  ["near=500", ["properties_station_near"]],
  ["near=1000", ["properties_station_near"]],
  ["near=2000", ["properties_station_near"]],
  ["line=kg", ["property_stations_by_line"]],
  ["line=brt", ["property_stations_by_line"]],
  ["line=kj&near=500", ["properties_station_near", "property_stations_by_line"]],
];

describe(`the station filters at ${LISTINGS.toLocaleString("en")} listings`, () => {
  it("has them all, each with its stations", async () => {
    const { n } = (await sql<{ n: number | string }>`select count(*) as n from properties`.execute(getDb())).rows[0]!;
    expect(Number(n)).toBe(LISTINGS);
  });

  // A price order beside a distance (decision 065): the count (capped, decision 021) walks the station
  // index in the distance's order and stops at the cap; the page walks the sale price index, testing the
  // distance on its entries: both indexes read, neither the table nor a sort of its rows.
  it("?near=1000&sort=price_asc&deal=sale counts from properties_station_near and walks properties_sale_price_id, with no sort", async () => {
    const filters = parseListFilters(new URLSearchParams("near=1000&sort=price_asc&deal=sale"));
    const list = await listAvailable({ filters });
    expect(list.capped).toBe(true);
    const plans = await plansOf(() => listAvailable({ filters }), { planner: "as is" });
    const steps = plans.flatMap((p) => p.steps);
    const shown = describePlans(plans);
    expect(steps.filter((s) => s.readsWholeTable), shown).toEqual([]);
    const used = new Set(steps.map((s) => s.index));
    for (const index of ["properties_station_near", "properties_sale_price_id"]) expect(used.has(index), `${index} not used:\n${shown}`).toBe(true);
    // The statement's own sort orders the page's 24 cards; none below it sorts the matches.
    expect(steps.filter((s) => !s.topLevel && /TEMP B-TREE FOR ORDER BY|^Sort|^Incremental Sort/.test(s.text)), shown).toEqual([]);
  });

  // Decision 074: a station page and its capped count walk the Available rows of its station in distance
  // order (the flag beside the distance), never the rows of the Sold and withdrawn listings near it;
  // the count reads the index alone.
  it("a station page (/near/…) walks property_stations_available_by_station, its count without the listings' table", async () => {
    // The station with the most listings near it, as `npm run bench` picks it.
    const { rows } = await sql<{ slug: string }>`select station_slug as slug from property_stations
      group by station_slug order by count(distinct property_id) desc, station_slug limit 1`.execute(getDb());
    const station = stationBySlug(rows[0]!.slug)!;
    const page = await listNearStation(station);
    expect([page.capped, page.items.length]).toEqual([true, 24]);
    const plans = await plansOf(() => listNearStation(station), { planner: "as is" });
    const shown = describePlans(plans);
    const steps = plans.flatMap((p) => p.steps);
    expect(steps.filter((s) => s.readsWholeTable || /^(SCAN|Seq Scan on) property_stations$/.test(s.text)), shown).toEqual([]);
    for (const plan of plans) expect(plan.steps.some((s) => s.index === "property_stations_available_by_station"), shown).toBe(true);
    const count = plans.find((p) => /^select count\(/.test(p.sql))!;
    expect(count.steps.filter((s) => /\bproperties\b/.test(s.text)), shown).toEqual([]);
    // In the index's order: no sort of the station's rows below either statement's own.
    expect(steps.filter((s) => !s.topLevel && /TEMP B-TREE FOR ORDER BY|^Sort|^Incremental Sort/.test(s.text)), shown).toEqual([]);
  });

  it.each(CASES)("?%s reads one of %s, never the whole table", async (params, indexes) => {
    const filters = parseListFilters(new URLSearchParams(params));
    const plans = await plansOf(() => listAvailable({ filters }), { planner: "as is" });
    const steps = plans.flatMap((p) => p.steps);
    const shown = describePlans(plans);
    expect(steps.filter((s) => s.readsWholeTable), shown).toEqual([]);
    expect(steps.some((s) => s.index !== undefined && indexes.includes(s.index)), `none of ${indexes.join(", ")} used:\n${shown}`).toBe(true);
  });
});
