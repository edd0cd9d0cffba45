import { sql } from "kysely";
import { getDb } from "~/platform/db/db.server";
import type { NearStation } from "~/place/nearest";
import { walkingMinutes } from "~/place/geo";
import type { Station } from "~/place/stations.server";
import { CARD_COLUMNS, toCard, type PropertyCardData } from "../model/table";
import { PAGE_SIZE } from "../public-lists.server";

/**
 * A station page's list (issue 30 item 3): the Available listings within 2 km,
 * nearest first, from property_stations' (station_slug, metres, property_id)
 * index. Each card names this station first, whatever its own nearest is.
 */
export async function listNearStation(station: Station, page = 1): Promise<{ items: PropertyCardData[]; total: number; page: number; pageCount: number }> {
  const db = getDb();
  const near = db
    .selectFrom("property_stations")
    .select(["property_id", (eb) => eb.fn.min("metres").as("metres")])
    .where("station_slug", "=", station.slug)
    .groupBy("property_id")
    .as("near");
  const base = db.selectFrom("properties").innerJoin(near, "near.property_id", "properties.id").where("properties.status", "=", "Available");
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await base
    .select(CARD_COLUMNS.map((c) => `properties.${c}` as const))
    .select(sql<number>`near.metres`.as("station_distance"))
    .orderBy(sql`near.metres`)
    .orderBy("properties.id")
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE)
    .execute();
  const items = rows.map(({ station_distance, ...row }) => {
    const metres = Number(station_distance);
    const here: NearStation = { slug: station.slug, label: station.label, lines: station.lines, metres, minutes: walkingMinutes(metres) };
    const card = toCard(row);
    return { ...card, near_stations: [here, ...card.near_stations.filter((s) => s.slug !== station.slug)] };
  });
  return { items, total, page: current, pageCount };
}

/** How many Available listings lie within 2 km of each station (the Stations index and the sitemap). */
export async function stationListingCounts(): Promise<Map<string, number>> {
  const rows = await getDb()
    .selectFrom("property_stations")
    .innerJoin("properties", "properties.id", "property_stations.property_id")
    .where("properties.status", "=", "Available")
    .select(["property_stations.station_slug as slug", (eb) => eb.fn.count<number | string>("property_stations.property_id").distinct().as("n")])
    .groupBy("property_stations.station_slug")
    .execute();
  return new Map(rows.map((r) => [r.slug, Number(r.n)]));
}
