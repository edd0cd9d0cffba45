import { metresFrom, type MapPlace } from "~/properties/place/map-view";

/** The sketch's drawing box (SVG units); the frame keeps this aspect, so the map replaces it without a shift. */
export const SKETCH = { width: 400, height: 300 } as const;

/** A "nice" scale bar length: 100, 200, 500 m, 1 km … about a quarter of the box's width. */
function scaleBar(metresPerUnit: number): number {
  const target = (SKETCH.width / 4) * metresPerUnit;
  const steps = [50, 100, 200, 250, 500, 1000, 2000];
  return steps.reduce(
    (best, s) => (Math.abs(s - target) < Math.abs(best - target) ? s : best),
    steps[0]!,
  );
}

/**
 * Where the sketch draws the place and its stations: the shown point in the
 * middle, everything within 2 km fitted with a margin, north up. No tiles:
 * the server writes it as SVG, so the page fetches nothing for it.
 */
export function sketchOf(place: MapPlace) {
  const offsets = place.stations.map((s) => metresFrom(place, s));
  const reachX = Math.max(
    place.radius * 1.6,
    300,
    ...offsets.map((o) => Math.abs(o.x)),
  );
  const reachY = Math.max(
    place.radius * 1.6,
    300,
    ...offsets.map((o) => Math.abs(o.y)),
  );
  // Half the box less a margin for the labels.
  const metresPerUnit = Math.max(
    reachX / (SKETCH.width / 2 - 60),
    reachY / (SKETCH.height / 2 - 30),
  );
  const cx = SKETCH.width / 2;
  const cy = SKETCH.height / 2;
  const at = (o: { x: number; y: number }) => ({
    x: cx + o.x / metresPerUnit,
    y: cy - o.y / metresPerUnit,
  });
  const bar = scaleBar(metresPerUnit);
  return {
    centre: { x: cx, y: cy },
    radius: place.radius / metresPerUnit,
    stations: place.stations.map((s, i) => ({ ...s, ...at(offsets[i]!) })),
    scale: { metres: bar, length: bar / metresPerUnit },
  };
}
