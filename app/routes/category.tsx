import { Link } from "react-router";
import type { Route } from "./+types/category";
import { CardGrid } from "~/components/CardGrid";
import { LinkPills } from "~/components/LinkPills";
import { ListPageError } from "~/components/ListPageError";
import { Pagination } from "~/components/Pagination";
import { ResultsHeader } from "~/components/ResultsHeader";
import { CATEGORY_LINKS, resolveCategory } from "~/properties/categories";
import { listByCategory } from "~/properties/public-lists.server";
import { orNotFound } from "~/site/found";
import { listPageMeta, pageParam, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ params, request }: Route.LoaderArgs) {
  const category = orNotFound(resolveCategory(params.category));
  return { category, ...(await listByCategory(category, pageParam(request))) };
}

export const meta = (args: Route.MetaArgs) =>
  listPageMeta(args, "Properties", ({ category, page, total }) => ({
    title: page > 1 ? `${category.heading} (page ${page})` : category.heading,
    description: `${category.heading} for sale and rent in Malaysia: ${total} available, with photos and prices in RM.`,
    path: withPage(`/category/${encodeURIComponent(category.slug)}`, page),
  }));

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, items, total, page, pageCount } = loaderData;
  const base = `/category/${encodeURIComponent(category.slug)}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ResultsHeader heading={category.heading} total={total} />
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
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => withPage(base, n)} />
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
