import { dataAttr } from "~/components/page-script";
import { useI18n } from "~/i18n/context";
import { listingTitle } from "~/i18n/listing-text";
import { imageSrc } from "~/photos/image-urls";
import { dealPrices } from "~/properties/display/pricing";
import { listingPath, type ListingType } from "~/properties/model/property";
import type { PropertyCardData } from "~/properties/model/table";
import type { MapPin, MapStation } from "~/properties/place/map-view";
import { MapFrame } from "./MapFrame";
import { MAP_LIST } from "./place-map.enhance";
import type { PinSettings } from "./map-settings";
import { pinSketch, shortPrice } from "./pin-sketch";

/**
 * A list's "Map" view (issue 30, decision 064): a disclosure that opens on a
 * sketch of the listings' pins (links to them, without JavaScript), and on
 * the same tap loads MapLibre with the pins clustered; a pin opens its card.
 * Only shown points: map_lat/map_lon, never an exact location.
 */
export function ListMap({
  items,
  style,
  station = null,
  lead,
}: {
  items: PropertyCardData[];
  style: string;
  station?: MapStation | null;
  lead?: ListingType;
}) {
  const { t, path, lang } = useI18n();
  const pins: MapPin[] = items.flatMap((p) => {
    if (p.map_lat === null || p.map_lon === null) return [];
    const deals = dealPrices(p, t);
    const first = deals.find((d) => d.deal === lead) ?? deals[0];
    const amount = first?.deal === "rent" ? p.price_rent : p.price_sale;
    return [
      {
        lat: p.map_lat,
        lon: p.map_lon,
        pin: shortPrice(amount),
        price: first?.text ?? "",
        title: listingTitle(p, lang).text,
        href: path(listingPath(p)),
        photo: p.cover ? imageSrc(p.cover, 480) : null,
      },
    ];
  });
  if (pins.length === 0) return null;
  const settings: { style: string } & PinSettings = {
    style,
    pins,
    station,
    text: { cluster: t("lists.map.cluster", { count: "{count}" }), view: t("lists.map.view"), close: t("lists.map.closeCard") },
  };
  const drawn = pinSketch<MapPin | (MapStation & { pin?: undefined })>([...pins, ...(station ? [station] : [])]);
  return (
    <details className="group mt-4" {...dataAttr(MAP_LIST)}>
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-900 shadow-sm hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M10 2a6 6 0 0 0-6 6c0 4.4 6 10 6 10s6-5.6 6-10a6 6 0 0 0-6-6Zm0 8.5A2.5 2.5 0 1 1 10 5.5a2.5 2.5 0 0 1 0 5Z" />
        </svg>
        <span className="group-open:hidden">{t("lists.map.open")}</span>
        <span className="hidden group-open:inline">{t("lists.map.close")}</span>
      </summary>
      <MapFrame className="mt-3" fit="meet" settings={settings} label={t("lists.map.preview")}
        sketch={drawn.map((p, i) =>
          p.pin === undefined ? (
            <g key="station">
              <circle cx={p.x} cy={p.y} r="7" fill={(p as MapStation).colours[0]} stroke="#fff" strokeWidth="2" />
              <text x={p.x} y={p.y - 11} textAnchor="middle" fontSize="13" fontWeight="600" fill="#1c1917" stroke="#fff" strokeWidth="3" paintOrder="stroke">
                {(p as MapStation).label}
              </text>
            </g>
          ) : (
            <a key={i} href={p.href} aria-label={`${p.price}: ${p.title}`}>
              <circle cx={p.x} cy={p.y} r="6" fill="#b45309" stroke="#fff" strokeWidth="1.5" />
            </a>
          ),
        )}
      />
    </details>
  );
}
