import { Link } from "react-router";
import { ListFoot } from "~/leads/ui/alerts/ListFoot";
import type { Route } from "./+types/category";
import { CardGrid } from "~/properties/ui/lists/CardGrid";
import { LinkPills } from "~/components/LinkPills";
import { ListPageError } from "~/site/ui/ListPageError";
import { ResultsHeader } from "~/properties/ui/lists/ResultsHeader";
import { CATEGORY_LINKS, categoryHeading, resolveCategory } from "~/properties/categories";
import { ListFilterBar } from "~/properties/ui/lists/ListFilterBar";
import { loadFilteredList } from "~/properties/filtered-list.server";
import { listHref } from "~/properties/list-filters";
import { listByCategory } from "~/properties/public-lists.server";
import { orNotFound } from "~/site/found";
import { listPageMeta, siteInfo, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { useI18n } from "~/i18n/context";
import { useRootData } from "~/site/root-data";
import { translator } from "~/i18n/translator";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ params, request }: Route.LoaderArgs) {
  const category = orNotFound(resolveCategory(params.category));
  const list = await loadFilteredList(request, (page, filters) => listByCategory(category, page, filters), { fixed: ["type"] });
  return { category, ...list };
}

export const meta = (args: Route.MetaArgs) => {
  const t = translator(siteInfo(args.matches).lang);
  return listPageMeta(args, t("lists.properties"), ({ category, page, total, capped }) => {
    const heading = categoryHeading(t, category);
    return {
      title: page > 1 ? t("lists.paged", { title: heading, page: String(page) }) : heading,
      description: t("lists.category.description", { heading, count: `${total}${capped ? "+" : ""}` }),
      path: withPage(`/category/${encodeURIComponent(category.slug)}`, page),
    };
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, items, total, capped, page, pageCount, filters, filtered, line, choices, fixed } = loaderData;
  const { t, path } = useI18n();
  const mapStyle = useRootData()?.env.MAP_STYLE_URL;
  const heading = categoryHeading(t, category);
  const base = `/category/${encodeURIComponent(category.slug)}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ResultsHeader heading={heading} total={total} capped={capped} line={filtered ? line : undefined} />
      <ListFilterBar path={base} q="" filters={filters} choices={choices} fixed={fixed} />
      <CardGrid
        items={items}
        mapStyle={mapStyle}
        empty={
          <p>
            {t("lists.category.none", { heading })}{" "}
            <Link to={path("/")} className="font-medium text-brand-700 underline">
              {t("lists.category.browseAll")}
            </Link>
          </p>
        }
      />
      <ListFoot page={page} pageCount={pageCount} hrefFor={(n) => listHref(base, filters, { page: n })} />
      <LinkPills
        label={t("lists.category.others")}
        heading={t("lists.category.others")}
        links={CATEGORY_LINKS.filter((c) => c.slug !== category.slug).map((c) => ({
          to: `/category/${c.slug}`,
          text: t(`frame.categoryLink.${c.slug}`),
        }))}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} />;
}
