import {
  AttributionControl,
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
} from "maplibre-gl";
import type { Feature, Polygon } from "geojson";
import { metresFrom, type MapPlace } from "~/properties/place/map-view";
import { MAP_DRAWN, type MapSettings, type PlaceSettings } from "./map-settings";
import { finishFades } from "./finish-fades";

/** A ring of `radius` metres around the shown point, as a GeoJSON polygon (MapLibre draws no circles in metres). */
function circle(place: MapPlace, steps = 64): Feature<Polygon> {
  const ring: [number, number][] = [];
  const perLon = 111_320 * Math.cos((place.lat * Math.PI) / 180);
  for (let i = 0; i <= steps; i++) {
    const angle = (i / steps) * 2 * Math.PI;
    ring.push([
      place.lon + (place.radius * Math.cos(angle)) / perLon,
      place.lat + (place.radius * Math.sin(angle)) / 110_574,
    ]);
  }
  return {
    type: "Feature",
    properties: {},
    geometry: { type: "Polygon", coordinates: [ring] },
  };
}

/** A station's mark: a dot in each of its lines' colours and its name, as on the sketch. */
export function stationMark(label: string, colours: string[]): HTMLElement {
  const mark = document.createElement("div");
  mark.className =
    "flex items-center gap-1 rounded-full bg-white/95 py-0.5 pl-1 pr-2 text-xs font-semibold text-stone-900 shadow";
  for (const colour of colours) {
    const dot = document.createElement("span");
    dot.className = "inline-block size-3 rounded-full border border-white";
    dot.style.backgroundColor = colour;
    mark.append(dot);
  }
  mark.append(label);
  return mark;
}

/**
 * The interactive map of a listing's place, over the sketch in the same frame
 * (no layout shift): the circle of an approximate location or the pin of an
 * exact one, and the nearest stations; framed to show them all.
 */
export function showPlace(
  frame: HTMLElement,
  settings: MapSettings & PlaceSettings,
): void {
  const { place } = settings;
  const container = document.createElement("div");
  // Inline: MapLibre's stylesheet makes its container `position: relative`.
  container.style.cssText = "position:absolute;inset:0";
  frame.append(container);
  const bounds = new LngLatBounds(
    [place.lon, place.lat],
    [place.lon, place.lat],
  );
  const reach = Math.max(
    place.radius,
    250,
    ...place.stations.map((s) =>
      Math.hypot(metresFrom(place, s).x, metresFrom(place, s).y),
    ),
  );
  const dLat = reach / 110_574;
  const dLon = reach / (111_320 * Math.cos((place.lat * Math.PI) / 180));
  bounds
    .extend([place.lon - dLon, place.lat - dLat])
    .extend([place.lon + dLon, place.lat + dLat]);
  const map = new MapLibreMap({
    container,
    style: settings.style,
    bounds,
    fitBoundsOptions: { padding: 24 },
    attributionControl: false,
    cooperativeGestures: false,
  });
  map.addControl(new AttributionControl({ compact: true }));
  map.addControl(new NavigationControl({ showCompass: false }));
  for (const station of place.stations)
    new Marker({ element: stationMark(station.label, station.colours) })
      .setLngLat([station.lon, station.lat])
      .addTo(map);
  if (place.radius > 0) {
    map.on("load", () => {
      map.addSource("place", { type: "geojson", data: circle(place) });
      map.addLayer({
        id: "place-fill",
        type: "fill",
        source: "place",
        paint: { "fill-color": "#b45309", "fill-opacity": 0.2 },
      });
      map.addLayer({
        id: "place-line",
        type: "line",
        source: "place",
        paint: { "line-color": "#b45309", "line-width": 2 },
      });
    });
  } else {
    new Marker({ color: "#b45309" })
      .setLngLat([place.lon, place.lat])
      .addTo(map)
      .getElement()
      .setAttribute("aria-label", settings.text.home);
  }
  finishFades(map);
  map.once("idle", () => frame.setAttribute(MAP_DRAWN, ""));
}
