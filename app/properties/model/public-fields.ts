import type { FieldDef } from "./field-kinds";
import { listDeclarationOf, type SortSpec, type StoredFilterSpec } from "./list-declaration";
import { LINE_CODES, lineParam } from "~/place/lines";
import {
  FACILITIES,
  FACINGS,
  FURNISHINGS,
  type ListingType,
  LAND_STATUSES,
  OCCUPANCIES,
  PROPERTY_TYPES,
  STATUSES,
  TENURES,
  TITLE_TYPES,
  UNIT_POSITIONS,
} from "./property";

/**
 * The public fields of the declaration (fields.ts): everything a visitor's page
 * may show. Public code in the browser (list filters, facts, labels) imports this
 * module, never fields.ts, so that the names of the private fields
 * (private-fields.ts) never reach a public script (issue 28 item 15).
 */
const p = "public" as const;
/** The price filter (decision 045): one `?min_price=&max_price=` range on the price of the chosen deal. */
const PRICE_FILTER = { as: "range", min: "min_price", max: "max_price", page: "price" } as const;

export const PUBLIC_FIELD_DECLARATION = {
  // Basics
  title: { kind: "text", label: "Title", visibility: p, section: "Basics", max: 200, required: true, wide: true, card: true, searchable: true },
  property_type: {
    kind: "choice",
    label: "Property Type",
    visibility: p,
    section: "Basics",
    options: PROPERTY_TYPES,
    max: 100,
    placeholder: "Select a property type",
    marked: true,
    card: true,
    filter: { as: "choice", param: "type", page: "type" },
    fact: { order: 6, key: true },
  },
  project_name: { kind: "text", label: "Project Name", visibility: p, section: "Basics", max: 200, suggest: "project_names", card: true, searchable: true },
  location: { kind: "text", label: "Location", visibility: p, section: "Basics", max: 200, required: true, suggest: "locations", card: true, searchable: true, filter: { as: "place", param: "location", page: "location" } },
  status: {
    kind: "choice",
    label: "Status",
    visibility: p,
    section: "Basics",
    options: STATUSES,
    max: 40,
    strict: "Choose one of the listed statuses.",
    fallback: "Available",
  },
  occupancy: { kind: "choice", label: "Occupancy", visibility: p, section: "Basics", options: OCCUPANCIES, max: 40, strict: "Choose one of the listed occupancies.", placeholder: "Not stated", fact: { order: 9, key: true } },
  is_featured: { kind: "flag", label: "Featured", visibility: p, section: "Basics", card: true },
  description: { kind: "html", label: "Description", visibility: p, section: "Basics", max: 200_000 },

  // Prices
  listing_type: { kind: "deal_types", label: "Listing Type", visibility: p, section: "Prices", required: true, card: true, filter: { as: "deal", param: "deal", page: "price" } },
  price_sale: { kind: "number", label: "Price (Sale)", visibility: p, section: "Prices", deal: "sale", hint: "RM", card: true, filter: PRICE_FILTER },
  price_rent: { kind: "number", label: "Price (Rent)", visibility: p, section: "Prices", deal: "rent", hint: "RM / month", card: true, filter: PRICE_FILTER },

  // Size and layout
  bedrooms: { kind: "number", label: "Bedrooms", visibility: p, section: "Size and layout", integer: true, card: true, filter: { as: "minimum", param: "beds", choices: [1, 2, 3, 4, 5] }, fact: { order: 1, key: true } },
  bathrooms: { kind: "number", label: "Bathrooms", visibility: p, section: "Size and layout", integer: true, card: true, fact: { order: 2, key: true } },
  carparks: { kind: "number", label: "Carparks", visibility: p, section: "Size and layout", integer: true, fact: { order: 3, key: true } },
  built_up_area: { kind: "number", label: "Built-up Area", unit: "sqft", visibility: p, section: "Size and layout", card: true, filter: { as: "minimum", param: "min_sqft" }, fact: { order: 4, key: true } },
  land_area: { kind: "number", label: "Land Area", unit: "sqft", visibility: p, section: "Size and layout", card: true, fact: { order: 5, key: true } },
  furnishing: { kind: "choice", label: "Furnishing", visibility: p, section: "Size and layout", options: FURNISHINGS, max: 40, strict: "Choose one of the listed furnishings.", placeholder: "Not stated", card: true, filter: { as: "choice", param: "furnishing" }, fact: { order: 7, key: true } },

  // Title and tenure
  tenure: { kind: "choice", label: "Tenure", visibility: p, section: "Title and tenure", options: TENURES, max: 40, strict: "Choose Freehold or Leasehold.", placeholder: "Not stated", card: true, filter: { as: "choice", param: "tenure" }, fact: { order: 8, key: true, format: "tenure" } },
  lease_expiry_year: { kind: "number", label: "Lease Expiry Year", visibility: p, section: "Title and tenure", integer: true, year: true, hint: "Leasehold only: shown as the years left" },
  title_type: { kind: "choice", label: "Title Type", visibility: p, section: "Title and tenure", options: TITLE_TYPES, max: 40, strict: "Choose one of the listed title types.", placeholder: "Not stated", fact: { order: 20 } },
  land_status: { kind: "choice", label: "Land Status", visibility: p, section: "Title and tenure", options: LAND_STATUSES, max: 40, strict: "Choose one of the listed land statuses.", placeholder: "Not stated", fact: { order: 21 } },

  // Building
  developer: { kind: "text", label: "Developer", visibility: p, section: "Building", max: 200, fact: { order: 40 } },
  completion_year: { kind: "number", label: "Completion Year", visibility: p, section: "Building", integer: true, year: true, fact: { order: 41, format: "completion" } },
  storeys: { kind: "number", label: "Storeys", visibility: p, section: "Building", integer: true, fact: { order: 42 } },
  floor_level: { kind: "text", label: "Floor Level", visibility: p, section: "Building", max: 40, hint: "e.g. High floor, 23", fact: { order: 43 } },
  unit_position: { kind: "choice", label: "Unit Position", visibility: p, section: "Building", options: UNIT_POSITIONS, max: 40, strict: "Choose one of the listed unit positions.", placeholder: "Not stated", fact: { order: 44 } },
  facing: { kind: "choice", label: "Facing", visibility: p, section: "Building", options: FACINGS, max: 40, strict: "Choose one of the listed directions.", placeholder: "Not stated", fact: { order: 45 } },
  facilities: { kind: "multi", label: "Facilities", visibility: p, section: "Building", options: FACILITIES, fact: { order: 46 } },
  nearby: { kind: "text", label: "Nearby", visibility: p, section: "Building", max: 2000, input: "textarea", lines: true, hint: "One a line, e.g. 5 min walk to MRT Semantan", fact: { order: 47 } },

  // Costs
  maintenance_fee: { kind: "number", label: "Maintenance Fee", unit: "RM / month", visibility: p, section: "Costs", hint: "RM per month", fact: { order: 50 } },
  sinking_fund: { kind: "number", label: "Sinking Fund", unit: "RM / month", visibility: p, section: "Costs", hint: "RM per month", fact: { order: 51 } },

  // Rental terms
  security_deposit: { kind: "number", label: "Security Deposit", unit: "months", visibility: p, section: "Rental terms", hint: "Months of rent", fact: { order: 60 } },
  utility_deposit: { kind: "number", label: "Utility Deposit", unit: "months", visibility: p, section: "Rental terms", hint: "Months of rent", fact: { order: 61 } },
  advance_rental: { kind: "number", label: "Advance Rental", unit: "months", visibility: p, section: "Rental terms", hint: "Months of rent", fact: { order: 62 } },
  minimum_tenancy: { kind: "number", label: "Minimum Tenancy", unit: "months", integer: true, visibility: p, section: "Rental terms", fact: { order: 63 } },
  available_from: { kind: "date", label: "Available From", visibility: p, section: "Rental terms", fact: { order: 64 } },

  // Media
  images: { kind: "photos", label: "Photos", visibility: p, section: "Media", card: true },
  video_url: { kind: "link", label: "Video", visibility: p, section: "Media", hosts: { names: ["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"], site: "YouTube" }, hint: "A YouTube link" },
  virtual_tour_url: { kind: "link", label: "Virtual Tour", visibility: p, section: "Media", hint: "A 3D-tour link (https://…)" },

  // Translations (issue 15): optional; an empty one shows the main text, marked lang="en" (app/i18n/listing-text.ts).
  // Labelled in their own language: what the agent writes there, and no clash with Title and Description.
  title_ms: { kind: "text", label: "Tajuk (Bahasa Malaysia)", visibility: p, section: "Translations", max: 200, wide: true, card: true, searchable: true, hint: "The title on the /ms/ pages; empty shows the English title" },
  description_ms: { kind: "html", label: "Penerangan (Bahasa Malaysia)", visibility: p, section: "Translations", max: 200_000, searchable: true },
  title_zh: { kind: "text", label: "标题 (中文)", visibility: p, section: "Translations", max: 200, wide: true, card: true, searchable: true, hint: "The title on the /zh/ pages; empty shows the English title" },
  description_zh: { kind: "html", label: "描述 (中文)", visibility: p, section: "Translations", max: 200_000, searchable: true },

} as const satisfies Record<string, FieldDef>;

