import { data } from "react-router";
import type { Route } from "./+types/price-range";
import { CardGrid } from "~/components/CardGrid";
import { LinkPills } from "~/components/LinkPills";
import { ListPageError } from "~/components/ListPageError";
import { Pagination } from "~/components/Pagination";
import { ResultsHeader } from "~/components/ResultsHeader";
import { parsePriceRange, PRICE_RANGES } from "~/properties/price-ranges";
import { listByPriceRange } from "~/properties/public-lists.server";
import { errorMeta, firstCover, pageMeta, siteInfo, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";

export async function loader({ params, request }: Route.LoaderArgs) {
  const range = parsePriceRange(params.range);
  if (!range) throw data("The page you are looking for does not exist.", { status: 404 });
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return { range, ...(await listByPriceRange(range, page)) };
}

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteInfo(matches);
  if (error || !loaderData) return errorMeta(site, "404 - Page Not Found");
  const { range, page, total, items } = loaderData;
  return pageMeta(site, {
    title: `Properties for sale: ${range.label}${page > 1 ? ` (page ${page})` : ""}`,
    description: `${total} properties for sale in Malaysia priced ${range.label.replace(/^Under|^Above/, (w) => w.toLowerCase())}.`,
    path: withPage(`/price-range/${range.slug}`, page),
    image: firstCover(items),
  });
}

export default function PriceRangePage({ loaderData }: Route.ComponentProps) {
  const { range, items, total, page, pageCount } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ResultsHeader eyebrow="Sale price" heading={range.label} total={total} />
      <CardGrid items={items} empty={<p>No available properties found.</p>} />
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => withPage(`/price-range/${range.slug}`, n)} />
      <LinkPills
        label="Other price ranges"
        links={PRICE_RANGES.filter((r) => r.slug !== range.slug).map((r) => ({ to: `/price-range/${r.slug}`, text: r.label }))}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} title="Properties" />;
}
