import { Link } from "react-router";
import type { Route } from "./+types/category";
import { CardGrid } from "~/components/CardGrid";
import { LinkPills } from "~/components/LinkPills";
import { ListPageError } from "~/components/ListPageError";
import { Pagination } from "~/components/Pagination";
import { ResultsHeader } from "~/components/ResultsHeader";
import { CATEGORY_LINKS, resolveCategory } from "~/properties/categories";
import { ListFilterBar } from "~/components/ListFilterBar";
import { loadFilteredList } from "~/properties/filtered-list.server";
import { listHref } from "~/properties/list-filters";
import { listByCategory } from "~/properties/public-lists.server";
import { orNotFound } from "~/site/found";
import { listPageMeta, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ params, request }: Route.LoaderArgs) {
  const category = orNotFound(resolveCategory(params.category));
  const list = await loadFilteredList(request, (page, filters) => listByCategory(category, page, filters), { fixed: ["type"] });
  return { category, ...list };
}

export const meta = (args: Route.MetaArgs) =>
  listPageMeta(args, "Properties", ({ category, page, total, capped }) => ({
    title: page > 1 ? `${category.heading} (page ${page})` : category.heading,
    description: `${category.heading} for sale and rent in Malaysia: ${total}${capped ? "+" : ""} available, with photos and prices in RM.`,
    path: withPage(`/category/${encodeURIComponent(category.slug)}`, page),
  }));

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, items, total, capped, page, pageCount, filters, filtered, line, choices, fixed } = loaderData;
  const base = `/category/${encodeURIComponent(category.slug)}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ResultsHeader heading={category.heading} total={total} capped={capped} line={filtered ? line : undefined} />
      <ListFilterBar path={base} q="" filters={filters} choices={choices} fixed={fixed} />
      <CardGrid
        items={items}
        empty={
          <p>
            No {category.heading} found.{" "}
            <Link to="/" className="font-medium text-brand-700 underline">
              Browse all properties
            </Link>
          </p>
        }
      />
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => listHref(base, filters, { page: n })} />
      <LinkPills
        label="Other categories"
        heading="Other categories"
        links={CATEGORY_LINKS.filter((c) => c.slug !== category.slug).map((c) => ({ to: `/category/${c.slug}`, text: c.label }))}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} title="Properties" />;
}
