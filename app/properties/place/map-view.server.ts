import { haversineMetres } from "~/place/geo";
import { LINES } from "~/place/lines";
import { stationBySlug } from "~/place/stations.server";
import type { PublicPlace } from "~/properties/model/table";
import type { MapPlace } from "./map-view";

/** A listing's map, from its public columns only (the exact point is never read here); null without a point. */
export function mapPlaceOf(p: PublicPlace): MapPlace | null {
  if (p.map_lat === null || p.map_lon === null) return null;
  const centre = { lat: p.map_lat, lon: p.map_lon };
  const stations = p.near_stations.flatMap((near) => {
    const station = stationBySlug(near.slug);
    if (!station) return [];
    // An interchange has a row per line: mark the platform the distance was measured to.
    const row = [...station.rows].sort(
      (a, b) => haversineMetres(centre, a) - haversineMetres(centre, b),
    )[0]!;
    return [
      {
        label: station.label,
        lat: row.lat,
        lon: row.lon,
        colours: station.lines.map((line) => LINES[line].colour),
      },
    ];
  });
  return { ...centre, radius: p.map_radius, stations };
}
