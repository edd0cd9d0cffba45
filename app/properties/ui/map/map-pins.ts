import { LngLatBounds, Map as MapLibreMap, Marker, Popup } from "maplibre-gl";
import Supercluster from "supercluster";
import type { MapPin } from "~/properties/place/map-view";
import { MAP_DRAWN, MAP_ZOOM, type MapSettings, type PinSettings } from "./map-settings";
import { stationMark } from "./map-place";

const PIN =
  "rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white shadow ring-2 ring-white";
const CLUSTER =
  "flex size-10 items-center justify-center rounded-full bg-stone-900/85 text-sm font-bold text-white shadow ring-4 ring-white/70";

/** The card a tapped pin opens: the photo, the price, the title and a link to the listing. */
function card(pin: MapPin, view: string): HTMLElement {
  const box = document.createElement("div");
  box.className = "w-56 space-y-1 text-stone-900";
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-label", pin.title);
  if (pin.photo) {
    const img = document.createElement("img");
    img.src = pin.photo;
    img.alt = "";
    img.width = 224;
    img.height = 150;
    img.className = "aspect-[3/2] w-full rounded object-cover";
    box.append(img);
  }
  const price = document.createElement("p");
  price.className = "font-bold";
  price.textContent = pin.price;
  const title = document.createElement("p");
  title.className = "line-clamp-2 text-sm";
  title.textContent = pin.title;
  const link = document.createElement("a");
  link.href = pin.href;
  link.className = "inline-block py-1 font-semibold text-brand-700 underline";
  link.textContent = view;
  box.append(price, title, link);
  return box;
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
  const popup = new Popup({ closeButton: true, maxWidth: "none", offset: 18 });
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
        popup.setLngLat([pin.lon, pin.lat]).setDOMContent(card(pin, text.view)).addTo(map);
      });
      return new Marker({ element: el }).setLngLat([lon, lat]).addTo(map);
    });
    frame.setAttribute(MAP_ZOOM, String(zoom));
  };
  map.on("load", draw);
  map.on("zoomend", draw);
  map.once("idle", () => frame.setAttribute(MAP_DRAWN, ""));
}
