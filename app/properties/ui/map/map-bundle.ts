/**
 * The map's own script (decision 061): MapLibre GL and the PMTiles protocol,
 * built into one asset of our origin (PlaceMap.tsx imports it with
 * `?worker&url`) that the page script loads only when a visitor taps "Show
 * map". It mounts a map in every frame tapped so far and in each one tapped later.
 */
import { addProtocol, setWorkerUrl } from "maplibre-gl";
import { Protocol } from "pmtiles";
import { selector } from "~/components/page-script";
import { MAP_OPEN, MAP_OPEN_EVENT } from "./place-map.enhance";
import { MAP_DATA, MAP_READY, type MapSettings } from "./map-settings";
import { showPlace } from "./map-place";
import { showPins } from "./map-pins";

let ready = false;

function mountAll(): void {
  for (const frame of document.querySelectorAll(
    `${selector(MAP_OPEN)}:not(${selector(MAP_READY)})`,
  )) {
    let settings: MapSettings;
    try {
      settings = JSON.parse(frame.getAttribute(MAP_DATA) ?? "") as MapSettings;
    } catch {
      continue;
    }
    if (!ready) {
      setWorkerUrl(settings.worker);
      // A self-hosted extract: `pmtiles://…` sources in the style are read by HTTP range requests.
      addProtocol("pmtiles", new Protocol().tile);
      ready = true;
    }
    frame.setAttribute(MAP_READY, "");
    if ("pins" in settings) showPins(frame as HTMLElement, settings);
    else showPlace(frame as HTMLElement, settings);
  }
}

mountAll();
document.addEventListener(MAP_OPEN_EVENT, mountAll);
