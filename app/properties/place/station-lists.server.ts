import { sql } from "kysely";
import { getDb } from "~/platform/db/db.server";
import type { NearStation } from "~/place/nearest";
import { walkingMinutes } from "~/place/geo";
import { STATIONS, type Station } from "~/place/stations.server";
import { turnTaker } from "~/platform/turns";
import { CARD_COLUMNS, toCard } from "../model/table";
import { COUNT_CAP, PAGE_SIZE, type CardPage } from "../public-lists.server";

/**
 * A station page's list (issue 30 item 3): the Available listings within 2 km,
 * nearest first, from property_stations' (station_slug, available, metres,
 * property_id) index: the rows of listings that are not Available are never
 * read (their flag is kept by triggers, decision 074). Each card names this
 * station first, whatever its own nearest is.
 *
 * A listing has a row per line of the station (an interchange's platforms lie
 * apart, so their distances differ): it is listed at its nearest one, the row
 * no other row of the same listing and station beats. Read that way, in the
 * index's order, both databases walk the index and stop at the page's end; a
 * `min(metres) … group by` read every listing near the station first (at
 * 100,000 listings, a p50 15 times the 100-listing one in `npm run bench`).
 * The count stops at COUNT_CAP, as the other lists' do (decision 060), and
 * reads the index alone.
 */
export async function listNearStation(station: Station, page = 1): Promise<CardPage> {
  const db = getDb();
  const nearest = db
    .selectFrom("property_stations as ps")
    .where("ps.station_slug", "=", station.slug)
    .where("ps.available", "=", 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("property_stations as other")
            .select(sql`1`.as("one"))
            .whereRef("other.property_id", "=", "ps.property_id")
            // `|| ''` keeps SQLite off the station index here (it would scan the station's nearer rows for
            // each row: quadratic); the primary key's property_id leads to the listing's few rows instead.
            .where(sql`other.station_slug || ''`, "=", sql.ref("ps.station_slug"))
            .where((eb) =>
              eb.or([
                eb("other.metres", "<", eb.ref("ps.metres")),
                eb.and([eb("other.metres", "=", eb.ref("ps.metres")), eb("other.line_code", "<", eb.ref("ps.line_code"))]),
              ]),
            ),
        ),
      ),
    );
  // The count reads index entries only: a listing has at most a row per line of the station, so the
  // nearest (COUNT_CAP + 1) × lines rows hold COUNT_CAP + 1 listings when the station has that many.
  // Testing each row for its listing's nearest platform, as the page does, cost 3.4 µs a row (1,001 table reads).
  const counted = await db
    .selectFrom(
      db
        .selectFrom("property_stations as ps")
        .select("ps.property_id")
        .where("ps.station_slug", "=", station.slug)
        .where("ps.available", "=", 1)
        .orderBy("ps.metres")
        .limit((COUNT_CAP + 1) * Math.max(1, station.lines.length))
        .as("rows"),
    )
    .select((eb) => eb.fn.count<number | string>("rows.property_id").distinct().as("n"))
    .executeTakeFirstOrThrow();
  const capped = Number(counted.n) > COUNT_CAP;
  const total = Math.min(Number(counted.n), COUNT_CAP);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await nearest
    .innerJoin("properties", "properties.id", "ps.property_id")
    .select(CARD_COLUMNS.map((c) => `properties.${c}` as const))
    .select("ps.metres as station_distance")
    .orderBy("ps.metres")
    .orderBy("ps.property_id")
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE)
    .execute();
  const items = rows.map(({ station_distance, ...row }) => {
    const metres = Number(station_distance);
    const here: NearStation = { slug: station.slug, label: station.label, lines: station.lines, metres, minutes: walkingMinutes(metres) };
    const card = toCard(row);
    return { ...card, near_stations: [here, ...card.near_stations.filter((s) => s.slug !== station.slug)] };
  });
  return { items, total, capped, page: current, pageCount };
}

/**
 * How many Available listings lie within 2 km of each station (the Stations
 * index), counted station by station with a turn of the event loop between a
 * few: at 100,000 listings one grouped count over every station's rows held
 * the loop 70 ms of CPU (issue 28 item 8: no more than 50 ms at a time). Each
 * count reads its station's index entries alone.
 */
export async function stationListingCounts(): Promise<Map<string, number>> {
  const db = getDb();
  const turn = turnTaker(10);
  const counts = new Map<string, number>();
  for (const station of STATIONS) {
    const row = await db
      .selectFrom("property_stations")
      .where("station_slug", "=", station.slug)
      .where("available", "=", 1)
      .select((eb) => eb.fn.count<number | string>("property_id").distinct().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(row.n) > 0) counts.set(station.slug, Number(row.n));
    await turn();
  }
  return counts;
}

/** The stations with at least one Available listing within 2 km (the sitemap): one index probe each, nothing counted. */
export async function stationsWithListings(): Promise<Set<string>> {
  const db = getDb();
  const turn = turnTaker(10);
  const found = new Set<string>();
  for (const station of STATIONS) {
    const row = await db
      .selectFrom("property_stations")
      .select("property_id")
      .where("station_slug", "=", station.slug)
      .where("available", "=", 1)
      .limit(1)
      .executeTakeFirst();
    if (row) found.add(station.slug);
    await turn();
  }
  return found;
}
