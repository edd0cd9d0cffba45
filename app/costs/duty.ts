import { FIRST_HOME, FOREIGN_TRANSFER_DUTY, LEGAL_FEES, LOAN_DUTY, TENANCY_DUTY, TRANSFER_DUTY, type Tier } from "./rates";

/** Duty on `value` by tiers, each tier's slice rounded up to whole units ("per RM100 or part"). */
function byTiers(value: number, tiers: readonly Tier[]): number {
  let duty = 0;
  tiers.forEach((tier, i) => {
    const top = tiers[i + 1]?.above ?? Infinity;
    const slice = Math.min(value, top) - tier.above;
    if (slice > 0) duty += Math.ceil(slice / tier.unit) * tier.perUnit;
  });
  return duty;
}

/** Who buys: the scale, a first home (exempt up to the cap), a foreigner or foreign company (flat rate), a Malaysian company (the scale). */
export const BUYERS = ["citizen", "firstHome", "foreign", "company"] as const;
export type Buyer = (typeof BUYERS)[number];

/** Whether the first-home exemption applies at that price (the buyer's own conditions are stated on the page). */
export const firstHomeExempt = (buyer: Buyer, price: number): boolean => buyer === "firstHome" && price <= FIRST_HOME.maxPrice;

/** Stamp duty on the memorandum of transfer. */
export function transferDuty(price: number, buyer: Buyer = "citizen"): number {
  if (firstHomeExempt(buyer, price)) return 0;
  if (buyer === "foreign") return Math.ceil(price / 100) * FOREIGN_TRANSFER_DUTY.percent;
  return byTiers(price, TRANSFER_DUTY.tiers);
}

/** Stamp duty on the loan agreement (none on a first home within the cap). */
export function loanDuty(loan: number, buyer: Buyer = "citizen", price = 0): number {
  if (loan <= 0 || firstHomeExempt(buyer, price)) return 0;
  return byTiers(loan, [LOAN_DUTY.tier]);
}

/** The lawyers' scale fee on an agreement of that value (the sale and purchase agreement, or the loan agreement). */
export function legalFee(value: number): number {
  if (value <= 0) return 0;
  let fee = 0;
  let from = 0;
  for (const tier of LEGAL_FEES.tiers) {
    fee += (Math.max(0, Math.min(value, tier.upTo) - from) * tier.percent) / 100;
    from = tier.upTo;
  }
  return Math.max(LEGAL_FEES.minimum, Math.round(fee));
}

/** Stamp duty on a tenancy agreement: the yearly rent in RM250s (or part), times the rate for the term. */
export function tenancyDuty(monthlyRent: number, termYears: number): number {
  if (monthlyRent <= 0 || termYears <= 0) return 0;
  const rate = TENANCY_DUTY.byTerm.find((t) => termYears <= t.upToYears)?.perUnit ?? 0;
  return Math.ceil((monthlyRent * 12) / TENANCY_DUTY.unit) * rate;
}
