import { FIELDS, FIELD_NAMES, type FieldName } from "./fields";
import type { PropertyFormValues } from "./form";

/** What is wrong with each field of a refused save, shown beside it (the toast keeps the spec's one message). */
export type FieldErrors = Partial<Record<FieldName, string>>;

const REQUIRED = FIELD_NAMES.filter((name) => "required" in FIELDS[name]);

function isBlank(value: PropertyFormValues[FieldName]): boolean {
  return Array.isArray(value) ? value.length === 0 : typeof value === "string" ? value.trim() === "" : !value;
}

/**
 * Every problem at once, by field: the required ones that are empty (read
 * from what was typed, since the schema checks them only once every field
 * parses) and each field's own issue from the schema.
 */
export function fieldErrors(values: PropertyFormValues, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of REQUIRED) {
    if (isBlank(values[name])) errors[name] = FIELDS[name].kind === "deal_types" ? "Tick For Sale, For Rent or both." : `${FIELDS[name].label} is required.`;
  }
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === "string" && name in FIELDS && !errors[name as FieldName]) errors[name as FieldName] = issue.message;
  }
  return errors;
}
