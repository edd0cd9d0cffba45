/**
 * docs/product.md#price-range labels, on the sale price. Bounds are half-open
 * [min, max): a unit at exactly RM 500,000 is in "RM 500K - 1M", and one at
 * exactly RM 2,000,000 in "Above RM 2M", so every price lands in one range.
 */
export interface PriceRange {
  slug: string;
  label: string;
  min: number | null;
  max: number | null;
}

export const PRICE_RANGES: readonly PriceRange[] = [
  { slug: "under-500k", label: "Under RM 500K", min: null, max: 500_000 },
  { slug: "500k-1m", label: "RM 500K - 1M", min: 500_000, max: 1_000_000 },
  { slug: "1m-2m", label: "RM 1M - 2M", min: 1_000_000, max: 2_000_000 },
  { slug: "above-2m", label: "Above RM 2M", min: 2_000_000, max: null },
];

/** The range for a URL segment (case-insensitive), or null for an unknown one. */
export function parsePriceRange(segment: string): PriceRange | null {
  const slug = segment.trim().toLowerCase();
  return PRICE_RANGES.find((r) => r.slug === slug) ?? null;
}

export function priceRangeContains(range: PriceRange, price: number): boolean {
  return (range.min === null || price >= range.min) && (range.max === null || price < range.max);
}
