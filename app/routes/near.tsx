import { data } from "react-router";
import { ListFoot } from "~/leads/ui/alerts/ListFoot";
import type { Route } from "./+types/near";
import { CardGrid } from "~/properties/ui/lists/CardGrid";
import { ListPageError } from "~/site/ui/ListPageError";
import { ResultsHeader } from "~/properties/ui/lists/ResultsHeader";
import { LINES } from "~/place/lines";
import { stationBySlug } from "~/place/stations.server";
import { listNearStation } from "~/properties/place/station-lists.server";
import { listPageMeta, pageUrl, siteInfo, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { useI18n } from "~/i18n/context";
import { lineLabel } from "~/properties/list-filters";
import { useRootData } from "~/site/root-data";
import { translator } from "~/i18n/translator";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

/** `/near/{station-slug}` (issue 30 item 3): the Available listings within 2 km of a station, nearest first. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const station = stationBySlug(params.station);
  if (!station) throw data("Station not found.", { status: 404 });
  const page = Number(new URL(request.url).searchParams.get("page")) || 1;
  const list = await listNearStation(station, page);
  const point = station.rows[0]!;
  return {
    station: {
      slug: station.slug,
      label: station.label,
      aliases: station.aliases,
      lines: station.lines.map((code) => ({ code, colour: LINES[code].colour })),
      lat: point.lat,
      lon: point.lon,
    },
    ...list,
  };
}

export const meta = (args: Route.MetaArgs) => {
  const site = siteInfo(args.matches);
  const t = translator(site.lang);
  const tags = listPageMeta(args, t("lists.properties"), ({ station, page, total, capped }) => {
    const heading = t("lists.station.heading", { station: station.label });
    return {
      title: page > 1 ? t("lists.paged", { title: heading, page: String(page) }) : heading,
      description: t("lists.station.description", { station: station.label, count: `${total}${capped ? "+" : ""}` }),
      path: withPage(`/near/${station.slug}`, page),
      noindex: total === 0,
    };
  });
  const s = args.loaderData?.station;
  if (!s) return tags;
  // The station is a public place: its point may be given (the listings' own points are not here).
  const place = {
    "@context": "https://schema.org",
    "@type": "TrainStation",
    name: s.label,
    alternateName: s.aliases.length ? s.aliases : undefined,
    geo: { "@type": "GeoCoordinates", latitude: s.lat, longitude: s.lon },
    url: pageUrl(site, `/near/${s.slug}`),
  };
  return [...tags, { "script:ld+json": place }];
};

export default function NearStationPage({ loaderData }: Route.ComponentProps) {
  const { station, items, total, capped, page, pageCount } = loaderData;
  const { t, path } = useI18n();
  const mapStyle = useRootData()?.env.MAP_STYLE_URL;
  const base = `/near/${station.slug}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ResultsHeader eyebrow={t("lists.station.eyebrow")} heading={t("lists.station.heading", { station: station.label })} total={total} capped={capped} />
      <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <span className="font-medium">{t("lists.station.lines")}:</span>
        <ul className="flex flex-wrap gap-2">
          {station.lines.map((line) => (
            <li key={line.code} className="flex items-center gap-1.5 rounded-full border border-stone-300 px-2.5 py-0.5">
              <span aria-hidden="true" className="inline-block size-2.5 rounded-full" style={{ backgroundColor: line.colour }} />
              {lineLabel(t, line.code)}
            </li>
          ))}
        </ul>
        {station.aliases.length > 0 && <span>· {t("lists.station.aliases", { names: station.aliases.join(", ") })}</span>}
        <a className="ml-auto py-0.5 font-medium text-brand-700 underline" href={path("/stations")}>
          {t("lists.station.all")}
        </a>
      </div>
      <CardGrid items={items} mapStyle={mapStyle}
        station={{ label: station.label, lat: station.lat, lon: station.lon, colours: station.lines.map((line) => line.colour) }}
        empty={<p>{t("lists.station.none")}</p>} />
      <ListFoot page={page} pageCount={pageCount} hrefFor={(n) => (n > 1 ? `${base}?page=${n}` : base)} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} />;
}