/**
 * The orders of the public lists (decision 045), named `lists.sort.{key}`:
 * Newest first, then by what the fields above hold (list-declaration.ts says
 * what each `by` reads). Every one but Newest has its own index
 * (tests/integration/lists/query-plans.test.ts).
 */
export const LIST_SORTS = [
  { key: "newest", by: "listed", direction: "desc" },
  { key: "price_asc", by: "price", direction: "asc" },
  { key: "price_desc", by: "price", direction: "desc" },
  { key: "psf_asc", by: "price_per_sqft", direction: "asc" },
  { key: "size_desc", by: "built_up_area", direction: "desc" },
] as const satisfies readonly SortSpec[];

/**
 * The filters on where a listing is (issue 30 item 3, decision 060), read from
 * what a save stores (decision 055) rather than from a field: "Near a station"
 * (`?near=500|1000|2000` metres to the nearest station) and "Line" (`?line=kg`,
 * a station of that line within 2 km). Both stand after the location.
 */
export const STATION_FILTERS = [
  { as: "near", name: "station_metres", param: "near", choices: [500, 1000, 2000], after: "location" },
  { as: "line", name: "property_stations", param: "line", options: LINE_CODES.map(lineParam), after: "location" },
] as const satisfies readonly StoredFilterSpec[];

