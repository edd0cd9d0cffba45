import type { Route } from "./+types/search";
import { ListFoot } from "~/leads/ui/alerts/ListFoot";
import { CardGrid } from "~/properties/ui/lists/CardGrid";
import { ListPageError } from "~/site/ui/ListPageError";
import { foundText } from "~/properties/ui/lists/ResultsHeader";
import { SearchBox } from "~/properties/ui/lists/SearchBox";
import { ListFilterBar } from "~/properties/ui/lists/ListFilterBar";
import { loadFilteredList } from "~/properties/filtered-list.server";
import { listHref } from "~/properties/list-filters";
import { listAvailable } from "~/properties/public-lists.server";
import { errorMeta, pageMeta, siteInfo } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { useI18n } from "~/i18n/context";
import { useRootData } from "~/site/root-data";
import { translator } from "~/i18n/translator";
import { dataAttr } from "~/components/page-script";
import { LIVE_REGION } from "~/properties/ui/lists/live-search.enhance";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ request }: Route.LoaderArgs) {
  return loadFilteredList(request, (page, filters, q) => listAvailable({ q, page, filters }));
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteInfo(matches);
  const t = translator(site.lang);
  if (error || !loaderData) return errorMeta(site, t("lists.search.errorTitle"));
  const { q } = loaderData;
  return pageMeta(site, {
    title: q ? t("lists.search.resultsFor", { q }) : t("lists.search.title"),
    description: t("lists.search.description"),
    path: "/search",
    // docs/product.md#search-page: the search page is kept out of search engines.
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, items, total, capped, page, pageCount, filters, filtered, line, choices, fixed } = loaderData;
  const { t, lang } = useI18n();
  const mapStyle = useRootData()?.env.MAP_STYLE_URL;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold" {...dataAttr(LIVE_REGION)}>{q ? t("lists.search.resultsFor", { q }) : t("lists.search.title")}</h1>
      <SearchBox q={q} action="/search" filters={filters} />
      <div {...dataAttr(LIVE_REGION)}>
        <ListFilterBar path="/search" q={q} filters={filters} choices={choices} fixed={fixed} />
        {filtered ? (
          <p className="mt-3 text-stone-700">{line}</p>
        ) : (
          q && <p className="mt-3 text-stone-700">{foundText(t, lang, total, capped)}</p>
        )}
        <CardGrid items={items} mapStyle={mapStyle} empty={<p>{t("lists.results.none")}</p>} />
        <ListFoot page={page} pageCount={pageCount} hrefFor={(n) => listHref("/search", filters, { q, page: n })} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  return <ListPageError error={error} title={t("lists.search.title")} />;
}
