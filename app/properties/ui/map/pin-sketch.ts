import type { LatLon } from "~/place/geo";
import { metresFrom } from "~/properties/place/map-view";
import { SKETCH } from "./sketch";

/**
 * Where a list's sketch draws its pins (decision 064): every point fitted in
 * the box with a margin, north up, at one scale. Drawn by the server as SVG:
 * without JavaScript its pins are links to the listings.
 */
export function pinSketch<P extends LatLon>(points: P[]): (P & { x: number; y: number })[] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const centre = {
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    lon: (Math.min(...lons) + Math.max(...lons)) / 2,
  };
  const offsets = points.map((p) => metresFrom(centre, p));
  const reachX = Math.max(200, ...offsets.map((o) => Math.abs(o.x)));
  const reachY = Math.max(200, ...offsets.map((o) => Math.abs(o.y)));
  const perUnit = Math.max(reachX / (SKETCH.width / 2 - 40), reachY / (SKETCH.height / 2 - 30));
  return points.map((p, i) => ({
    ...p,
    x: SKETCH.width / 2 + offsets[i]!.x / perUnit,
    y: SKETCH.height / 2 - offsets[i]!.y / perUnit,
  }));
}

/** The price on a pin, short as Malaysian portals write it: "RM 1.25M", "RM 850k", "RM 2,300". */
export function shortPrice(amount: number | null): string {
  if (!amount) return "RM –";
  if (amount >= 1_000_000) return `RM ${Number((amount / 1_000_000).toFixed(2))}M`;
  if (amount >= 10_000) return `RM ${Math.round(amount / 1000)}k`;
  return `RM ${amount.toLocaleString("en-MY")}`;
}
