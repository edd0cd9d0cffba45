/**
 * The map of "Drop a pin on the map" (issue 30 item 5): MapLibre and the
 * PMTiles protocol, imported by PinDrop.tsx only when the agent taps, so they
 * are a chunk of their own that no page loads before. A tap puts the pin; the
 * pin can be dragged; either reports the point.
 */
import { addProtocol, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import { Protocol } from "pmtiles";
import type { LatLon } from "~/place/geo";
import { finishFades } from "~/properties/ui/map/finish-fades";

let ready = false;

export interface PinMapOptions {
  style: string;
  /** MapLibre's worker, an asset of our origin (as the public maps give it). */
  worker: string;
  centre: LatLon;
  zoom: number;
  /** The Map Pin's point when the map opens: the pin stands there. */
  pin: LatLon | null;
  onPin: (point: LatLon) => void;
  /** Once the style and the first tiles are drawn. */
  onDrawn: () => void;
}

export interface PinMap {
  /** The field was typed in: the pin and the view follow. */
  move(point: LatLon): void;
  remove(): void;
}

export function mountPinMap(container: HTMLElement, options: PinMapOptions): PinMap {
  if (!ready) {
    setWorkerUrl(options.worker);
    // A self-hosted extract: `pmtiles://…` sources in the style are read by HTTP range requests.
    addProtocol("pmtiles", new Protocol().tile);
    ready = true;
  }
  const map = new MapLibreMap({
    container,
    style: options.style,
    center: [options.centre.lon, options.centre.lat],
    zoom: options.zoom,
    attributionControl: { compact: true },
    // One finger pans the page on a phone until it is on the map; rotating is never wanted here.
    dragRotate: false,
    touchPitch: false,
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }));
  const marker = new Marker({ color: "#b45309", draggable: true });
  if (options.pin) marker.setLngLat([options.pin.lon, options.pin.lat]).addTo(map);
  map.on("click", (e) => {
    marker.setLngLat(e.lngLat).addTo(map);
    options.onPin({ lat: e.lngLat.lat, lon: e.lngLat.lng });
  });
  marker.on("dragend", () => {
    const at = marker.getLngLat();
    options.onPin({ lat: at.lat, lon: at.lng });
  });
  finishFades(map);
  map.once("idle", options.onDrawn);
  return {
    move(point) {
      marker.setLngLat([point.lon, point.lat]).addTo(map);
      map.easeTo({ center: [point.lon, point.lat], zoom: Math.max(map.getZoom(), 15) });
    },
    remove: () => map.remove(),
  };
}
