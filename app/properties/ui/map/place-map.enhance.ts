import { closestTo, selector, type DataName } from "~/components/page-script";

/**
 * A map in the page (issue 30 item 4, decision 061): the server draws a sketch
 * and a "Show map" button in a frame carrying these; the map's own script
 * (MapLibre, a separate asset of our origin, ≈ 250 KB gzip), its stylesheet and
 * its worker's address. Nothing of the map is fetched until the tap.
 */
export const MAP_FRAME: DataName = "data-map-frame";
export const MAP_SHOW: DataName = "data-map-show";
export const MAP_SCRIPT: DataName = "data-map-script";
export const MAP_CSS: DataName = "data-map-css";
/** A list's "Map" view: a <details> whose opening is the tap that loads the map (decision 064). */
export const MAP_LIST: DataName = "data-map-list";
/** Set on a frame once tapped: the map's script mounts every frame that has it. */
export const MAP_OPEN: DataName = "data-map-open";
/** The event the map's script listens for when it is already loaded and another frame is tapped. */
export const MAP_OPEN_EVENT = "map:open";

let loaded = false;

/** Loads the map's stylesheet and script once; later taps only tell it to mount. */
function load(frame: Element): void {
  if (loaded) {
    document.dispatchEvent(new Event(MAP_OPEN_EVENT));
    return;
  }
  loaded = true;
  const css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = frame.getAttribute(MAP_CSS) ?? "";
  document.head.append(css);
  const script = document.createElement("script");
  script.src = frame.getAttribute(MAP_SCRIPT) ?? "";
  document.head.append(script);
}

export function enhancePlaceMaps(): void {
  document.addEventListener("click", (event) => {
    const button = closestTo(event, selector(MAP_SHOW));
    const frame = button?.closest(selector(MAP_FRAME));
    if (!button || !frame) return;
    event.preventDefault();
    button.setAttribute("aria-busy", "true");
    frame.setAttribute(MAP_OPEN, "");
    load(frame);
  });
  // `toggle` does not bubble: listen while it goes down.
  document.addEventListener(
    "toggle",
    (event) => {
      const list = event.target as Element;
      if (!(list instanceof HTMLDetailsElement) || !list.open || !list.matches(selector(MAP_LIST))) return;
      const frame = list.querySelector(selector(MAP_FRAME));
      if (!frame || frame.hasAttribute(MAP_OPEN)) return;
      frame.setAttribute(MAP_OPEN, "");
      load(frame);
    },
    true,
  );
}
