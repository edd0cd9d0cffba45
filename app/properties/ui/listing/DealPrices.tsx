import { dealPrices, type Priced } from "~/properties/display/pricing";
import { useI18n } from "~/i18n/context";

/**
 * "For Sale" / "For Rent" at a glance: each deal's badge, its price (or
 * "Price on request") and the price per square foot. A listing for both
 * shows both, each labelled.
 */
export function DealPrices({ listing, size }: { listing: Priced; size: "card" | "detail" }) {
  const { t } = useI18n();
  const deals = dealPrices(listing, t);
  if (deals.length === 0) return null;
  const big = size === "detail";
  return (
    <div className={big ? "flex flex-wrap gap-x-8 gap-y-3" : "space-y-1"}>
      {deals.map((d) => (
        <div key={d.deal} className="flex flex-wrap items-baseline gap-x-2">
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
      ))}
    </div>
  );
}
