import type { ColumnOf, FieldDef, ValueOf } from "./field-kinds";
import {
  FACILITIES,
  FACINGS,
  FURNISHINGS,
  LAND_STATUSES,
  OCCUPANCIES,
  PROPERTY_TYPES,
  STATUSES,
  TENURES,
  TITLE_TYPES,
  UNIT_POSITIONS,
} from "./property";

export { displayLabel, isListKind, SECTIONS, type FieldDef, type Section } from "./field-kinds";

/**
 * Every field of a property the agent edits, declared once: who may see it,
 * how the admin form asks for it, how it is validated, and whether (and
 * where) the public page shows it. The table's columns (table.ts), the
 * public, card and admin column lists, the form schema (form.ts), the admin
 * form and the public facts are derived from this list. Adding a field: a
 * migration plus one entry here.
 *
 * The admin form shows fields in this order, under their sections; the
 * public page follows `fact.order` (docs/product.md#listing-detail).
 */
const p = "public" as const;

export const FIELDS = {
  // Basics
  title: { kind: "text", label: "Title", visibility: p, section: "Basics", max: 200, required: true, wide: true, card: true },
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
    fact: { order: 6, key: true },
  },
  project_name: { kind: "text", label: "Project Name", visibility: p, section: "Basics", max: 200, suggest: "project_names", card: true },
  location: { kind: "text", label: "Location", visibility: p, section: "Basics", max: 200, required: true, suggest: "locations", card: true },
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
  listing_type: { kind: "deal_types", label: "Listing Type", visibility: p, section: "Prices", required: true, card: true },
  price_sale: { kind: "number", label: "Price (Sale)", visibility: p, section: "Prices", deal: "sale", hint: "RM", card: true },
  price_rent: { kind: "number", label: "Price (Rent)", visibility: p, section: "Prices", deal: "rent", hint: "RM / month", card: true },

  // Size and layout
  bedrooms: { kind: "number", label: "Bedrooms", visibility: p, section: "Size and layout", integer: true, card: true, fact: { order: 1, key: true } },
  bathrooms: { kind: "number", label: "Bathrooms", visibility: p, section: "Size and layout", integer: true, card: true, fact: { order: 2, key: true } },
  carparks: { kind: "number", label: "Carparks", visibility: p, section: "Size and layout", integer: true, fact: { order: 3, key: true } },
  built_up_area: { kind: "number", label: "Built-up Area", unit: "sqft", visibility: p, section: "Size and layout", card: true, fact: { order: 4, key: true } },
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
  title_ms: { kind: "text", label: "Tajuk (Bahasa Malaysia)", visibility: p, section: "Translations", max: 200, wide: true, card: true, hint: "The title on the /ms/ pages; empty shows the English title" },
  description_ms: { kind: "html", label: "Penerangan (Bahasa Malaysia)", visibility: p, section: "Translations", max: 200_000 },
  title_zh: { kind: "text", label: "标题 (中文)", visibility: p, section: "Translations", max: 200, wide: true, card: true, hint: "The title on the /zh/ pages; empty shows the English title" },
  description_zh: { kind: "html", label: "描述 (中文)", visibility: p, section: "Translations", max: 200_000 },

  // Private
  owner_name: { kind: "text", label: "Owner Name", visibility: "admin", section: "Private", max: 200, personal: true },
  owner_contact: { kind: "text", label: "Owner Contact", visibility: "admin", section: "Private", max: 200, personal: true },
  authorised_until: { kind: "date", label: "Authorised Until", visibility: "admin", section: "Private", hint: "The owner's authorisation: after this date the listing stops showing publicly" },
  remarks_hidden: { kind: "text", label: "Remarks", visibility: "admin", section: "Private", max: 5000, input: "textarea", wide: true, personal: true },
} as const satisfies Record<string, FieldDef>;

export type FieldName = keyof typeof FIELDS;
type Fields = typeof FIELDS;

export type FieldValues = { -readonly [K in FieldName]: ValueOf<Fields[K]> };
export type FieldColumns = { -readonly [K in FieldName]: ColumnOf<Fields[K]> };

type PublicName = { [K in FieldName]: Fields[K]["visibility"] extends "public" ? K : never }[FieldName];
type CardName = { [K in FieldName]: Fields[K] extends { card: true } ? K : never }[FieldName];
export type PublicFieldValues = Pick<FieldValues, PublicName>;
export type CardFieldValues = Pick<FieldValues, CardName>;

export const FIELD_NAMES = Object.keys(FIELDS) as FieldName[];
export const fieldEntries = () => FIELD_NAMES.map((name) => [name, FIELDS[name] as FieldDef] as const);

export const PUBLIC_FIELDS = FIELD_NAMES.filter((n) => FIELDS[n].visibility === "public") as PublicName[];
type OwnerDataName = { [K in FieldName]: Fields[K] extends { personal: true } ? K : never }[FieldName];
/** The owner's personal data: owner name, contact and the hidden remarks. */
export const OWNER_DATA_FIELDS = FIELD_NAMES.filter((n) => "personal" in FIELDS[n]) as OwnerDataName[];
type ChoiceFilterName = { [K in FieldName]: Fields[K] extends { filter: { as: "choice" } } ? K : never }[FieldName];
/** The `?{param}=` of each field declared `filter: { as: "choice" }`. */
export type ChoiceFilterParam = { [K in ChoiceFilterName]: Fields[K] extends { filter: { param: infer P extends string } } ? P : never }[ChoiceFilterName];
/** The list filters the declaration asks for, in its order (decision 038). */
export const CHOICE_FILTERS = FIELD_NAMES.flatMap((name) => {
  const field = FIELDS[name] as FieldDef;
  return field.kind === "choice" && field.filter
    ? [{ name: name as ChoiceFilterName, param: field.filter.param as ChoiceFilterParam, options: field.options }]
    : [];
});
export const CARD_FIELDS = FIELD_NAMES.filter((n) => "card" in FIELDS[n]) as CardName[];
