/** Constants and shapes of docs/product.md#entities, shared by server and browser. */
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

/** What a visitor's browser may receive: no owner fields, no hidden remarks. */
export interface PublicProperty {
  id: string;
  display_id: number;
  slug: string;
  title: string;
  project_name: string;
  property_type: string;
  location: string;
  price_sale: number | null;
  price_rent: number | null;
  listing_type: ListingType[];
  land_area: number | null;
  built_up_area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  carparks: number | null;
  description: string;
  status: string;
  date_status: string;
  images: string[];
  is_featured: boolean;
  created_at: string;
}

/** The admin sees everything. */
export interface AdminProperty extends PublicProperty {
  owner_name: string;
  owner_contact: string;
  remarks_hidden: string;
  version: number;
}

/** A card needs less than the detail page: keep list payloads small. */
export type PropertyCardData = Pick<
  PublicProperty,
  | "id"
  | "display_id"
  | "slug"
  | "title"
  | "project_name"
  | "property_type"
  | "location"
  | "price_sale"
  | "price_rent"
  | "listing_type"
  | "bedrooms"
  | "bathrooms"
  | "built_up_area"
  | "is_featured"
> & { cover: string | null };

export function listingPath(p: { slug: string; id: string }): string {
  return `/listing/${encodeURIComponent(p.slug || p.id)}`;
}
