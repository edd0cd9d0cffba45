import type { PriceHistory } from "../model/table";

/** docs/product.md#listing-detail: "Price reduced" shows this long after the agent lowered a price. */
export const PRICE_REDUCED_DAYS = 30;
const SHOWN_MS = PRICE_REDUCED_DAYS * 24 * 3600_000;

type Prices = { price_sale: number | null; price_rent: number | null };

/** The struck-through prices a visitor sees now, or null when there is no recent reduction. */
export function currentReduction(
  p: Prices & PriceHistory,
  now: Date = new Date(),
): { saleBefore: number | null; rentBefore: number | null } | null {
  if (!p.price_reduced_at || now.getTime() - Date.parse(p.price_reduced_at) >= SHOWN_MS) return null;
  const saleBefore = p.price_sale !== null && p.price_sale_before !== null && p.price_sale_before > p.price_sale ? p.price_sale_before : null;
  const rentBefore = p.price_rent !== null && p.price_rent_before !== null && p.price_rent_before > p.price_rent ? p.price_rent_before : null;
  return saleBefore === null && rentBefore === null ? null : { saleBefore, rentBefore };
}

/**
 * What an edit does to the price history. A lower price remembers the one it
 * replaces (and when); a raise, or a price removed, forgets it; an unchanged
 * price keeps whatever reduction is running, so editing the description does
 * not end it.
 */
export function nextPriceHistory(current: Prices & PriceHistory, next: Prices, now: string): PriceHistory {
  let reducedAt = current.price_reduced_at;
  // A reduction that no longer shows is forgotten, not revived by a later one on the other price.
  const running = Boolean(reducedAt) && Date.parse(now) - Date.parse(reducedAt) < SHOWN_MS;
  const side = (was: number | null, will: number | null, before: number | null): number | null => {
    if (will === null || was === null) return null;
    if (will < was) {
      reducedAt = now;
      return was;
    }
    return will > was || !running ? null : before;
  };
  const price_sale_before = side(current.price_sale, next.price_sale, current.price_sale_before);
  const price_rent_before = side(current.price_rent, next.price_rent, current.price_rent_before);
  const price_reduced_at = price_sale_before === null && price_rent_before === null ? "" : reducedAt;
  return { price_sale_before, price_rent_before, price_reduced_at };
}

/** A row's prices as numbers: PostgreSQL returns double precision as numbers, but numeric text from older columns would be strings. */
export function pricesOfRow(row: Record<"price_sale" | "price_rent" | "price_sale_before" | "price_rent_before", unknown> & { price_reduced_at: string }): Prices & PriceHistory {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    price_sale: num(row.price_sale),
    price_rent: num(row.price_rent),
    price_sale_before: num(row.price_sale_before),
    price_rent_before: num(row.price_rent_before),
    price_reduced_at: row.price_reduced_at,
  };
}
