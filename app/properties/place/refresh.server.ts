import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { nameKey } from "~/names/name-lists";
import { STATIONS_VERSION } from "~/place/stations.server";
import { columnsFor, placeColumns, saveStations, stationsNear } from "./place.server";

/**
 * The stored distances follow the station file (issue 30 item 2: "recomputed
 * when the station data changes"): at start, every listing measured on another
 * version of the file is measured again from its stored point, a batch per
 * transaction. Returns how many were measured.
 */
export async function remeasureStations(db: Kysely<Database>, batch = 500): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .selectFrom("properties")
      .select(["id", "map_lat", "map_lon", "map_radius"])
      .where("stations_version", "<>", STATIONS_VERSION)
      .where("map_lat", "is not", null)
      .limit(batch)
      .execute();
    if (rows.length === 0) return done;
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const point = { lat: Number(row.map_lat), lon: Number(row.map_lon) };
        const columns = columnsFor(point, Number(row.map_radius), stationsNear(point));
        await trx.updateTable("properties").set(columns).where("id", "=", row.id).execute();
        await saveStations(trx, row.id, columns);
      }
    });
    done += rows.length;
  }
}

/**
 * A project's place, set once (issue 30 item 1): its listings without a place
 * of their own move with it (an approximate one gets a new circle).
 */
export async function setProjectPlace(db: Kysely<Database>, projectName: string, exactLocation: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable("project_names").set({ exact_location: exactLocation }).where("name_key", "=", nameKey(projectName)).execute();
    const listings = await trx
      .selectFrom("properties")
      .select(["id", "exact_location", "location_shown", "property_type", "project_name"])
      .where("project_name", "=", projectName)
      .where("exact_location", "=", "")
      .execute();
    for (const listing of listings) {
      const columns = await placeColumns(trx, listing.id, listing, { moved: true });
      await trx.updateTable("properties").set(columns).where("id", "=", listing.id).execute();
      await saveStations(trx, listing.id, columns);
    }
    return listings.length;
  });
}
