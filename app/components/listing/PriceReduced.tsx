import { formatRent, formatRM } from "~/properties/display/money";

/**
 * docs/product.md#listing-detail: for 30 days after the agent lowers a price, the old one is
 * shown struck through beside it (the loader decides whether it still shows).
 */
export function PriceReduced({ reduction }: { reduction: { saleBefore: number | null; rentBefore: number | null } | null }) {
  if (!reduction) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 text-sm text-stone-700">
      <span className="rounded bg-red-50 px-2 py-0.5 font-semibold text-red-800">Price reduced</span>
      {reduction.saleBefore !== null && (
        <s aria-label={`Was ${formatRM(reduction.saleBefore)}`}>{formatRM(reduction.saleBefore)}</s>
      )}
      {reduction.rentBefore !== null && (
        <s aria-label={`Was ${formatRent(reduction.rentBefore)}`}>{formatRent(reduction.rentBefore)}</s>
      )}
    </p>
  );
}
