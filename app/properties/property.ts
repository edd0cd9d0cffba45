/** Constants of the property model (docs/product.md#property), shared by server and browser. */
export const PROPERTY_TYPES = [
  "Condominium/Apartment/Flat",
  "Terrace House",
  "Semi-Detached",
  "Bungalow",
  "Townhouse",
  "Service Residence",
  "Land",
  "Commercial Shop",
  "Office Space",
  "Industrial",
  "Retail",
  "SOHO",
  "SOVO",
] as const;

export const STATUSES = ["Available", "Sold", "Rented", "Temporarily Unavailable"] as const;
export type Status = (typeof STATUSES)[number];

export const LISTING_TYPES = ["sale", "rent"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export function listingPath(p: { slug: string; id: string }): string {
  return `/listing/${encodeURIComponent(p.slug || p.id)}`;
}
