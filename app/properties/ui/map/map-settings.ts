import type { DataName } from "~/components/page-script";
import type { MapPlace } from "~/properties/place/map-view";

/** A map frame's settings (JSON in MAP_DATA), written by the server, read by map-bundle.ts. */
export type MapSettings = {
  /** MAP_STYLE_URL. */
  style: string;
  /** MapLibre's worker, an asset of our origin. */
  worker: string;
  place: MapPlace;
  /** Accessible names of what the map adds, in the page's language. */
  text: { home: string };
};
export const MAP_DATA: DataName = "data-map";
/** Set once the map is mounted; MAP_DRAWN once its first frame is drawn (the sketch is then hidden). */
export const MAP_READY: DataName = "data-map-ready";
export const MAP_DRAWN: DataName = "data-map-drawn";
