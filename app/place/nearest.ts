import { haversineMetres, walkingMinutes, type LatLon } from "./geo";
import type { LineCode } from "./lines";

/** A listing's station as stored with it (no per-request geometry): what a card and a page print. */
export type NearStation = { slug: string; label: string; lines: LineCode[]; metres: number; minutes: number };

type Measurable = { slug: string; label: string; lines: LineCode[]; rows: readonly LatLon[] };

export const NEAR_LIMIT_METRES = 2000;
export const NEAR_COUNT = 2;

/**
 * The nearest stations to a point, nearest first, each measured to the closest
 * of its platforms' points (an interchange is one station with several rows).
 */
export function nearestStations(point: LatLon, stations: readonly Measurable[], within = NEAR_LIMIT_METRES, count = NEAR_COUNT): NearStation[] {
  const found: NearStation[] = [];
  for (const station of stations) {
    let best = Infinity;
    for (const row of station.rows) best = Math.min(best, haversineMetres(point, row));
    if (best <= within) {
      const metres = Math.round(best);
      found.push({ slug: station.slug, label: station.label, lines: station.lines, metres, minutes: walkingMinutes(metres) });
    }
  }
  return found.sort((a, b) => a.metres - b.metres || a.slug.localeCompare(b.slug)).slice(0, count);
}
