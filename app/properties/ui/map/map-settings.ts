import type { DataName } from "~/components/page-script";
import type { MapPin, MapPlace, MapStation } from "~/properties/place/map-view";

/** A listing's map: its place and nearest stations (decision 061). */
export type PlaceSettings = {
  place: MapPlace;
  /** Accessible names of what the map adds, in the page's language. */
  text: { home: string };
};
/** A list's map: its listings' pins, clustered, and the station of a station page (decision 064). */
export type PinSettings = {
  pins: MapPin[];
  station: MapStation | null;
  /** "{count} properties" on a cluster; "View" on a card. */
  text: { cluster: string; view: string; close: string };
};
/** A map frame's settings (JSON in MAP_DATA), written by the server, read by map-bundle.ts. */
export type MapSettings = {
  /** MAP_STYLE_URL. */
  style: string;
  /** MapLibre's worker, an asset of our origin. */
  worker: string;
} & (PlaceSettings | PinSettings);
export const MAP_DATA: DataName = "data-map";
/** Set once the map is mounted; MAP_DRAWN once its first frame is drawn (the sketch is then hidden). */
export const MAP_READY: DataName = "data-map-ready";
export const MAP_DRAWN: DataName = "data-map-drawn";
/** A list's map: the zoom its pins were last clustered at. */
export const MAP_ZOOM: DataName = "data-map-zoom";

const SAFE_JSON: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
};
/** The settings as an attribute's value that no listing text can break out of. */
export const settingsJson = (settings: MapSettings) =>
  JSON.stringify(settings).replace(/[<>&]/g, (c) => SAFE_JSON[c]!);
