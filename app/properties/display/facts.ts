import { DEFAULT_LANG, LANG_TAG, type Lang } from "~/i18n/languages";
import { translator, type Translate } from "~/i18n/translator";
import { SECTIONS, type FieldDef, type Section } from "../model/field-kinds";
import type { FieldName } from "../model/fields";
import { publicFieldEntries as fieldEntries } from "../model/public-fields";
import { fieldLabel, optionLabel } from "./field-text";
import { formatDate, malaysiaToday } from "./malaysia-date";
import { rentText } from "./money";

/** A fact as the public page shows it: one value, or a list (facilities, nearby). */
export interface Fact {
  name: string;
  label: string;
  value: string | string[];
}

/** Numbers in the page's language (Malaysian English, Malay and Chinese all group by thousands with a comma). */
const numberFormats = new Map<Lang, Intl.NumberFormat>();
function numberIn(lang: Lang): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(LANG_TAG[lang], { maximumFractionDigits: 2 })));
  return format;
}

/** What formatting a fact needs: its language's messages and numbers, and the year "years left" counts from. */
interface Context {
  t: Translate;
  lang: Lang;
  year: number;
}
/** The year in Malaysia: "years left" and "Expected" turn over at Malaysian midnight. */
export function malaysianYear(now = new Date()): number {
  return Number(malaysiaToday(now).slice(0, 4));
}

function formatValue(field: FieldDef, value: unknown, p: Record<string, unknown>, { t, lang, year }: Context): string | string[] {
  // Choices (facilities too) are stored in English and shown in the page's language.
  if (Array.isArray(value)) return value.map((v) => optionLabel(t, String(v)));
  if (field.kind === "text" && field.lines) {
    return String(value)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  }
  if (field.kind === "date") return formatDate(String(value), lang);
  if (field.kind === "number") {
    const n = Number(value);
    if (field.fact?.format === "completion") return n > year ? t("facts.expected", { year: String(n) }) : String(n);
    if (field.unit === "RM / month") return rentText(t, n);
    // "0.5 month" as Malaysian tenancy agreements write it: one month or less is singular.
    if (field.unit === "months") return t("facts.months", { n: numberIn(lang).format(n), form: n === 1 || n < 1 ? "one" : "other" });
    return field.integer || field.year ? String(n) : numberIn(lang).format(n);
  }
  if (field.kind === "choice" && field.fact?.format === "tenure" && value === "Leasehold") {
    // Banks weigh the years left, not the expiry year (docs/product.md#malaysian-conventions).
    const expiry = p.lease_expiry_year;
    if (typeof expiry === "number") {
      const left = expiry - year;
      return left > 0 ? t("facts.leaseholdLeft", { left }) : t("facts.leaseExpired");
    }
  }
  if (field.kind === "choice") return optionLabel(t, String(value));
  return String(value);
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

const FACT_FIELDS = fieldEntries()
  .flatMap(([name, field]) => (field.fact ? [{ name, field, order: field.fact.order }] : []))
  .sort((a, b) => a.order - b.order);

export interface FactOptions {
  /** The page's language (English by default: the brochure is English). */
  lang?: Lang;
  year?: number;
}

/** The facts of a listing that have a value, in their order; `key` picks the top grid or the rest. Labels and values in `lang`. */
export function factsOf(p: Record<string, unknown>, { key, year = malaysianYear(), lang = DEFAULT_LANG }: FactOptions & { key: boolean }): Fact[] {
  const context: Context = { t: translator(lang), lang, year };
  return FACT_FIELDS.filter(({ field }) => Boolean(field.fact!.key) === key).flatMap(({ name, field }) => {
    const value = p[name];
    if (isEmpty(value)) return [];
    const shown = formatValue(field, value, p, context);
    return isEmpty(shown) ? [] : [{ name, label: fieldLabel(context.t, name as FieldName), value: shown }];
  });
}

/**
 * The facts outside the top grid, under their section ("Title and tenure", "Building", …); empty sections left out.
 * `section` is the English name, the section's id; `sectionLabel` (field-text.ts) shows it in the page's language.
 */
export function factSections(p: Record<string, unknown>, year = malaysianYear(), lang: Lang = DEFAULT_LANG): { section: Section; facts: Fact[] }[] {
  const facts = factsOf(p, { key: false, year, lang });
  const sectionOf = new Map(fieldEntries().map(([name, field]) => [name as string, field.section]));
  return SECTIONS.map((section) => ({ section, facts: facts.filter((f) => sectionOf.get(f.name) === section) })).filter(
    (s) => s.facts.length > 0,
  );
}
