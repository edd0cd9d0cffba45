import { LISTING_TYPES, PROPERTY_TYPES, STATUSES } from "./property";

/**
 * Every field of a property the agent edits, declared once. Each entry says
 * who may see it, how the admin form asks for it, how it is validated and
 * whether (and where) the public facts grid shows it. The table's column
 * type (app/properties/table.ts), the public, card and admin column lists,
 * the form schema (form.ts), the admin form and the facts grid are derived
 * from this list. Adding a field: a migration plus one entry here.
 *
 * Order matters: the admin form shows fields in this order, grouped by
 * section; the facts grid follows `fact.order` (docs/product.md#listing-detail).
 */

/** Where a field sits in the admin form. */
export type Section = "Basics" | "Prices" | "Size and layout" | "Description" | "Media" | "Private";

interface Base {
  label: string;
  /** "admin": never selected for a visitor (owner data, private notes). */
  visibility: "public" | "admin";
  section: Section;
  /** Part of the one required-fields check (docs/product.md#validation). */
  required?: boolean;
  /** On the list pages' cards as well as the detail page. */
  card?: boolean;
  /** Shown in the public facts grid, in this order; empty values are left out. */
  fact?: { order: number };
}

export interface TextField extends Base {
  kind: "text";
  max: number;
  input?: "line" | "textarea";
  /** Takes the form's whole width. */
  wide?: boolean;
  /** A name list offered as suggestions; a new name joins that list on save. */
  suggest?: "locations" | "project_names";
}
export interface ChoiceField extends Base {
  kind: "choice";
  options: readonly string[];
  max: number;
  /** Refuse values outside `options` (else an imported value is kept, and offered back in the form). */
  strict?: { message: string; fallback: string };
  placeholder?: string;
  /** Marked required in the form (the HTML attribute too), without being part of the required check. */
  marked?: boolean;
}
export interface NumberField extends Base {
  kind: "number";
  integer?: boolean;
  /** Shown after the label ("Built-up Area (sqft)") and used to format the fact. */
  unit?: "sqft";
  /** The price of one deal type: asked for only while that type is ticked. */
  deal?: (typeof LISTING_TYPES)[number];
  hint?: string;
}
export interface HtmlField extends Base {
  kind: "html";
  max: number;
}
export interface FlagField extends Base {
  kind: "flag";
}
export interface DealTypesField extends Base {
  kind: "deal_types";
}
export interface PhotosField extends Base {
  kind: "photos";
}

export type FieldDef = TextField | ChoiceField | NumberField | HtmlField | FlagField | DealTypesField | PhotosField;

export const FIELDS = {
  title: { kind: "text", label: "Title", visibility: "public", section: "Basics", max: 200, required: true, wide: true, card: true },
  property_type: {
    kind: "choice",
    label: "Property Type",
    visibility: "public",
    section: "Basics",
    options: PROPERTY_TYPES,
    max: 100,
    placeholder: "Select a property type",
    marked: true,
    card: true,
    fact: { order: 6 },
  },
  project_name: {
    kind: "text",
    label: "Project Name",
    visibility: "public",
    section: "Basics",
    max: 200,
    suggest: "project_names",
    card: true,
  },
  location: {
    kind: "text",
    label: "Location",
    visibility: "public",
    section: "Basics",
    max: 200,
    required: true,
    suggest: "locations",
    card: true,
  },
  status: {
    kind: "choice",
    label: "Status",
    visibility: "public",
    section: "Basics",
    options: STATUSES,
    max: 40,
    strict: { message: "Choose one of the listed statuses.", fallback: "Available" },
  },
  listing_type: { kind: "deal_types", label: "Listing Type", visibility: "public", section: "Prices", required: true, card: true },
  price_sale: { kind: "number", label: "Price (Sale)", visibility: "public", section: "Prices", deal: "sale", hint: "RM", card: true },
  price_rent: {
    kind: "number",
    label: "Price (Rent)",
    visibility: "public",
    section: "Prices",
    deal: "rent",
    hint: "RM / month",
    card: true,
  },
  bedrooms: {
    kind: "number",
    label: "Bedrooms",
    visibility: "public",
    section: "Size and layout",
    integer: true,
    card: true,
    fact: { order: 1 },
  },
  bathrooms: {
    kind: "number",
    label: "Bathrooms",
    visibility: "public",
    section: "Size and layout",
    integer: true,
    card: true,
    fact: { order: 2 },
  },
  carparks: { kind: "number", label: "Carparks", visibility: "public", section: "Size and layout", integer: true, fact: { order: 3 } },
  built_up_area: {
    kind: "number",
    label: "Built-up Area",
    unit: "sqft",
    visibility: "public",
    section: "Size and layout",
    card: true,
    fact: { order: 4 },
  },
  land_area: { kind: "number", label: "Land Area", unit: "sqft", visibility: "public", section: "Size and layout", fact: { order: 5 } },
  is_featured: { kind: "flag", label: "Featured", visibility: "public", section: "Size and layout", card: true },
  description: { kind: "html", label: "Description", visibility: "public", section: "Description", max: 200_000 },
  images: { kind: "photos", label: "Photos", visibility: "public", section: "Media", card: true },
  owner_name: { kind: "text", label: "Owner Name", visibility: "admin", section: "Private", max: 200 },
  owner_contact: { kind: "text", label: "Owner Contact", visibility: "admin", section: "Private", max: 200 },
  remarks_hidden: { kind: "text", label: "Remarks", visibility: "admin", section: "Private", max: 5000, input: "textarea" },
} as const satisfies Record<string, FieldDef>;

export type FieldName = keyof typeof FIELDS;
type Fields = typeof FIELDS;

/** The value a field holds in code (lists as arrays, the flag as a boolean). */
type ValueOf<F> = F extends { kind: "number" }
  ? number | null
  : F extends { kind: "flag" }
    ? boolean
    : F extends { kind: "deal_types" }
      ? (typeof LISTING_TYPES)[number][]
      : F extends { kind: "photos" }
        ? string[]
        : string;

/** The value a field holds in its column (lists as JSON text, the flag as 0/1: portable across dialects). */
export type ColumnOf<F> = F extends { kind: "number" } ? number | null : F extends { kind: "flag" } ? number : string;

export type FieldValues = { -readonly [K in FieldName]: ValueOf<Fields[K]> };
export type FieldColumns = { -readonly [K in FieldName]: ColumnOf<Fields[K]> };

type PublicName = { [K in FieldName]: Fields[K]["visibility"] extends "public" ? K : never }[FieldName];
type CardName = { [K in FieldName]: Fields[K] extends { card: true } ? K : never }[FieldName];
export type PublicFieldValues = Pick<FieldValues, PublicName>;
export type CardFieldValues = Pick<FieldValues, CardName>;

export const FIELD_NAMES = Object.keys(FIELDS) as FieldName[];
export const fieldEntries = () => FIELD_NAMES.map((name) => [name, FIELDS[name] as FieldDef] as const);

export const PUBLIC_FIELDS = FIELD_NAMES.filter((n) => FIELDS[n].visibility === "public") as PublicName[];
export const CARD_FIELDS = FIELD_NAMES.filter((n) => "card" in FIELDS[n]) as CardName[];

/** The label as the form and the facts grid show it: "Built-up Area (sqft)". */
export function displayLabel(field: FieldDef): string {
  return field.kind === "number" && field.unit ? `${field.label} (${field.unit})` : field.label;
}
