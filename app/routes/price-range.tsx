import type { Route } from "./+types/price-range";
import { CardGrid } from "~/components/CardGrid";
import { LinkPills } from "~/components/LinkPills";
import { ListPageError } from "~/components/ListPageError";
import { Pagination } from "~/components/Pagination";
import { ResultsHeader } from "~/components/ResultsHeader";
import { parsePriceRange, PRICE_RANGES } from "~/properties/price-ranges";
import { ListFilterBar } from "~/components/ListFilterBar";
import { loadFilteredList } from "~/properties/filtered-list.server";
import { listHref } from "~/properties/list-filters";
import { listByPriceRange } from "~/properties/public-lists.server";
import { orNotFound } from "~/site/found";
import { listPageMeta, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ params, request }: Route.LoaderArgs) {
  const range = orNotFound(parsePriceRange(params.range));
  const list = await loadFilteredList(request, (page, filters) => listByPriceRange(range, page, filters), { fixed: ["price"] });
  return { range, ...list };
}

export const meta = (args: Route.MetaArgs) =>
  listPageMeta(args, "404 - Page Not Found", ({ range, page, total, capped }) => ({
    title: `Properties for sale: ${range.label}${page > 1 ? ` (page ${page})` : ""}`,
    description: `${total}${capped ? "+" : ""} properties for sale in Malaysia priced ${range.label.replace(/^Under|^Above/, (w) => w.toLowerCase())}.`,
    path: withPage(`/price-range/${range.slug}`, page),
  }));

export default function PriceRangePage({ loaderData }: Route.ComponentProps) {
  const { range, items, total, capped, page, pageCount, filters, filtered, line, choices, fixed } = loaderData;
  const base = `/price-range/${range.slug}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ResultsHeader eyebrow="Sale price" heading={range.label} total={total} capped={capped} line={filtered ? line : undefined} />
      <ListFilterBar path={base} q="" filters={filters} choices={choices} fixed={fixed} />
      <CardGrid items={items} empty={<p>No available properties found.</p>} />
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => listHref(base, filters, { page: n })} />
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
