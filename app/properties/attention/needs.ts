import { AUTHORISATION_WARNING_DAYS } from "../display/authorisation";

/** What the dashboard counts and the Property Manager filters on (`?needs=`): listings to fix. */
export const NEEDS = ["authorisation-ended", "authorisation-ending", "photos", "place", "description"] as const;
export type Need = (typeof NEEDS)[number];

/** The Property Manager's heading for each filter, and the dashboard's line for a count. */
export const NEED_TEXT: Record<Need, { filter: string; count: (n: number) => string }> = {
  "authorisation-ended": {
    filter: "Authorisation expired",
    count: (n) => `${n} ${n === 1 ? "listing's" : "listings'"} authorisation expired`,
  },
  "authorisation-ending": {
    filter: `Authorisation ends within ${AUTHORISATION_WARNING_DAYS} days`,
    count: (n) => `${n} ${n === 1 ? "listing's" : "listings'"} authorisation ends within ${AUTHORISATION_WARNING_DAYS} days`,
  },
  photos: { filter: "Without photos", count: (n) => `${n} ${n === 1 ? "listing" : "listings"} without photos` },
  place: { filter: "Without a map place", count: (n) => `${n} ${n === 1 ? "listing" : "listings"} without a map place` },
  description: { filter: "Without a description", count: (n) => `${n} ${n === 1 ? "listing" : "listings"} without a description` },
};

export function parseNeed(value: string | null): Need | null {
  return (NEEDS as readonly string[]).includes(value ?? "") ? (value as Need) : null;
}
