import { FIELD_NAMES, FIELDS, isListKind, type FieldDef, type FieldName } from "../model/fields";

/**
 * The listings CSV (docs/product.md#data-export-and-import), one convention
 * for export and import:
 *
 * - one header per field of fields.ts, named as the field (`title`,
 *   `price_sale`); a field visitors never see carries ` [private]`
 *   (`owner_name [private]`), so whoever opens the file knows what must not
 *   be shared. Import reads either form.
 * - before the fields, the listing's own columns: `display_id` (what an
 *   import matches on), `slug`, `created_at`, `date_status`.
 * - lists: Listing Type and Facilities joined by "; ", photos one absolute
 *   URL a line; Featured as yes/no; empty numbers as empty cells.
 * - formula injection: every line of a cell that starts with = + - @ (or a
 *   tab or carriage return) gets a leading apostrophe, so a spreadsheet shows
 *   it as text instead of running it; import removes exactly that apostrophe
 *   again (`~/platform/csv/formula-guard`, the one guard of every export).
 */
export const SYSTEM_COLUMNS = ["display_id", "slug", "created_at", "date_status"] as const;
export const PRIVATE_MARK = " [private]";
export const LIST_SEPARATOR = "; ";

export function headerOf(name: FieldName): string {
  return FIELDS[name].visibility === "admin" ? `${name}${PRIVATE_MARK}` : name;
}

export const CSV_HEADERS = [...SYSTEM_COLUMNS, ...FIELD_NAMES.map(headerOf)];

/** "owner_name [private]" → "owner_name"; a header of neither kind → null. */
export function columnOf(header: string): FieldName | (typeof SYSTEM_COLUMNS)[number] | null {
  const name = header.trim().replace(/\s*\[private\]$/i, "").trim();
  if ((SYSTEM_COLUMNS as readonly string[]).includes(name)) return name as (typeof SYSTEM_COLUMNS)[number];
  return name in FIELDS ? (name as FieldName) : null;
}

/** A field's value as its cell (photos already absolute). */
export function cellOf(field: FieldDef, value: unknown): string {
  if (field.kind === "flag") return value ? "yes" : "no";
  if (field.kind === "photos") return (value as string[]).join("\n");
  if (isListKind(field)) return (value as string[]).join(LIST_SEPARATOR);
  return value === null || value === undefined ? "" : String(value);
}

/** A cell as the form would have posted it: lists as arrays, the flag as "on" or nothing. */
export function formInputOf(field: FieldDef, cell: string): unknown {
  if (field.kind === "flag") return /^(yes|y|true|1|on)$/i.test(cell.trim()) ? "on" : undefined;
  if (field.kind === "photos") return cell.split(/\s+/).filter(Boolean);
  if (isListKind(field)) {
    return cell
      .split(/[;\n]/)
      .map((v) => v.trim())
      .filter(Boolean);
  }
  return cell;
}
