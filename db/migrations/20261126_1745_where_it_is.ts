import type { Kysely } from "kysely";

/**
 * Issue 30: where a listing is, and its nearest rail stations (decision 055).
 *
 * - `properties.exact_location` ("lat,lon" or ""), `location_shown` ("", Approximate
 *   location, Exact location): the agent's fields (app/properties/model/private-fields.ts),
 *   admin only.
 * - `map_lat`, `map_lon`, `map_radius`: the point a visitor may see: the exact one,
 *   or for an approximate location the centre of a 300 m circle offset from it.
 * - `near_stations` (JSON, the two nearest within 2 km), `station_metres` (the
 *   nearest, for the "Near a station" filter), `stations_version` (the station
 *   file they were measured on; a new file has them measured again at start).
 * - `property_stations`: every station within 2 km of a listing, one row per line,
 *   for the "Line" filter and the station pages.
 * - `project_names.exact_location`: a project's place, used by its listings that have none.
 */
const PROPERTY_COLUMNS: [string, "text" | "double precision" | "integer", string | number | null][] = [
  ["exact_location", "text", ""],
  ["location_shown", "text", ""],
  ["map_lat", "double precision", null],
  ["map_lon", "double precision", null],
  ["map_radius", "integer", 0],
  ["near_stations", "text", "[]"],
  ["station_metres", "integer", null],
  ["stations_version", "text", ""],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const [name, type, fallback] of PROPERTY_COLUMNS) {
    await db.schema
      .alterTable("properties")
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  await db.schema.alterTable("project_names").addColumn("exact_location", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema
    .createTable("property_stations")
    .addColumn("property_id", "text", (c) => c.notNull().references("properties.id").onDelete("cascade"))
    .addColumn("station_slug", "text", (c) => c.notNull())
    .addColumn("line_code", "text", (c) => c.notNull())
    .addColumn("metres", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("property_stations_pk", ["property_id", "line_code", "station_slug"])
    .execute();
  // A station page: its listings by distance.
  await db.schema.createIndex("property_stations_by_station").on("property_stations").columns(["station_slug", "metres", "property_id"]).execute();
  // The "Near a station" filter reads the nearest distance beside the list's status.
  await db.schema.createIndex("properties_station_near").on("properties").columns(["status", "station_metres", "date_status", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("properties_station_near").execute();
  await db.schema.dropTable("property_stations").execute();
  await db.schema.alterTable("project_names").dropColumn("exact_location").execute();
  for (const [name] of [...PROPERTY_COLUMNS].reverse()) await db.schema.alterTable("properties").dropColumn(name).execute();
}
