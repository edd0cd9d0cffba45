import { displayLabel, fieldEntries, SECTIONS, type FieldDef, type Section } from "../model/fields";
import { formatDate, malaysiaToday } from "./malaysia-date";
import { formatRM } from "./money";

/** A fact as the public page shows it: one value, or a list (facilities, nearby). */
export interface Fact {
  name: string;
  label: string;
  value: string | string[];
}

const number = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 2 });
/** The year in Malaysia: "years left" and "Expected" turn over at Malaysian midnight. */
export function malaysianYear(now = new Date()): number {
  return Number(malaysiaToday(now).slice(0, 4));
}

function formatValue(field: FieldDef, value: unknown, p: Record<string, unknown>, year: number): string | string[] {
  if (Array.isArray(value)) return value.map(String);
  if (field.kind === "text" && field.lines) {
    return String(value)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  }
  if (field.kind === "date") return formatDate(String(value));
  if (field.kind === "number") {
    const n = Number(value);
    if (field.fact?.format === "completion") return n > year ? `Expected ${n}` : String(n);
    if (field.unit === "RM / month") return `${formatRM(n)} / month`;
    if (field.unit === "months") return `${number.format(n)} ${n === 1 || n < 1 ? "month" : "months"}`;
    return field.integer || field.year ? String(n) : number.format(n);
  }
  if (field.kind === "choice" && field.fact?.format === "tenure" && value === "Leasehold") {
    // Banks weigh the years left, not the expiry year (docs/product.md#malaysian-conventions).
    const expiry = p.lease_expiry_year;
    if (typeof expiry === "number") {
      const left = expiry - year;
      return left > 0 ? `Leasehold (${left} ${left === 1 ? "year" : "years"} left)` : "Leasehold (lease expired)";
    }
  }
  return String(value);
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

const FACT_FIELDS = fieldEntries()
  .flatMap(([name, field]) => (field.fact ? [{ name, field, order: field.fact.order }] : []))
  .sort((a, b) => a.order - b.order);

/** The facts of a listing that have a value, in their order; `key` picks the top grid or the rest. */
export function factsOf(p: Record<string, unknown>, { key, year = malaysianYear() }: { key: boolean; year?: number }): Fact[] {
  return FACT_FIELDS.filter(({ field }) => Boolean(field.fact!.key) === key).flatMap(({ name, field }) => {
    const value = p[name];
    if (isEmpty(value)) return [];
    const shown = formatValue(field, value, p, year);
    return isEmpty(shown) ? [] : [{ name, label: displayLabel(field), value: shown }];
  });
}

/** The facts outside the top grid, under their section's heading ("Title and tenure", "Building", …); empty sections left out. */
export function factSections(p: Record<string, unknown>, year = malaysianYear()): { section: Section; facts: Fact[] }[] {
  const facts = factsOf(p, { key: false, year });
  const sectionOf = new Map(fieldEntries().map(([name, field]) => [name as string, field.section]));
  return SECTIONS.map((section) => ({ section, facts: facts.filter((f) => sectionOf.get(f.name) === section) })).filter(
    (s) => s.facts.length > 0,
  );
}
