/**
 * Straight-line distance on the earth's surface (haversine, mean radius
 * 6,371,008.8 m, IUGG), the same formula as the station file's check.py.
 */
const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export type LatLon = { lat: number; lon: number };

export function haversineMetres(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The walk a Malaysian ad quotes: the straight line at 75 m a minute (4.5 km/h),
 * rounded up, never below 1. The issue's own example holds: 650 m is "about 9 min".
 */
export const WALK_METRES_PER_MINUTE = 75;
export const walkingMinutes = (metres: number) => Math.max(1, Math.ceil(metres / WALK_METRES_PER_MINUTE));

/** Distances as an ad writes them: 650 m under a kilometre (to 10 m), else 1.2 km. */
export function roundedDistance(metres: number): { value: number; unit: "m" | "km" } {
  const tens = Math.round(metres / 10) * 10;
  return tens < 1000 ? { value: Math.max(10, tens), unit: "m" } : { value: Math.round(metres / 100) / 10, unit: "km" };
}
