import mapCss from "maplibre-gl/dist/maplibre-gl.css?url";
import mapWorker from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { placeText, pointOf, readPlace } from "~/place/map-link";
import type { LatLon } from "~/place/geo";
import type { PinStarts } from "~/properties/place/pin-starts.server";

/** Where the map opens when nothing else tells: KL Sentral, zoomed out to the Klang Valley. */
const KL: LatLon = { lat: 3.1343, lon: 101.6863 };

type Start = { centre: LatLon; zoom: number; pin: LatLon | null };

const fieldValue = (form: HTMLFormElement | null | undefined, name: string) =>
  form?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value.trim().toLowerCase() ?? "";

/** The Map Pin's own point (the pin stands there), else the project's place, else the location's middle, else KL. */
function startOf(field: HTMLInputElement | null, starts: PinStarts): Start {
  const typed = field?.value.trim() ? readPlace(field.value) : null;
  if (typed && "point" in typed) return { centre: typed.point, zoom: 16, pin: typed.point };
  const project = pointOf(starts.projects[fieldValue(field?.form, "project_name")]);
  if (project) return { centre: project, zoom: 16, pin: null };
  const location = pointOf(starts.locations[fieldValue(field?.form, "location")]);
  if (location) return { centre: location, zoom: 14, pin: null };
  return { centre: KL, zoom: 11, pin: null };
}

/**
 * "Drop a pin on the map" under the Map Pin field (issue 30 item 5). Nothing
 * of the map is fetched before the tap; then MapLibre (its own chunk,
 * pin-drop-map.ts), its stylesheet and the tiles of MAP_STYLE_URL. A tap on
 * the map puts the pin there, and the pin can be dragged: either writes
 * "lat,lon" into the field, which the save reads as typed coordinates (and
 * measures the nearest stations from, as any save does).
 */
export function PinDrop({ name, starts }: { name: string; starts: PinStarts }) {
  // MAP_STYLE_URL, as the public maps use it: the root loader gives it to every page.
  const style = useRouteLoaderData<{ env?: { MAP_STYLE_URL?: string } }>("root")?.env?.MAP_STYLE_URL;
  const [open, setOpen] = useState(false);
  const [point, setPoint] = useState<LatLon | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = box.current;
    if (!open || !container || !style) return;
    const field = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const start = startOf(field, starts);
    if (!document.querySelector(`link[href="${mapCss}"]`)) {
      const css = document.createElement("link");
      css.rel = "stylesheet";
      css.href = mapCss;
      document.head.append(css);
    }
    let map: import("./pin-drop-map").PinMap | undefined;
    let gone = false;
    const typed = () => {
      const reading = field?.value.trim() ? readPlace(field.value) : null;
      if (reading && "point" in reading) map?.move(reading.point);
    };
    field?.addEventListener("change", typed);
    void import("./pin-drop-map").then(({ mountPinMap }) => {
      if (gone) return;
      map = mountPinMap(container, {
        style,
        worker: mapWorker,
        ...start,
        onPin: (p) => {
          setPoint(p);
          if (!field) return;
          field.value = placeText(p);
          // As if typed: whatever listens to the field hears it.
          field.dispatchEvent(new Event("input", { bubbles: true }));
        },
        onDrawn: () => container.setAttribute("data-map-drawn", ""),
      });
    });
    return () => {
      gone = true;
      field?.removeEventListener("change", typed);
      map?.remove();
    };
  }, [open, name, style, starts]);

  if (!style) return null;
  return (
    <div className="col-span-2">
      {open ? (
        <>
          <div
            ref={box}
            role="application"
            aria-label="Map: tap where the home is, or drag the pin"
            className="relative aspect-[4/3] w-full overflow-hidden rounded border border-stone-300 bg-stone-100 sm:aspect-video"
          />
          <p className="mt-1 text-sm text-stone-700" aria-live="polite">
            {point ? `Pin at ${placeText(point)}: save to keep it.` : "Tap the map where the home is; drag the pin to move it."}
          </p>
        </>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="min-h-11 rounded border border-brand-700 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          Drop a pin on the map
        </button>
      )}
    </div>
  );
}
