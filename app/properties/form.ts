import { z } from "zod";
import { LISTING_TYPES, STATUSES, type ListingType } from "./property";

/**
 * The property form's one schema (docs/product.md#validation), used by the admin action. Input
 * is the raw form: strings, plus arrays for the listing-type checkboxes.
 */
export const REQUIRED_MESSAGE = "Title, Location, and Listing Type are required.";

/**
 * "1,250,000" → 1250000; empty, blank or zero → null (docs/product.md#validation; originally "Empty or
 * zero numbers are saved as null"). Anything else that is not a
 * non-negative number is an error (returned as NaN).
 */
export function parseOptionalNumber(raw: unknown, { integer = false } = {}): number | null {
  if (raw === undefined || raw === null) return null;
  const text = String(raw).replace(/[,\s]/g, "");
  if (text === "") return null;
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) return Number.NaN;
  const value = Number(text);
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) return Number.NaN;
  return value === 0 ? null : value;
}

const text = (max: number, label: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters.`));

const optionalNumber = (label: string, integer = false) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = parseOptionalNumber(raw, { integer });
      if (Number.isNaN(value)) {
        ctx.addIssue({ code: "custom", message: `${label} must be ${integer ? "a whole number" : "a number"}.` });
        return z.NEVER;
      }
      return value;
    });

export const propertyFormSchema = z
  .object({
    title: text(200, "Title"),
    project_name: text(200, "Project Name"),
    property_type: text(100, "Property Type"),
    owner_name: text(200, "Owner Name"),
    owner_contact: text(200, "Owner Contact"),
    location: text(200, "Location"),
    listing_type: z
      .array(z.enum(LISTING_TYPES))
      .default([])
      .transform((types) => LISTING_TYPES.filter((t) => types.includes(t)) as ListingType[]),
    price_sale: optionalNumber("Price (Sale)"),
    price_rent: optionalNumber("Price (Rent)"),
    land_area: optionalNumber("Land Area"),
    built_up_area: optionalNumber("Built-up Area"),
    bedrooms: optionalNumber("Bedrooms", true),
    bathrooms: optionalNumber("Bathrooms", true),
    carparks: optionalNumber("Carparks", true),
    description: z.string().max(200_000, "The description is too long.").default(""),
    remarks_hidden: text(5000, "Remarks"),
    status: z.enum(STATUSES, { message: "Choose one of the listed statuses." }).default("Available"),
    is_featured: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
  })
  .superRefine((v, ctx) => {
    if (!v.title || !v.location || v.listing_type.length === 0) {
      ctx.addIssue({ code: "custom", message: REQUIRED_MESSAGE });
    }
  })
  // docs/product.md#validation: a price is kept only for a selected listing type.
  .transform((v) => ({
    ...v,
    price_sale: v.listing_type.includes("sale") ? v.price_sale : null,
    price_rent: v.listing_type.includes("rent") ? v.price_rent : null,
  }));

export type PropertyFormOutput = z.output<typeof propertyFormSchema>;

/** What the admin typed, as strings: the form re-renders with it after a refused save. */
export type PropertyFormValues = Record<(typeof TEXT_FIELDS)[number], string> & {
  listing_type: string[];
  is_featured: boolean;
  images: string[];
};

export const TEXT_FIELDS = [
  "title", "project_name", "property_type", "owner_name", "owner_contact", "location",
  "price_sale", "price_rent", "land_area", "built_up_area", "bedrooms", "bathrooms", "carparks",
  "description", "remarks_hidden", "status",
] as const;

/** The raw form as the schema reads it (and as the form re-renders it). */
export function formValues(form: FormData): PropertyFormValues {
  const values = Object.fromEntries(
    TEXT_FIELDS.map((name) => [name, typeof form.get(name) === "string" ? (form.get(name) as string) : ""]),
  ) as Record<(typeof TEXT_FIELDS)[number], string>;
  return {
    ...values,
    listing_type: form.getAll("listing_type").map(String),
    is_featured: form.get("is_featured") === "on",
    images: form.getAll("images").map(String),
  };
}

/** Schema input from the raw values: empty strings stay, the schema decides. */
export function schemaInput(values: PropertyFormValues) {
  const { is_featured, images: _images, ...rest } = values;
  return { ...rest, status: rest.status || undefined, is_featured: is_featured ? "on" : undefined };
}

/** A new property (docs/product.md#states-and-transitions): Available, not featured, empty lists. */
export function blankValues(): PropertyFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, ""])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return { ...values, status: "Available", listing_type: [], is_featured: false, images: [] };
}

type StoredProperty = { [K in (typeof TEXT_FIELDS)[number]]: string | number | null } & {
  listing_type: string[];
  is_featured: boolean;
  images: string[];
};

export function valuesFromProperty(p: StoredProperty): PropertyFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, p[name] === null ? "" : String(p[name])])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return { ...values, listing_type: p.listing_type, is_featured: p.is_featured, images: p.images };
}
