import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, getDialect } from "~/platform/db/db.server";
import { bulkSeed } from "~/properties/demo/bulk-seed.server";
import { parseListFilters } from "~/properties/list-filters";
import { listAvailable } from "~/properties/public-lists.server";
import { describePlans, plansOf } from "../../support/query-plans";

// Issue 30 ("the station filter's query plan at 100,000 listings", decision 060):
// with a catalogue that size, each station filter's statements read its own
// index and never the whole table, on both dialects, with PostgreSQL's planner
// left to its own costs (sequential scans allowed).

const LISTINGS = 100_000;
const SEEDED = 1_000;

beforeAll(async () => {
  // 1,000 listings measured as a save measures them (bulkSeed), then copied 99
  // times over in SQL with new ids, display ids and slugs, their stations with them.
  await bulkSeed(SEEDED, { photoPool: 1 });
  const db = getDb();
  const names =
    getDialect() === "postgres"
      ? (await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = 'properties' order by ordinal_position`.execute(db)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select name from pragma_table_info('properties')`.execute(db)).rows.map((r) => r.name);
  const { max } = (await sql<{ max: number | string }>`select max(display_id) as max from properties`.execute(db)).rows[0]!;
  const step = Number(max);
  const copied = (k: number) =>
    names.map((n) =>
      n === "id"
        ? sql`id || ${`-${k}`}`
        : n === "slug"
          ? sql`slug || ${`-${k}`}`
          : n === "display_id"
            ? sql`display_id + ${step * k}`
            : // The copies' long texts are left empty: the search tables' triggers index every insert, and the plans do not read them.
              n.startsWith("description")
              ? sql`''`
              : sql.ref(n),
    );
  for (let k = 1; k < LISTINGS / SEEDED; k++) {
    await db.transaction().execute(async (trx) => {
      await sql`insert into properties (${sql.join(names.map((n) => sql.ref(n)))}) select ${sql.join(copied(k))} from properties where display_id <= ${step}`.execute(trx);
      await sql`insert into property_stations (property_id, station_slug, line_code, metres)
        select s.property_id || ${`-${k}`}, s.station_slug, s.line_code, s.metres
        from property_stations s join properties p on p.id = s.property_id where p.display_id <= ${step}`.execute(trx);
    });
  }
  if (getDialect() === "postgres") await sql`vacuum analyze properties, property_stations`.execute(db);
}, 900_000);

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

  it.each(CASES)("?%s reads one of %s, never the whole table", async (params, indexes) => {
    const filters = parseListFilters(new URLSearchParams(params));
    const plans = await plansOf(() => listAvailable({ filters }), { planner: "as is" });
    const steps = plans.flatMap((p) => p.steps);
    const shown = describePlans(plans);
    expect(steps.filter((s) => s.readsWholeTable), shown).toEqual([]);
    expect(steps.some((s) => s.index !== undefined && indexes.includes(s.index)), `none of ${indexes.join(", ")} used:\n${shown}`).toBe(true);
  });
});
