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

export const TENURES = ["Freehold", "Leasehold"] as const;
/** "Show approximate location" (issue 30): empty is the default, approximate for landed homes and land. */
export const LOCATION_SHOWN = ["Approximate location", "Exact location"] as const;
export const TITLE_TYPES = ["Individual", "Strata", "Master"] as const;
export const LAND_STATUSES = ["Open", "Bumi Lot", "Malay Reserve"] as const;
export const FURNISHINGS = ["Unfurnished", "Partly Furnished", "Fully Furnished"] as const;
export const OCCUPANCIES = ["Vacant", "Tenanted", "Owner Occupied"] as const;
export const FACINGS = ["North", "North-East", "East", "South-East", "South", "South-West", "West", "North-West"] as const;
export const UNIT_POSITIONS = ["Intermediate", "Corner", "End Lot", "Penthouse", "Duplex", "Ground Floor"] as const;
export const FACILITIES = [
  "Swimming Pool",
  "Gym",
  "24-hour Security",
  "Playground",
  "BBQ Area",
  "Covered Parking",
  "Lift",
  "Multi-purpose Hall",
  "Jogging Track",
  "Tennis Court",
  "Sauna",
  "Surau",
] as const;

export function listingPath(p: { slug: string; id: string }): string {
  return `/listing/${encodeURIComponent(p.slug || p.id)}`;
}

/** The one-page PDF brochure of a listing (app/routes/brochure.ts). */
export function brochurePath(p: { slug: string; id: string }): string {
  return `${listingPath(p)}/brochure.pdf`;
}
