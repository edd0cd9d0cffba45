/**
 * The bench's small catalogue as a local agent's: a real agent's hundred
 * listings sit in the few neighbourhoods they work, so one station has a full
 * page of homes near it. The demo seed spreads its hundred over fifteen towns
 * (at most six listings within 2 km of any station), so the station page at
 * 100 listings showed 6 cards against 24 at 100,000, and its miss ratio
 * compared two different pages rather than one page at two catalogue sizes
 * (as the search's term was chosen for, decision 037). Here 30 listings shown
 * at their exact point move round the listing nearest the busiest station,
 * and their stations are measured again by the code a save uses
 * (place.server.ts). Only the bench's copy changes: the demo a user seeds
 * stays as it is.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { columnsFor, stationRowsOf, stationsNear } from "~/properties/place/place.server";

const MOVED = 30;
const METRES_PER_DEGREE = 111_195;

export function gatherNearOneStation(dataDir: string): void {
  const db = new Database(path.join(dataDir, "site.db"));
  const anchor = db
    .prepare(
      `select p.id, p.map_lat lat, p.map_lon lon from property_stations ps join properties p on p.id = ps.property_id
       where p.status = 'Available' and p.map_radius = 0
       order by (select count(*) from property_stations o join properties q on q.id = o.property_id where o.station_slug = ps.station_slug and q.status = 'Available') desc, ps.metres
       limit 1`,
    )
    .get() as { id: string; lat: number; lon: number } | undefined;
  if (!anchor) throw new Error("bench: no listing near a station to gather round");
  const ids = db
    .prepare("select id from properties where status = 'Available' and map_radius = 0 and map_lat is not null and id <> ? order by id limit ?")
    .pluck()
    .all(anchor.id, MOVED) as string[];
  const move = db.prepare(
    "update properties set exact_location = ?, map_lat = ?, map_lon = ?, map_radius = 0, near_stations = ?, station_metres = ?, stations_version = ? where id = ?",
  );
  const forget = db.prepare("delete from property_stations where property_id = ?");
  const note = db.prepare("insert into property_stations (property_id, station_slug, line_code, metres) values (?, ?, ?, ?)");
  db.transaction(() => {
    ids.forEach((id, i) => {
      // A ring of points 50–250 m round the anchor: all within 2 km of its station.
      const metres = 50 + (i % 5) * 50;
      const angle = (i * 137.5 * Math.PI) / 180;
      const lat = Number((anchor.lat + (metres * Math.cos(angle)) / METRES_PER_DEGREE).toFixed(6));
      const lon = Number((anchor.lon + (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((anchor.lat * Math.PI) / 180))).toFixed(6));
      const columns = columnsFor({ lat, lon }, 0, stationsNear({ lat, lon }));
      move.run(`${lat.toFixed(6)},${lon.toFixed(6)}`, lat, lon, columns.near_stations, columns.station_metres, columns.stations_version, id);
      forget.run(id);
      for (const row of stationRowsOf(id, columns)) note.run(row.property_id, row.station_slug, row.line_code, row.metres);
    });
  })();
  db.close();
}
