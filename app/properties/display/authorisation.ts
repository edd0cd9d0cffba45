import { addDays } from "./malaysia-date";

/** The Property Manager warns this many days before an owner's authorisation ends. */
export const AUTHORISATION_WARNING_DAYS = 14;

/**
 * docs/product.md#property-manager: whether the owner's authorisation
 * (authorised_until, 'YYYY-MM-DD' or '') has ended or ends soon, as of
 * `today` in Malaysia. The listing may be shown up to and including that day.
 */
export function authorisationState(
  authorisedUntil: string,
  today: string,
): { state: "expired" } | { state: "ending"; until: string } | null {
  if (!authorisedUntil) return null;
  if (authorisedUntil < today) return { state: "expired" };
  if (authorisedUntil <= addDays(today, AUTHORISATION_WARNING_DAYS)) return { state: "ending", until: authorisedUntil };
  return null;
}
