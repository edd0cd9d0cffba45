/**
 * The monthly instalment estimate of a sale listing (docs/product.md#visitor-tools).
 * Defaults as Malaysian portals and banks quote them: a 90% margin of finance
 * (10% down, the usual cap for a first and second home), 4.0% p.a. (housing loans
 * run at about 3.8–4.5%: the standardised base rate on the 2.75% OPR plus the bank's
 * spread), 35 years (the longest tenure banks give, and only to age 70). The page script
 * (costs/figures.ts, for the cost forms and their costs.enhance.ts) imports `monthlyInstalment`: one formula on both sides.
 */
export const INSTALMENT_DEFAULTS = { marginPercent: 90, ratePercent: 4.0, years: 35 } as const;
export const INSTALMENT_LIMITS = {
  marginPercent: { min: 10, max: 100, step: 5 },
  ratePercent: { min: 0, max: 15, step: 0.05 },
  years: { min: 5, max: 35, step: 1 },
} as const;

/** The standard annuity payment, in whole ringgit: loan × r(1+r)^n / ((1+r)^n − 1), r monthly, n months. */
export function monthlyInstalment(price: number, marginPercent: number, ratePercent: number, years: number): number {
  const loan = (price * marginPercent) / 100;
  const n = years * 12;
  const r = ratePercent / 100 / 12;
  if (n <= 0) return 0;
  if (r === 0) return Math.round(loan / n);
  const growth = (1 + r) ** n;
  return Math.round((loan * r * growth) / (growth - 1));
}
