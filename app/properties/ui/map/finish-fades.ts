import type { Map as MapLibreMap } from "maplibre-gl";

/**
 * One more frame each time the map comes to rest after new tiles, so that
 * what fades in ends fully drawn. MapLibre (6.17) asks whether a fade needs
 * another frame only after drawing one, against the clock of that moment: a
 * frame slower than what was left of the fade (a busy phone, a loaded CPU)
 * ends it part-way, and the tiles stayed at 73 % of their colour until the map
 * was moved (seen in listing-map.spec.ts, about one run in forty on a busy
 * machine). The extra frame draws them at the end of their fade.
 */
export function finishFades(map: MapLibreMap): void {
  let finished = false;
  // New tiles or a move start fades again.
  map.on("data", () => (finished = false));
  map.on("movestart", () => (finished = false));
  map.on("idle", () => {
    if (finished) return;
    finished = true;
    map.triggerRepaint();
  });
}
