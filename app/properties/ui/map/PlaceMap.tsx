import { dataAttr } from "~/components/page-script";
import { useI18n } from "~/i18n/context";
import {
  googleDirectionsLink,
  googleMapsLink,
  wazeLink,
  type MapPlace,
} from "~/properties/place/map-view";
import { MapFrame } from "./MapFrame";
import { MAP_SHOW } from "./place-map.enhance";
import type { PlaceSettings } from "./map-settings";
import { SKETCH, sketchOf } from "./sketch";

/**
 * A listing's place (issue 30 item 4): a sketch the server draws (the circle or
 * pin and the nearest stations, to scale; no tiles, no script) that becomes
 * MapLibre's map when tapped, and directions to the shown point in Waze and
 * Google Maps. Without JavaScript, "Show map" opens Google Maps there.
 */
export function PlaceMap({ place, style }: { place: MapPlace; style: string }) {
  const { t } = useI18n();
  const sketch = sketchOf(place);
  const settings: { style: string } & PlaceSettings = {
    style,
    place,
    text: { home: t("listing.map.exact") },
  };
  const host = style.startsWith("/") ? null : new URL(style).host;
  return (
    <section aria-labelledby="map-heading">
      <h2 id="map-heading" className="text-lg font-semibold">
        {t("listing.map.heading")}
      </h2>
      <MapFrame className="mt-2" fit="slice" settings={settings} label={t("listing.map.preview")}
        sketch={
          <>
            <defs>
              <pattern
                id="map-grid"
                width="40"
                height="40"
                patternUnits="userSpaceOnUse"
              >
                <path
                  d="M40 0H0V40"
                  fill="none"
                  stroke="#e7e5e4"
                  strokeWidth="1"
                />
              </pattern>
            </defs>
            <rect
              width={SKETCH.width}
              height={SKETCH.height}
              fill="url(#map-grid)"
            />
            {sketch.stations.map((s) => (
              <line
                key={`l-${s.label}`}
                x1={sketch.centre.x}
                y1={sketch.centre.y}
                x2={s.x}
                y2={s.y}
                stroke="#a8a29e"
                strokeWidth="1.5"
                strokeDasharray="4 4"
              />
            ))}
            {place.radius > 0 ? (
              <circle
                cx={sketch.centre.x}
                cy={sketch.centre.y}
                r={sketch.radius}
                fill="#b45309"
                fillOpacity="0.18"
                stroke="#b45309"
                strokeWidth="2"
              />
            ) : (
              <path
                d={`M${sketch.centre.x} ${sketch.centre.y}l-9 -16a10 10 0 1 1 18 0z`}
                fill="#b45309"
                stroke="#fff"
                strokeWidth="1.5"
              />
            )}
            {sketch.stations.map((s) => (
              <g key={s.label}>
                {s.colours.map((colour, i) => (
                  <circle
                    key={colour}
                    cx={s.x + i * 9 - ((s.colours.length - 1) * 9) / 2}
                    cy={s.y}
                    r="6"
                    fill={colour}
                    stroke="#fff"
                    strokeWidth="1.5"
                  />
                ))}
                <text
                  x={s.x}
                  y={s.y - 11}
                  textAnchor="middle"
                  fontSize="13"
                  fontWeight="600"
                  fill="#1c1917"
                  stroke="#fff"
                  strokeWidth="3"
                  paintOrder="stroke"
                >
                  {s.label}
                </text>
              </g>
            ))}
            <g transform={`translate(12 ${SKETCH.height - 14})`}>
              <path
                d={`M0 -5V0H${sketch.scale.length}V-5`}
                fill="none"
                stroke="#57534e"
                strokeWidth="1.5"
              />
              <text
                x={sketch.scale.length + 6}
                y="0"
                fontSize="11"
                fill="#57534e"
              >
                {sketch.scale.metres >= 1000
                  ? `${sketch.scale.metres / 1000} km`
                  : t("listing.map.scale", { metres: sketch.scale.metres })}
              </text>
            </g>
          </>
        }
      >
        <a
          href={googleMapsLink(place)}
          target="_blank"
          rel="noopener noreferrer"
          {...dataAttr(MAP_SHOW)}
          className="absolute bottom-3 right-3 rounded-full bg-white px-4 py-2 font-semibold text-stone-900 shadow ring-1 ring-stone-300 hover:bg-stone-50"
        >
          {t("listing.map.show")}
        </a>
      </MapFrame>
      <p className="mt-2 text-sm text-stone-700">
        {place.radius > 0
          ? t("listing.map.approximate")
          : t("listing.map.exact")}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm">
        <span className="text-stone-700">{t("listing.map.directions")}</span>
        {(
          [
            [wazeLink(place), t("listing.map.waze")],
            [googleDirectionsLink(place), t("listing.map.google")],
          ] as const
        ).map(([href, label]) => (
          <a key={href} className="inline-block py-1 font-medium text-brand-700 underline" href={href} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ))}
      </p>
      {host ? (
        <p className="mt-1 text-xs text-stone-600">
          {t("listing.map.note", { host })}
        </p>
      ) : null}
    </section>
  );
}
