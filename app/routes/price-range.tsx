import type { Route } from "./+types/price-range";
import { CardGrid } from "~/components/CardGrid";
import { LinkPills } from "~/components/LinkPills";
import { ListPageError } from "~/components/ListPageError";
import { Pagination } from "~/components/Pagination";
import { ResultsHeader } from "~/components/ResultsHeader";
import { parsePriceRange, PRICE_RANGES, priceRangePath, RENT_RANGES, type PriceRange } from "~/properties/price-ranges";
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

/** "under RM 500K" / "RM 1,500 - 3,000": the label as it reads inside a sentence. */
const inSentence = (range: PriceRange) => range.label.replace(/^Rent /, "").replace(/^Under|^Above/, (w) => w.toLowerCase());

export const meta = (args: Route.MetaArgs) =>
  listPageMeta(args, "404 - Page Not Found", ({ range, page, total, capped }) => {
    const paged = page > 1 ? ` (page ${page})` : "";
    const count = `${total}${capped ? "+" : ""}`;
    return range.deal === "rent"
      ? {
          title: `Properties for rent, ${inSentence(range)} a month${paged}`,
          description: `${count} properties for rent in Malaysia renting for ${inSentence(range)} a month.`,
          path: withPage(priceRangePath(range), page),
        }
      : {
          title: `Properties for sale: ${range.label}${paged}`,
          description: `${count} properties for sale in Malaysia priced ${inSentence(range)}.`,
          path: withPage(priceRangePath(range), page),
        };
  });

/** The other ranges of each kind: a buyer can go to renting and back. */
const pills = (ranges: readonly PriceRange[], current: PriceRange) =>
  ranges.filter((r) => r.slug !== current.slug).map((r) => ({ to: priceRangePath(r), text: r.label }));

export default function PriceRangePage({ loaderData }: Route.ComponentProps) {
  const { range, items, total, capped, page, pageCount, filters, filtered, line, choices, fixed } = loaderData;
  const rent = range.deal === "rent";
  const base = priceRangePath(range);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ResultsHeader eyebrow={rent ? "Monthly rent" : "Sale price"} heading={range.label} total={total} capped={capped} line={filtered ? line : undefined} />
      <ListFilterBar path={base} q="" filters={filters} choices={choices} fixed={fixed} />
      <CardGrid items={items} empty={<p>No available properties found.</p>} />
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => listHref(base, filters, { page: n })} />
      <LinkPills
        label="Other price ranges"
        heading={rent ? "Other monthly rents" : "Other sale prices"}
        links={pills(rent ? RENT_RANGES : PRICE_RANGES, range)}
      />
      <LinkPills
        label={rent ? "Sale price ranges" : "Rent price ranges"}
        heading={rent ? "For sale" : "For rent"}
        links={pills(rent ? PRICE_RANGES : RENT_RANGES, range)}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} title="Properties" />;
}
