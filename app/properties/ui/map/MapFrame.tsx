import mapCss from "maplibre-gl/dist/maplibre-gl.css?url";
import mapWorker from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import type { ReactNode } from "react";
import { dataAttr } from "~/components/page-script";
import mapScript from "./map-bundle.ts?worker&url";
import { MAP_CSS, MAP_FRAME, MAP_SCRIPT } from "./place-map.enhance";
import { MAP_DATA, settingsJson, type PinSettings, type PlaceSettings } from "./map-settings";
import { SKETCH } from "./sketch";

/**
 * The box a map draws into, shared by a listing's place and a list's map view
 * (decisions 061 and 064): the server's SVG sketch fills it until a tap, when the
 * page script reads the MapLibre script, its style sheet and the settings from
 * its data attributes. `fit`: a listing's sketch is cropped to fill the box, a
 * list's is shown whole so that no pin falls outside.
 */
export function MapFrame({
  settings,
  label,
  fit,
  className,
  sketch,
  children,
}: {
  settings: { style: string } & (PlaceSettings | PinSettings);
  label: string;
  fit: "slice" | "meet";
  className: string;
  sketch: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div
      className={`relative aspect-[4/3] overflow-hidden rounded-lg border border-stone-200 bg-stone-100 sm:aspect-video ${className}`}
      {...dataAttr(MAP_FRAME)}
      {...dataAttr(MAP_SCRIPT, mapScript)}
      {...dataAttr(MAP_CSS, mapCss)}
      {...dataAttr(MAP_DATA, settingsJson({ ...settings, worker: mapWorker }))}
    >
      <svg viewBox={`0 0 ${SKETCH.width} ${SKETCH.height}`} preserveAspectRatio={`xMidYMid ${fit}`} role="img" aria-label={label} className="absolute inset-0 h-full w-full">
        {sketch}
      </svg>
      {children}
    </div>
  );
}
