import { dealPrices, type Priced } from "~/properties/display/pricing";
import { priceHidden, statusRibbon } from "~/properties/display/availability";
import { useI18n } from "~/i18n/context";
import type { ListingType } from "~/properties/model/property";
import { PriceReduced, type Reduction } from "./PriceReduced";

/**
 * "For Sale" / "For Rent" at a glance: each deal's badge, its price (or
 * "Price on request") and the price per square foot. A listing for both
 * shows both, each labelled.
 *
 * A listing that is no longer Available (decision 046): its status ("Sold",
 * "Rented", "Unavailable") in the badge's place; Sold and Rented show no price,
 * Temporarily Unavailable its prices greyed.
 */
export function DealPrices({
  listing,
  size,
  status,
  lead,
  reduction = null,
}: {
  listing: Priced;
  size: "card" | "detail";
  status?: string;
  /** A rent list's cards lead with the rent (issue 29 item 6): the deal the visitor chose comes first. */
  lead?: ListingType;
  /** A recent price cut (detail page): the old price struck through under the line it belongs to. */
  reduction?: Reduction | null;
}) {
  const { t } = useI18n();
  const listed = dealPrices(listing, t);
  const deals = lead ? [...listed.filter((d) => d.deal === lead), ...listed.filter((d) => d.deal !== lead)] : listed;
  const gone = statusRibbon(status);
  const big = size === "detail";
  if (gone) {
    return (
      <div className={big ? "flex flex-wrap items-baseline gap-x-4 gap-y-1" : "flex flex-wrap items-baseline gap-x-2 gap-y-1"} data-testid="deal-prices">
        <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">{t(gone)}</span>
        {priceHidden(status)
          ? null
          : deals.map((d) => (
              <span key={d.deal} className={`font-semibold text-stone-600 ${big ? "text-xl" : "text-base"}`}>
                {d.text}
              </span>
            ))}
      </div>
    );
  }
  if (deals.length === 0) return null;
  return (
    <div className={big ? "flex flex-wrap gap-x-8 gap-y-3" : "space-y-1"} data-testid="deal-prices">
      {deals.map((d) => (
        <div key={d.deal} data-testid={`deal-${d.deal}`}>
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span
              className={`rounded px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${
                d.deal === "sale" ? "bg-brand-100 text-brand-800" : "bg-sky-100 text-sky-900"
              }`}
            >
              {d.badge}
            </span>
            <span className={`font-bold text-stone-900 ${big ? "text-2xl" : "text-base"}`}>{d.text}</span>
            {d.psf ? <span className={`text-stone-600 ${big ? "text-sm" : "text-xs"}`}>{d.psf}</span> : null}
          </div>
          <PriceReduced reduction={reduction} deal={d.deal} t={t} />
        </div>
      ))}
    </div>
  );
}
