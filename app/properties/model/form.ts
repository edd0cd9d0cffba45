import { z } from "zod";
import { placeText, readPlace } from "~/place/map-link";
import { LISTING_TYPES, type ListingType } from "./property";
import { FIELD_NAMES, FIELDS, fieldEntries, isListKind, type FieldDef, type FieldName, type FieldValues } from "./fields";

/**
 * The property form's one schema (docs/product.md#validation), derived from
 * fields.ts and used by the admin action. Input is the raw form: strings,
 * plus arrays for the listing-type checkboxes and the photos.
 */
export const REQUIRED_MESSAGE = "Title, Location, and Listing Type are required.";

/**
 * "1,250,000" → 1250000; empty, blank or zero → null ("Empty or zero numbers
 * are saved as null"). Anything else that is not a non-negative number is an
 * error (returned as NaN).
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

const trimmed = (max: number, label: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters.`));

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A link the page may show: https only (never javascript: or a page of ours), from the allowed hosts if any. */
function linkError(raw: string, hosts: readonly string[] | undefined): boolean {
  try {
    const url = new URL(raw);
    return url.protocol !== "https:" || (hosts !== undefined && !hosts.includes(url.hostname));
  } catch {
    return true;
  }
}

/** A map point, from a link or typed coordinates, kept as "lat,lon"; a short link is refused with what to paste instead. */
const placeSchema = (max: number, label: string) =>
  trimmed(max, label).transform((v, ctx) => {
    if (v === "") return "";
    const reading = readPlace(v);
    if ("error" in reading) {
      ctx.addIssue({ code: "custom", message: reading.error });
      return z.NEVER;
    }
    return placeText(reading.point);
  });

function fieldSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case "text":
      return field.place ? placeSchema(field.max, field.label) : trimmed(field.max, field.label);
    case "choice":
      return trimmed(field.max, field.label).transform((v, ctx) => {
        if (v === "") return field.fallback ?? "";
        if (field.strict && !field.options.includes(v)) {
          ctx.addIssue({ code: "custom", message: field.strict });
          return z.NEVER;
        }
        return v;
      });
    case "multi":
      // Values outside the list are dropped: a forged form cannot add a facility.
      return z
        .array(z.string())
        .default([])
        .transform((values) => field.options.filter((o) => values.includes(o)));
    case "number":
      return z
        .string()
        .optional()
        .transform((raw, ctx) => {
          const value = parseOptionalNumber(raw, { integer: field.integer });
          if (Number.isNaN(value)) {
            ctx.addIssue({ code: "custom", message: `${field.label} must be ${field.integer ? "a whole number" : "a number"}.` });
            return z.NEVER;
          }
          if (field.year && value !== null && (value < 1800 || value > 2200)) {
            ctx.addIssue({ code: "custom", message: `${field.label} must be a year such as 2030.` });
            return z.NEVER;
          }
          return value;
        });
    case "date":
      return trimmed(10, field.label).refine((v) => v === "" || (DATE.test(v) && !Number.isNaN(Date.parse(v))), {
        message: `${field.label} must be a date.`,
      });
    case "link":
      return trimmed(500, field.label).refine((v) => v === "" || !linkError(v, field.hosts?.names), {
        message: field.hosts ? `${field.label} must be a ${field.hosts.site} link.` : `${field.label} must be an https link.`,
      });
    case "html":
      return z.string().max(field.max, `The ${field.label.toLowerCase()} is too long.`).default("");
    case "flag":
      return z
        .string()
        .optional()
        .transform((v) => v === "on" || v === "true");
    case "deal_types":
      return z
        .array(z.enum(LISTING_TYPES))
        .default([])
        .transform((types) => LISTING_TYPES.filter((t) => types.includes(t)));
    case "photos":
      return z.array(z.string()).default([]);
  }
}

const REQUIRED = FIELD_NAMES.filter((name) => "required" in FIELDS[name]);

export const propertyFormSchema = z
  .object(Object.fromEntries(fieldEntries().map(([name, field]) => [name, fieldSchema(field)])))
  .transform((v) => v as FieldValues)
  .superRefine((v, ctx) => {
    if (REQUIRED.some((name) => (Array.isArray(v[name]) ? v[name].length === 0 : !v[name]))) {
      ctx.addIssue({ code: "custom", message: REQUIRED_MESSAGE });
    }
  })
  // A price is kept only for a selected listing type.
  .transform((v) => {
    const prices = fieldEntries().filter(([, f]) => f.kind === "number" && f.deal);
    const kept = { ...v } as Record<string, unknown>;
    for (const [name, field] of prices) {
      if (!v.listing_type.includes((field as { deal: ListingType }).deal)) kept[name] = null;
    }
    return kept as FieldValues;
  });

/** What the admin typed, as strings: the form re-renders with it after a refused save. */
export type PropertyFormValues = { [K in FieldName]: FieldValues[K] extends string[] ? string[] : FieldValues[K] extends boolean ? boolean : string };

/** The raw form as the schema reads it (and as the form re-renders it). */
export function formValues(form: FormData): PropertyFormValues {
  const values: Record<string, unknown> = {};
  for (const [name, field] of fieldEntries()) {
    const raw = form.get(name);
    values[name] = isListKind(field) ? form.getAll(name).map(String) : field.kind === "flag" ? raw === "on" : typeof raw === "string" ? raw : "";
  }
  return values as PropertyFormValues;
}

/** Schema input from the raw values: empty strings stay, the schema decides. */
export function schemaInput(values: PropertyFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, field] of fieldEntries()) {
    const value = values[name];
    if (field.kind === "flag") input[name] = value ? "on" : undefined;
    else input[name] = value;
  }
  return input;
}

/** A new property: Available, not featured, empty lists. */
export function blankValues(): PropertyFormValues {
  const values: Record<string, unknown> = {};
  for (const [name, field] of fieldEntries()) {
    values[name] = isListKind(field) ? [] : field.kind === "flag" ? false : field.kind === "choice" ? (field.fallback ?? "") : "";
  }
  return values as PropertyFormValues;
}

/**
 * A listing's values for a new one (Duplicate): everything but its photos (a
 * copy gets its own), the private owner fields and the Malay and Chinese
 * title and description (written for the original, they would contradict the
 * copy's new English ones; empty, the /ms/ and /zh/ pages show the English),
 * and Available whatever the original's status (a copy of a sold unit is the
 * next one for sale).
 */
export function copiedValues(values: PropertyFormValues): PropertyFormValues {
  const blank = blankValues();
  const copy: Record<string, unknown> = { ...values };
  for (const [name, field] of fieldEntries()) {
    const translation = field.section === "Translations";
    if (field.visibility === "admin" || field.kind === "photos" || name === "status" || translation) copy[name] = blank[name];
  }
  return copy as PropertyFormValues;
}

/** A stored property as the form shows it. */
export function valuesFromProperty(p: FieldValues): PropertyFormValues {
  const values: Record<string, unknown> = {};
  for (const [name, field] of fieldEntries()) {
    const value = p[name];
    values[name] = isListKind(field) || field.kind === "flag" ? value : value === null ? "" : String(value);
  }
  return values as PropertyFormValues;
}
