import { randomInt } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { LatLon } from "~/place/geo";
import { pointOf } from "~/place/map-link";
import { nearestStations, NEAR_COUNT, type NearStation } from "~/place/nearest";
import { STATIONS, STATIONS_VERSION } from "~/place/stations.server";
import { nameKey } from "~/names/name-lists";
import type { PropertyInput } from "../model/table";

type Db = Kysely<Database> | Transaction<Database>;

/** The radius of the circle a visitor sees for an approximate location. */
export const APPROXIMATE_RADIUS = 300;
/** How far the circle's centre lies from the home: never 0 (the centre would be the house), always inside the circle. */
const OFFSET_MIN = 80;
const OFFSET_MAX = 220;
const METRES_PER_DEGREE = 111_195;

/** Landed homes and land show an approximate location unless the agent says otherwise (issue 30 item 1). */
const LANDED = /terrace|semi.?detached|bungalow|townhouse|^land$/i;
export const showsApproximate = (input: Pick<PropertyInput, "location_shown" | "property_type">) =>
  input.location_shown === "Approximate location" || (input.location_shown !== "Exact location" && LANDED.test(input.property_type));

export type PlaceColumns = {
  map_lat: number | null;
  map_lon: number | null;
  map_radius: number;
  near_stations: string;
  station_metres: number | null;
  stations_version: string;
};

/** A point `metres` away from `from` in a random direction (a fresh one each time the home's point changes). */
function offsetPoint(from: LatLon): LatLon {
  const metres = randomInt(OFFSET_MIN, OFFSET_MAX + 1);
  // Never near a compass axis: due north would keep the house's own longitude to the metre,
  // due east its latitude. 20°–70° within a random quadrant moves each by a quarter of the distance at least.
  const degrees = 20 + randomInt(0, 50_000) / 1000 + 90 * randomInt(0, 4);
  const angle = degrees * (Math.PI / 180);
  const lat = from.lat + (metres * Math.cos(angle)) / METRES_PER_DEGREE;
  const lon = from.lon + (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180));
  return { lat: Number(lat.toFixed(6)), lon: Number(lon.toFixed(6)) };
}

/** Every station within 2 km of the point a visitor sees, nearest first (all of them: the Line filter and station pages). */
export const stationsNear = (point: LatLon | null): NearStation[] => (point ? nearestStations(point, STATIONS, undefined, Infinity) : []);

/** The stored columns for a visitor's point and its stations. */
export function columnsFor(point: LatLon | null, radius: number, near: NearStation[]): PlaceColumns {
  return {
    map_lat: point?.lat ?? null,
    map_lon: point?.lon ?? null,
    map_radius: point ? radius : 0,
    near_stations: JSON.stringify(near.slice(0, NEAR_COUNT)),
    station_metres: near[0]?.metres ?? null,
    stations_version: STATIONS_VERSION,
  };
}

/**
 * What a save stores about where the listing is. The exact point is the
 * listing's own, else its project's. An approximate location keeps the circle
 * it had while the point and the choice stay the same: a new random centre on
 * every save would let anyone who saved the page twice average them back to
 * the house (`moved`: the project's point changed, a new circle is due).
 * Distances are measured from the point a visitor sees, so they do not give
 * the house away either.
 */
type PlaceInput = Pick<PropertyInput, "exact_location" | "location_shown" | "property_type" | "project_name">;

export async function placeColumns(trx: Db, id: string, input: PlaceInput, { moved = false } = {}): Promise<PlaceColumns> {
  let exact = pointOf(input.exact_location);
  if (!exact && input.project_name) {
    const project = await trx.selectFrom("project_names").select("exact_location").where("name_key", "=", nameKey(input.project_name)).executeTakeFirst();
    exact = pointOf(project?.exact_location);
  }
  if (!exact || !showsApproximate(input)) return newPlaceColumns(exact, input);
  const before = await trx.selectFrom("properties").select(["map_lat", "map_lon", "map_radius", "exact_location", "project_name"]).where("id", "=", id).executeTakeFirst();
  const samePoint = before?.exact_location === input.exact_location && before?.project_name === input.project_name;
  const kept = before && samePoint && !moved && Number(before.map_radius) > 0 && before.map_lat !== null && before.map_lon !== null;
  const shown = kept ? { lat: Number(before.map_lat), lon: Number(before.map_lon) } : offsetPoint(exact);
  return columnsFor(shown, APPROXIMATE_RADIUS, stationsNear(shown));
}

/**
 * What a listing new to the database stores about its place (no circle to keep):
 * placeColumns' answer for a first save, and the bulk seed's for every listing.
 */
export function newPlaceColumns(exact: LatLon | null, input: Pick<PropertyInput, "location_shown" | "property_type">): PlaceColumns {
  if (!exact) return columnsFor(null, 0, []);
  if (!showsApproximate(input)) return columnsFor(exact, 0, stationsNear(exact));
  const shown = offsetPoint(exact);
  return columnsFor(shown, APPROXIMATE_RADIUS, stationsNear(shown));
}

/** The rows of property_stations for a listing's stored point: one per station within 2 km and line. */
export function stationRowsOf(id: string, columns: PlaceColumns) {
  const point = columns.map_lat !== null && columns.map_lon !== null ? { lat: columns.map_lat, lon: columns.map_lon } : null;
  return stationsNear(point).flatMap((s) => s.lines.map((line) => ({ property_id: id, station_slug: s.slug, line_code: line, metres: s.metres })));
}

/** The listing's rows of property_stations, rewritten after its own row is written. */
export async function saveStations(trx: Db, id: string, columns: PlaceColumns): Promise<void> {
  await trx.deleteFrom("property_stations").where("property_id", "=", id).execute();
  const rows = stationRowsOf(id, columns);
  if (rows.length > 0) await trx.insertInto("property_stations").values(rows).execute();
}
