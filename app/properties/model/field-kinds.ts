import type { LISTING_TYPES } from "./property";

/**
 * The kinds of field a property has, and what each declaration may say.
 * fields.ts declares the fields; table.ts, form.ts, the admin form and the
 * public facts derive everything else from these shapes.
 */

/** Where a field sits in the admin form, and the group the public page shows it in. */
export const SECTIONS = [
  "Basics",
  "Prices",
  "Size and layout",
  "Title and tenure",
  "Building",
  "Costs",
  "Rental terms",
  "Media",
  // The listing's own title and description in Bahasa Malaysia and Chinese (issue 15): admin only, never a public fact.
  "Translations",
  "Private",
] as const;
export type Section = (typeof SECTIONS)[number];

export interface FactDisplay {
  /** Order on the public page. */
  order: number;
  /** In the key-facts grid at the top, rather than under its section's heading. */
  key?: boolean;
  /** A value that reads differently from its raw form ("Expected 2028", "Leasehold (72 years left)"). */
  format?: "completion" | "tenure";
}

interface Base {
  label: string;
  /** "admin": never selected for a visitor (owner data, private notes). */
  visibility: "public" | "admin";
  section: Section;
  /** Part of the one required-fields check (docs/product.md#validation). */
  required?: boolean;
  /** On the list pages' cards as well as the detail page. */
  card?: boolean;
  /** Shown on the public page; empty values are left out. */
  fact?: FactDisplay;
  /** A line under the input in the admin form. */
  hint?: string;
  /** The owner's personal data (PDPA): its changes are logged, and it is erased after a sale or rental (app/properties/owner-data/). */
  personal?: true;
  /**
   * Found by search (decision 045): its text is a column of the search tables
   * (SQLite FTS5) and a pg_trgm expression (PostgreSQL). A public field is
   * found by visitors; an admin one only in the Property Manager.
   */
  searchable?: true;
}

/**
 * How a field filters the public lists (decisions 038 and 045): the URL
 * parameter(s), the parser and canonical form, the SQL test, the filter bar
 * control and the result line's words all follow from this.
 * `page`: a page that fixes this filter by its own URL (a category page the
 * type, a location page the place, a price-range page the deal and the price);
 * the bar leaves it out there and the URL's value is ignored.
 */
export interface FilterPage {
  page?: "type" | "location" | "price";
}
/** `?{param}=` one of the field's options; select `lists.filter.{param}`, "any" `lists.filter.any{Param}`. */
export interface ChoiceFilter extends FilterPage {
  as: "choice";
  param: string;
}
/** `?{param}=` a place from the Locations list, folded (`mont-kiara` = `Mont Kiara`). */
export interface PlaceFilter extends FilterPage {
  as: "place";
  param: string;
}
/** `?{param}=sale|rent`: a deal the listing offers (its listing types, or its price). */
export interface DealFilter extends FilterPage {
  as: "deal";
  param: string;
}
/** `?{min}=&{max}=` on the price of the chosen deal (every field declaring the same pair, one per deal). */
export interface RangeFilter extends FilterPage {
  as: "range";
  min: string;
  max: string;
}
/** `?{param}=` at least this; `choices`: a select of `n+` rather than a number box. Line `lists.line.{param}`. */
export interface MinimumFilter extends FilterPage {
  as: "minimum";
  param: string;
  choices?: readonly number[];
}

export interface TextField extends Base {
  kind: "text";
  max: number;
  input?: "line" | "textarea";
  /** One item a line (the public page shows a list). */
  lines?: boolean;
  /** Takes the form's whole width. */
  wide?: boolean;
  filter?: PlaceFilter;
  /** A name list offered as suggestions; a new name joins that list on save. */
  suggest?: "locations" | "project_names";
  /** A point on the map: a pasted Google Maps or Waze link, or typed coordinates, kept as "lat,lon" (app/place/map-link.ts). */
  place?: true;
}
export interface ChoiceField extends Base {
  kind: "choice";
  options: readonly string[];
  max: number;
  /** Refuse a value outside `options` with this message (else an imported value is kept and offered back in the form). */
  strict?: string;
  /** The value when none is chosen ("" = not stated). */
  fallback?: string;
  placeholder?: string;
  /** Marked required in the form (the HTML attribute too), without being part of the required check. */
  marked?: boolean;
  /** A filter of the public lists (decision 038): `?{param}=` one of `options`. */
  filter?: ChoiceFilter;
}
export interface MultiField extends Base {
  kind: "multi";
  options: readonly string[];
}
export interface NumberField extends Base {
  kind: "number";
  integer?: boolean;
  /** A calendar year (1800–2200). */
  year?: boolean;
  /** Shown after the label ("Built-up Area (sqft)") or with the value ("RM 350 / month", "2 months"). */
  unit?: "sqft" | "RM / month" | "months";
  /** The price of one deal type: asked for only while that type is ticked. */
  deal?: (typeof LISTING_TYPES)[number];
  filter?: RangeFilter | MinimumFilter;
}
export interface DateField extends Base {
  kind: "date";
}
export interface LinkField extends Base {
  kind: "link";
  /** Only links to these hosts, named in the refusal ("Video must be a YouTube link."). */
  hosts?: { names: readonly string[]; site: string };
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
  filter?: DealFilter;
}
export interface PhotosField extends Base {
  kind: "photos";
}

export type FieldDef =
  | TextField
  | ChoiceField
  | MultiField
  | NumberField
  | DateField
  | LinkField
  | HtmlField
  | FlagField
  | DealTypesField
  | PhotosField;

/** The value a field holds in code (lists as arrays, the flag as a boolean). */
export type ValueOf<F> = F extends { kind: "number" }
  ? number | null
  : F extends { kind: "flag" }
    ? boolean
    : F extends { kind: "deal_types" }
      ? (typeof LISTING_TYPES)[number][]
      : F extends { kind: "photos" | "multi" }
        ? string[]
        : string;

/** The value a field holds in its column (lists as JSON text, the flag as 0/1: portable across dialects). */
export type ColumnOf<F> = F extends { kind: "number" } ? number | null : F extends { kind: "flag" } ? number : string;

/** Kinds stored as a JSON list. */
export const isListKind = (field: FieldDef) => field.kind === "deal_types" || field.kind === "photos" || field.kind === "multi";

/** The label as the form and the facts grid show it: "Built-up Area (sqft)". */
export function displayLabel(field: FieldDef): string {
  return field.kind === "number" && field.unit === "sqft" ? `${field.label} (sqft)` : field.label;
}
