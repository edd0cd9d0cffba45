import type { Route } from "./+types/price-range";
import { ListFoot } from "~/leads/ui/alerts/ListFoot";
import { CardGrid } from "~/properties/ui/lists/CardGrid";
import { LinkPills } from "~/components/LinkPills";
import { ListPageError } from "~/site/ui/ListPageError";
import { ResultsHeader } from "~/properties/ui/lists/ResultsHeader";
import {
  parsePriceRange,
  PRICE_RANGES,
  priceRangeLabel,
  priceRangePath,
  priceRangePhrase,
  RENT_RANGES,
  type PriceRange,
} from "~/properties/price-ranges";
import { ListFilterBar } from "~/properties/ui/lists/ListFilterBar";
import { loadFilteredList } from "~/properties/filtered-list.server";
import { listHref } from "~/properties/list-filters";
import { listByPriceRange } from "~/properties/public-lists.server";
import { orNotFound } from "~/site/found";
import { listPageMeta, siteInfo, withPage } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { useI18n } from "~/i18n/context";
import { useRootData } from "~/site/root-data";
import { translator, type Translate } from "~/i18n/translator";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ params, request }: Route.LoaderArgs) {
  const range = orNotFound(parsePriceRange(params.range));
  const list = await loadFilteredList(request, (page, filters) => listByPriceRange(range, page, filters), { fixed: ["price"] });
  return { range, ...list };
}

export const meta = (args: Route.MetaArgs) => {
  const t = translator(siteInfo(args.matches).lang);
  return listPageMeta(args, t("frame.notFound.title"), ({ range, page, total, capped }) => {
    // The range as it reads inside a sentence: "under RM 500K", "RM 1,500 - 3,000".
    const phrase = priceRangePhrase(t, range);
    const count = `${total}${capped ? "+" : ""}`;
    const title =
      range.deal === "rent"
        ? t("lists.priceRange.rentTitle", { range: phrase })
        : t("lists.priceRange.saleTitle", { range: priceRangeLabel(t, range) });
    return {
      title: page > 1 ? t("lists.paged", { title, page: String(page) }) : title,
      description:
        range.deal === "rent"
          ? t("lists.priceRange.rentDescription", { count, range: phrase })
          : t("lists.priceRange.saleDescription", { count, range: phrase }),
      path: withPage(priceRangePath(range), page),
    };
  });
};

/** The other ranges of each kind: a buyer can go to renting and back. */
const pills = (t: Translate, ranges: readonly PriceRange[], current: PriceRange) =>
  ranges.filter((r) => r.slug !== current.slug).map((r) => ({ to: priceRangePath(r), text: priceRangeLabel(t, r) }));

export default function PriceRangePage({ loaderData }: Route.ComponentProps) {
  const { range, items, total, capped, page, pageCount, filters, filtered, line, choices, fixed } = loaderData;
  const { t } = useI18n();
  const mapStyle = useRootData()?.env.MAP_STYLE_URL;
  const rent = range.deal === "rent";
  const base = priceRangePath(range);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ResultsHeader
        eyebrow={t(rent ? "lists.priceRange.eyebrowRent" : "lists.priceRange.eyebrowSale")}
        heading={priceRangeLabel(t, range)}
        total={total} capped={capped} line={filtered ? line : undefined} />
      <ListFilterBar path={base} q="" filters={filters} choices={choices} fixed={fixed} />
      <CardGrid items={items} mapStyle={mapStyle} empty={<p>{t("lists.results.none")}</p>} lead={rent ? "rent" : undefined} />
      <ListFoot page={page} pageCount={pageCount} hrefFor={(n) => listHref(base, filters, { page: n })} />
      <LinkPills
        label={t("lists.priceRange.othersLabel")}
        heading={t(rent ? "lists.priceRange.otherRents" : "lists.priceRange.otherSales")}
        links={pills(t, rent ? RENT_RANGES : PRICE_RANGES, range)}
      />
      <LinkPills
        label={t(rent ? "lists.priceRange.saleRangesLabel" : "lists.priceRange.rentRangesLabel")}
        heading={t(rent ? "lists.priceRange.forSale" : "lists.priceRange.forRent")}
        links={pills(t, rent ? PRICE_RANGES : RENT_RANGES, range)}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} />;
}