type Public = typeof PUBLIC_FIELD_DECLARATION;
export type PublicFieldName = keyof Public;
const PUBLIC_NAMES = Object.keys(PUBLIC_FIELD_DECLARATION) as PublicFieldName[];
/** The public fields with their declarations, in the declaration's order. */
export const publicFieldEntries = () => PUBLIC_NAMES.map((name) => [name, PUBLIC_FIELD_DECLARATION[name] as FieldDef] as const);

/** The public lists' filters, sorts, URL parameters and index columns, from the declaration (decision 045). */
export const LIST_DECLARATION = listDeclarationOf(PUBLIC_FIELD_DECLARATION, LIST_SORTS, STATION_FILTERS);

export type SortKey = (typeof LIST_SORTS)[number]["key"];
type FilterOf<K extends PublicFieldName> = Public[K] extends { filter: infer F } ? F : never;
type ParamsOf<F> = F extends { as: "range"; min: infer A extends string; max: infer B extends string } ? A | B : F extends { param: infer P extends string } ? P : never;
type ValueOfFilter<F> = F extends { as: "range" | "minimum" } ? number : F extends { as: "deal" } ? ListingType : string;
/** One optional value per declared URL parameter: `{ type?: string; min_price?: number; beds?: number; … }`. */
export type DeclaredFilters = { [K in PublicFieldName as ParamsOf<FilterOf<K>>]?: ValueOfFilter<FilterOf<K>> } & {
  [F in (typeof STATION_FILTERS)[number] as F["param"]]?: F extends { as: "near" } ? number : string;
};
