import type { Route } from "./+types/location";
import { ListFoot } from "~/leads/ui/alerts/ListFoot";
import { CardGrid } from "~/properties/ui/lists/CardGrid";
import { ListPageError } from "~/site/ui/ListPageError";
import { ResultsHeader } from "~/properties/ui/lists/ResultsHeader";
import { locationPath } from "~/names/locations";
import { ListFilterBar } from "~/properties/ui/lists/ListFilterBar";
import { loadFilteredList, spellingOf } from "~/properties/filtered-list.server";
import { listHref } from "~/properties/list-filters";
import { foldLocation, listByLocation } from "~/properties/public-lists.server";
import { listPageMeta, siteInfo, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { useI18n } from "~/i18n/context";
import { useRootData } from "~/site/root-data";
import { translator } from "~/i18n/translator";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ params, request }: Route.LoaderArgs) {
  const list = await loadFilteredList(request, (page, filters) => listByLocation(params.location, page, filters), {
    fixed: ["location"],
    // The stored spelling ("Petaling Jaya") reads better than the URL's "petaling-jaya".
    place: (result, locations) => result.items[0]?.location ?? spellingOf(foldLocation(params.location), locations),
  });
  return { name: list.place ?? params.location, ...list };
}

export const meta = (args: Route.MetaArgs) => {
  const t = translator(siteInfo(args.matches).lang);
  return listPageMeta(args, t("lists.properties"), ({ name, page, total, capped }) => {
    const heading = t("lists.location.heading", { name });
    return {
      title: page > 1 ? t("lists.paged", { title: heading, page: String(page) }) : heading,
      description: t("lists.location.description", { name, count: `${total}${capped ? "+" : ""}` }),
      path: withPage(locationPath(name), page),
      // An empty location page is not worth a search result.
      noindex: total === 0,
    };
  });
};

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { name, items, total, capped, page, pageCount, filters, filtered, line, choices, fixed } = loaderData;
  const { t } = useI18n();
  const mapStyle = useRootData()?.env.MAP_STYLE_URL;
  const base = locationPath(name);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ResultsHeader eyebrow={t("lists.location.eyebrow")} heading={t("lists.location.heading", { name })} total={total} capped={capped} line={filtered ? line : undefined} />
      <ListFilterBar path={base} q="" filters={filters} choices={choices} fixed={fixed} />
      <CardGrid items={items} mapStyle={mapStyle} empty={<p>{t("lists.results.none")}</p>} />
      <ListFoot page={page} pageCount={pageCount} hrefFor={(n) => listHref(base, filters, { page: n })} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} />;
}
