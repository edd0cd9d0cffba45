import { tenancyDuty } from "./duty";

export type RentInputs = { rent: number; termYears: number; securityMonths: number; utilityMonths: number; advanceMonths: number };

/** What a tenant pays before the keys (issue 31 item 3). */
export function costToMoveIn({ rent, termYears, securityMonths, utilityMonths, advanceMonths }: RentInputs) {
  const security = Math.round(rent * securityMonths);
  const utility = Math.round(rent * utilityMonths);
  const advance = Math.round(rent * advanceMonths);
  const stamp = tenancyDuty(rent, termYears);
  return { rent, security, utility, advance, stamp, total: security + utility + advance + stamp };
}
export type MoveInCosts = ReturnType<typeof costToMoveIn>;

/** A listing's own rental terms (months, and its minimum tenancy), as the calculators' query. */
export type ListingRentTerms = { security_deposit?: number | null; utility_deposit?: number | null; advance_rental?: number | null; minimum_tenancy?: number | null };

export function listingTermsQuery({ security_deposit, utility_deposit, advance_rental, minimum_tenancy }: ListingRentTerms): URLSearchParams {
  const own = new URLSearchParams();
  if (security_deposit != null) own.set("securityMonths", String(security_deposit));
  if (utility_deposit != null) own.set("utilityMonths", String(utility_deposit));
  if (advance_rental != null) own.set("advanceMonths", String(advance_rental));
  // The stamp duty goes by the agreement's term: the listing's minimum tenancy, in whole years.
  if (minimum_tenancy) own.set("termYears", String(Math.ceil(minimum_tenancy / 12)));
  return own;
}
