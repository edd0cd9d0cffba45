import { formatRM, rentText } from "~/properties/display/money";
import { translator, type Translate } from "~/i18n/translator";

/**
 * docs/product.md#listing-detail: for 30 days after the agent lowers a price, the old one is
 * shown struck through beside it (the loader decides whether it still shows).
 */
export function PriceReduced({
  reduction,
  t = translator("en"),
}: {
  reduction: { saleBefore: number | null; rentBefore: number | null } | null;
  /** The page's translator (a prop, not a hook: the component is also called as a plain function). */
  t?: Translate;
}) {
  if (!reduction) return null;
  const rent = (amount: number) => rentText(t, amount);
  return (
    <p className="flex flex-wrap items-center gap-x-3 text-sm text-stone-700">
      <span className="rounded bg-red-50 px-2 py-0.5 font-semibold text-red-800">{t("listing.price.reduced")}</span>
      {reduction.saleBefore !== null && (
        <s aria-label={t("listing.price.was", { price: formatRM(reduction.saleBefore) })}>{formatRM(reduction.saleBefore)}</s>
      )}
      {reduction.rentBefore !== null && (
        <s aria-label={t("listing.price.was", { price: rent(reduction.rentBefore) })}>{rent(reduction.rentBefore)}</s>
      )}
    </p>
  );
}
