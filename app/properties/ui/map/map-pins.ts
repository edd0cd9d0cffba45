import { LngLatBounds, Map as MapLibreMap, Marker, Popup } from "maplibre-gl";
import Supercluster from "supercluster";
import type { MapPin } from "~/properties/place/map-view";
import { MAP_DRAWN, MAP_ZOOM, type MapSettings, type PinSettings } from "./map-settings";
import { stationMark } from "./map-place";
import { finishFades } from "./finish-fades";

const PIN =
  "rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white shadow ring-2 ring-white";
const CLUSTER =
  "flex size-10 items-center justify-center rounded-full bg-stone-900/85 text-sm font-bold text-white shadow ring-4 ring-white/70";

/**
 * The card a tapped pin opens: the photo, the price, the title, a link to the
 * listing, and our own close button (MapLibre's is a 13 px "×", too small for a
 * finger and labelled only in English), 32 px in the corner. On a phone the
 * photo sits beside the text: a card with the photo on top is taller than the
 * map there (about 270 px), and its link would be cut off.
 */
function card(pin: MapPin, text: PinSettings["text"], close: () => void): HTMLElement {
  const box = document.createElement("div");
  box.className = "relative flex w-64 max-w-[calc(100vw-5rem)] gap-2 text-stone-900 sm:block sm:w-56";
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-label", pin.title);
  if (pin.photo) {
    const img = document.createElement("img");
    img.src = pin.photo;
    img.alt = "";
    img.width = 224;
    img.height = 150;
    img.className = "aspect-[4/3] w-24 shrink-0 self-start rounded object-cover sm:aspect-[3/2] sm:w-full";
    box.append(img);
  }
  const words = document.createElement("div");
  words.className = "min-w-0 space-y-0.5 sm:mt-1";
  const price = document.createElement("p");
  // Room for the close button in the corner.
  price.className = "pr-8 font-bold";
  price.textContent = pin.price;
  const title = document.createElement("p");
  title.className = "line-clamp-2 text-sm";
  title.textContent = pin.title;
  const link = document.createElement("a");
  link.href = pin.href;
  link.className = "inline-block py-1 font-semibold text-brand-700 underline";
  link.textContent = text.view;
  words.append(price, title, link);
  const shut = button(
    "absolute -right-1 -top-1 flex size-8 items-center justify-center rounded-full bg-white/95 text-xl leading-none text-stone-900 shadow ring-1 ring-stone-300",
    "×",
    text.close,
  );
  shut.addEventListener("click", close);
  box.append(words, shut);
  return box;
}

/** A card opened near the map's edge is brought inside it (8 px from the edge): the map moves, the card with it. */
function intoView(map: MapLibreMap, popup: Popup): void {
  const card = popup.getElement();
  if (!card) return;
  const outer = map.getContainer().getBoundingClientRect();
  const inner = card.getBoundingClientRect();
  const gap = 8;
  // Past the right or bottom edge: move it back; then, if that pushed it past the left or top, those win.
  let dx = Math.max(0, inner.right - (outer.right - gap));
  if (inner.left - dx < outer.left + gap) dx = inner.left - (outer.left + gap);
  let dy = Math.max(0, inner.bottom - (outer.bottom - gap));
  if (inner.top - dy < outer.top + gap) dy = inner.top - (outer.top + gap);
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: 200 });
}

function button(className: string, text: string, label: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = className;
  b.textContent = text;
  b.setAttribute("aria-label", label);
  return b;
}

/**
 * A list's map (decision 064): its listings' price pins, clustered by
 * supercluster at each zoom (a cluster shows how many, and a tap zooms into
 * it); a tapped pin opens its card. Framed to show every pin and the station.
 */
export function showPins(frame: HTMLElement, settings: MapSettings & PinSettings): void {
  const { pins, station, text } = settings;
  const container = document.createElement("div");
  container.style.cssText = "position:absolute;inset:0";
  frame.append(container);
  const points = [...pins, ...(station ? [station] : [])];
  const bounds = points.reduce(
    (b, p) => b.extend([p.lon, p.lat]),
    new LngLatBounds([points[0]!.lon, points[0]!.lat], [points[0]!.lon, points[0]!.lat]),
  );
  const map = new MapLibreMap({
    container,
    style: settings.style,
    bounds,
    fitBoundsOptions: { padding: 48, maxZoom: 15 },
    attributionControl: { compact: true },
  });
  if (station)
    new Marker({ element: stationMark(station.label, station.colours) })
      .setLngLat([station.lon, station.lat])
      .addTo(map);
  const index = new Supercluster<{ i: number }>({ radius: 56, maxZoom: 17 });
  index.load(
    pins.map((p, i) => ({
      type: "Feature" as const,
      properties: { i },
      geometry: { type: "Point" as const, coordinates: [p.lon, p.lat] },
    })),
  );
  const popup = new Popup({ closeButton: false, maxWidth: "none", offset: 18 });
  let shown: Marker[] = [];
  const draw = () => {
    for (const marker of shown) marker.remove();
    const zoom = Math.floor(map.getZoom());
    shown = index.getClusters([-180, -85, 180, 85], zoom).map((feature) => {
      const [lon, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ("cluster" in props && props.cluster) {
        const count = props.point_count;
        const label = text.cluster.replace("{count}", String(count));
        const el = button(CLUSTER, String(count), label);
        el.addEventListener("click", () =>
          map.easeTo({
            center: [lon, lat],
            zoom: Math.min(index.getClusterExpansionZoom(props.cluster_id), 17),
          }),
        );
        return new Marker({ element: el }).setLngLat([lon, lat]).addTo(map);
      }
      const pin = pins[(props as { i: number }).i]!;
      const el = button(PIN, pin.pin, `${pin.price}: ${pin.title}`);
      el.addEventListener("click", (event) => {
        event.stopPropagation();
        popup.setLngLat([pin.lon, pin.lat]).setDOMContent(card(pin, text, () => popup.remove())).addTo(map);
        requestAnimationFrame(() => intoView(map, popup));
      });
      return new Marker({ element: el }).setLngLat([lon, lat]).addTo(map);
    });
    frame.setAttribute(MAP_ZOOM, String(zoom));
  };
  map.on("load", draw);
  map.on("zoomend", draw);
  finishFades(map);
  map.once("idle", () => frame.setAttribute(MAP_DRAWN, ""));
}
