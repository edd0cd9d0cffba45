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
