import type { LatLon } from "~/place/geo";

/**
 * What a map of a listing shows (issue 30 item 4, decision 061): the shown point
 * (never the exact one of an approximate location: it is map_lat/map_lon), the
 * circle's radius (0: the pin is the home), and its nearest stations with their
 * line colours. The same object feeds the static sketch and the tapped map.
 */
export type MapStation = LatLon & { label: string; colours: string[] };
export type MapPlace = LatLon & { radius: number; stations: MapStation[] };
/**
 * A listing on a list's map (decision 064): its shown point (map_lat/map_lon,
 * the offset centre of an approximate location), the short price on its pin,
 * and what its card shows when the pin is tapped.
 */
export type MapPin = LatLon & {
  pin: string;
  price: string;
  title: string;
  href: string;
  photo: string | null;
};

/** A point's offset from the centre in metres (east, north): plenty at a city's scale. */
export function metresFrom(
  centre: LatLon,
  point: LatLon,
): { x: number; y: number } {
  const x =
    (point.lon - centre.lon) * 111_320 * Math.cos((centre.lat * Math.PI) / 180);
  const y = (point.lat - centre.lat) * 110_574;
  return { x, y };
}

/** Directions to the shown point: Waze's and Google Maps' documented links. */
export const wazeLink = (p: LatLon) =>
  `https://waze.com/ul?ll=${p.lat},${p.lon}&navigate=yes`;
export const googleMapsLink = (p: LatLon) =>
  `https://www.google.com/maps/search/?api=1&query=${p.lat},${p.lon}`;
export const googleDirectionsLink = (p: LatLon) =>
  `https://www.google.com/maps/dir/?api=1&destination=${p.lat},${p.lon}`;
