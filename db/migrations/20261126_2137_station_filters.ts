import { sql, type Kysely } from "kysely";

/**
 * Issue 30 items 3 and 5, decision 060.
 *
 * - `property_stations_by_line`: the "Line" filter finds the listings with a
 *   station of a line within 2 km by the line, the listing's id beside it (the
 *   table's key leads with the listing: right for "this listing's stations", not
 *   for "this line's listings").
 * - `properties_without_place`: the Property Manager's "No place" list (listings
 *   with no point of their own or from their project, so no map and no stations),
 *   in its date order; partial, so it holds only those few rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("property_stations_by_line").on("property_stations").columns(["line_code", "property_id"]).execute();
  await db.schema
    .createIndex("properties_without_place")
    .on("properties")
    .columns(["date_status desc", "id"])
    .where(sql.ref("map_lat"), "is", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("properties_without_place").execute();
  await db.schema.dropIndex("property_stations_by_line").execute();
}
