/**
 * The bench's small catalogue as a local agent's: a real agent's hundred
 * listings sit in the few neighbourhoods they work, so one station, one town
 * and a search for that town each have a full page of homes. The demo seed
 * spreads its hundred over fifteen towns (at most six listings within 2 km of
 * any station, nine in the largest town, six in Petaling Jaya), so the station,
 * location and search pages at 100 listings showed 6–13 cards against 24 at
 * 100,000, and their miss ratios compared two different pages rather than one
 * page at two catalogue sizes (a card costs about 0.3 ms of CPU, which was the
 * whole difference: docs/performance.md). Here the agent sells condos in
 * Petaling Jaya (`PJ`, the short name of decision 037), as many agents there
 * do: 30 listings shown at their exact point, condos first, move into that
 * town round its listing nearest a station, become condos for sale at
 * RM 500,000–877,000 (so the price-range and filtered-category pages have a
 * full page too), and their stations are measured again by the code a save
 * uses (place.server.ts). Only the bench's copy changes: the demo a user seeds
 * stays as it is.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { columnsFor, stationRowsOf, stationsNear } from "~/properties/place/place.server";

const MOVED = 30;
/** The agent's town: its short name is searched by the bench (pages.ts). */
export const LOCAL_TOWN = "Petaling Jaya";
const METRES_PER_DEGREE = 111_195;

export function gatherInOneTown(dataDir: string): void {
  const db = new Database(path.join(dataDir, "site.db"));
  // The town's listing shown at its exact point that is nearest a station.
  const anchor = db
    .prepare(
      `select p.id, p.map_lat lat, p.map_lon lon from property_stations ps join properties p on p.id = ps.property_id
       where p.status = 'Available' and p.map_radius = 0 and p.location = ?
       order by ps.metres, p.id
       limit 1`,
    )
    .get(LOCAL_TOWN) as { id: string; lat: number; lon: number } | undefined;
  if (!anchor) throw new Error(`bench: no listing in ${LOCAL_TOWN} near a station to gather round`);
  const ids = db
    .prepare(
      `select id from properties where status = 'Available' and map_radius = 0 and map_lat is not null and id <> ?
       order by property_type = 'Condominium/Apartment/Flat' desc, id limit ?`,
    )
    .pluck()
    .all(anchor.id, MOVED) as string[];
  const move = db.prepare(
    `update properties set property_type = 'Condominium/Apartment/Flat', listing_type = '["sale"]', price_sale = ?, price_rent = null,
       location = ?, exact_location = ?, map_lat = ?, map_lon = ?, map_radius = 0, near_stations = ?, station_metres = ?, stations_version = ? where id = ?`,
  );
  const forget = db.prepare("delete from property_stations where property_id = ?");
  const note = db.prepare("insert into property_stations (property_id, station_slug, line_code, metres) values (?, ?, ?, ?)");
  db.transaction(() => {
    ids.forEach((id, i) => {
      // A ring of points 50–250 m round the anchor: all in its town, within 2 km of its station.
      const metres = 50 + (i % 5) * 50;
      const angle = (i * 137.5 * Math.PI) / 180;
      const lat = Number((anchor.lat + (metres * Math.cos(angle)) / METRES_PER_DEGREE).toFixed(6));
      const lon = Number((anchor.lon + (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((anchor.lat * Math.PI) / 180))).toFixed(6));
      const columns = columnsFor({ lat, lon }, 0, stationsNear({ lat, lon }));
      move.run(500_000 + i * 13_000, LOCAL_TOWN, `${lat.toFixed(6)},${lon.toFixed(6)}`, lat, lon, columns.near_stations, columns.station_metres, columns.stations_version, id);
      forget.run(id);
      for (const row of stationRowsOf(id, columns)) note.run(row.property_id, row.station_slug, row.line_code, row.metres);
    });
  })();
  db.close();
}
