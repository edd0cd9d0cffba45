import type { MessageKey } from "~/i18n/catalogs";
import type { Translate } from "~/i18n/translator";

/**
 * docs/product.md#price-range labels. The sale ranges are on the sale price,
 * the rent ranges on the monthly rent (listings for rent only). Bounds are
 * half-open [min, max): a unit at exactly RM 500,000 is in "RM 500K - 1M",
 * one at exactly RM 2,000,000 in "Above RM 2M"; a rent of exactly RM 1,500
 * a month is in "Rent RM 1,500 - 3,000", one of exactly RM 5,000 in "Rent
 * above RM 5,000". So every price lands in one range of its kind.
 */
export interface PriceRange {
  slug: string;
  label: string;
  /** Which price the range reads: `price_sale`, or `price_rent` (per month). */
  deal: "sale" | "rent";
  min: number | null;
  max: number | null;
}

/** The spec's four sale ranges, exactly as they were. */
export const PRICE_RANGES: readonly PriceRange[] = [
  { slug: "under-500k", label: "Under RM 500K", deal: "sale", min: null, max: 500_000 },
  { slug: "500k-1m", label: "RM 500K - 1M", deal: "sale", min: 500_000, max: 1_000_000 },
  { slug: "1m-2m", label: "RM 1M - 2M", deal: "sale", min: 1_000_000, max: 2_000_000 },
  { slug: "above-2m", label: "Above RM 2M", deal: "sale", min: 2_000_000, max: null },
];

/** Monthly rent (issue 14): the same half-open bounds. */
export const RENT_RANGES: readonly PriceRange[] = [
  { slug: "rent-under-1500", label: "Rent under RM 1,500", deal: "rent", min: null, max: 1_500 },
  { slug: "rent-1500-3000", label: "Rent RM 1,500 - 3,000", deal: "rent", min: 1_500, max: 3_000 },
  { slug: "rent-3000-5000", label: "Rent RM 3,000 - 5,000", deal: "rent", min: 3_000, max: 5_000 },
  { slug: "rent-above-5000", label: "Rent above RM 5,000", deal: "rent", min: 5_000, max: null },
];

/** Every range with a page: sale first, then rent (the sitemap and the pills use this order). */
export const ALL_PRICE_RANGES: readonly PriceRange[] = [...PRICE_RANGES, ...RENT_RANGES];

/** The range for a URL segment (case-insensitive), or null for an unknown one. */
export function parsePriceRange(segment: string): PriceRange | null {
  const slug = segment.trim().toLowerCase();
  return ALL_PRICE_RANGES.find((r) => r.slug === slug) ?? null;
}

export function priceRangeContains(range: PriceRange, price: number): boolean {
  return (range.min === null || price >= range.min) && (range.max === null || price < range.max);
}

export const priceRangePath = (range: PriceRange) => `/price-range/${range.slug}`;

/**
 * A range's name in the page's language (issue 15): `lists.priceRange.<slug>`
 * ("Under RM 500K", "Di bawah RM 500K", "RM 500K 以下"). `label` stays the
 * English name, the one the spec gives.
 */
export function priceRangeLabel(t: Translate, range: PriceRange): string {
  return t(`lists.priceRange.${range.slug}` as MessageKey);
}

/** The range as it reads inside a sentence ("under RM 500K", "RM 1,500 - 3,000"): `lists.priceRangePhrase.<slug>`. */
export function priceRangePhrase(t: Translate, range: PriceRange): string {
  return t(`lists.priceRangePhrase.${range.slug}` as MessageKey);
}
