import type { Route } from "./+types/home";
import { ListFoot } from "~/leads/ui/alerts/ListFoot";
import { CardGrid } from "~/properties/ui/lists/CardGrid";
import { ListPageError } from "~/site/ui/ListPageError";
import { SearchBox } from "~/properties/ui/lists/SearchBox";
import { HomeHero } from "~/site/ui/HomeHero";
import { ListFilterBar } from "~/properties/ui/lists/ListFilterBar";
import { loadFilteredList } from "~/properties/filtered-list.server";
import { listHref } from "~/properties/list-filters";
import { listAvailable } from "~/properties/public-lists.server";
import { listPageMeta, siteInfo, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { useI18n } from "~/i18n/context";
import { useRootData } from "~/site/root-data";
import { stripLang } from "~/i18n/languages";
import { translator } from "~/i18n/translator";
import { dataAttr } from "~/components/page-script";
import { LIVE_REGION } from "~/properties/ui/lists/live-search.enhance";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ request }: Route.LoaderArgs) {
  // The English path ("/" or "/listings"): links and forms put it in the page's language.
  const path = stripLang(new URL(request.url).pathname);
  return { path, ...(await loadFilteredList(request, (page, filters, q) => listAvailable({ q, page, filters }))) };
}

export const meta = (args: Route.MetaArgs) => {
  const { siteName, lang } = siteInfo(args.matches);
  const t = translator(lang);
  return listPageMeta(args, t("lists.home.title"), ({ q, page }) => {
    const description = t("lists.home.description");
    return {
      title: page > 1 ? t("lists.paged", { title: t("lists.home.title"), page: String(page) }) : t("lists.home.title"),
      // Chinese sentences follow one another without a space.
      description: siteName
        ? [description, t("lists.home.listedBy", { agency: siteName.replace(/\.$/, "") })].join(lang === "zh" ? "" : " ")
        : description,
      // /listings is the same list as /: one canonical URL. A search result is not a page of its own.
      path: withPage("/", q ? 1 : page),
      noindex: Boolean(q),
    };
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const mapStyle = useRootData()?.env.MAP_STYLE_URL;
  const { items, q, page, pageCount, path, total, filters, filtered, line, choices, fixed } = loaderData;
  return (
    <>
      <HomeHero
        total={filtered ? undefined : total}
        search={<SearchBox q={q} action={path} filters={filters} large />}
        filters={<ListFilterBar path={path} q={q} filters={filters} choices={choices} fixed={fixed} />}
      />
      <div className="mx-auto max-w-6xl px-4 pb-6">
        <div {...dataAttr(LIVE_REGION)}>
          {filtered && <p className="mt-3 text-stone-700">{line}</p>}
          <CardGrid items={items} mapStyle={mapStyle} empty={<p>{t("lists.results.none")}</p>} />
          <ListFoot page={page} pageCount={pageCount} hrefFor={(n) => listHref(path, filters, { q, page: n })} />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  return <ListPageError error={error} title={t("lists.home.title")} />;
}
