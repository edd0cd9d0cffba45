import { formatRM, rentText } from "~/properties/display/money";
import type { ListingType } from "~/properties/model/property";
import { translator, type Translate } from "~/i18n/translator";

export type Reduction = { saleBefore: number | null; rentBefore: number | null };

/**
 * docs/product.md#listing-detail: for 30 days after the agent lowers a price, the old one is
 * shown struck through under the price it was (issue 29 item 6: a listing for sale and rent
 * shows a cut sale price under the sale line, not under the rent); the loader decides
 * whether it still shows.
 */
export function PriceReduced({
  reduction,
  deal,
  t = translator("en"),
}: {
  reduction: Reduction | null;
  deal: ListingType;
  /** The page's translator (a prop, not a hook: the component is also called as a plain function). */
  t?: Translate;
}) {
  const before = deal === "sale" ? reduction?.saleBefore : reduction?.rentBefore;
  if (before === null || before === undefined) return null;
  const was = deal === "sale" ? formatRM(before) : rentText(t, before);
  return (
    <p className="flex flex-wrap items-center gap-x-3 text-sm text-stone-700">
      <span className="rounded bg-red-50 px-2 py-0.5 font-semibold text-red-800">{t("listing.price.reduced")}</span>
      <s aria-label={t("listing.price.was", { price: was })}>{was}</s>
    </p>
  );
}
