import { INSTALMENT_DEFAULTS, INSTALMENT_LIMITS } from "~/properties/display/instalment";
import { BUYERS, type Buyer } from "./duty";
import { CUSTOMARY_MOVE_IN, LENDING } from "./rates";
import type { BuyInputs } from "./buy";
import type { RentInputs } from "./rent";

/**
 * The calculators' inputs, by their names in the form and the URL (issue 31 item 5): the server
 * reads them from the query string and the page script from the form, with this one parser, so
 * the figures are the same with and without JavaScript. A missing or unreadable value takes its
 * default; one out of range is brought to the nearest limit (the inputs' min and max say so).
 */
export const COST_LIMITS = {
  price: { min: 10_000, max: 100_000_000, step: 1_000 },
  ...INSTALMENT_LIMITS,
  age: { min: 18, max: 65, step: 1 },
  income: { min: 0, max: 10_000_000, step: 100 },
  commitments: { min: 0, max: 10_000_000, step: 100 },
  rent: { min: 100, max: 1_000_000, step: 50 },
  termYears: { min: 1, max: 9, step: 1 },
  securityMonths: { min: 0, max: 12, step: 0.5 },
  utilityMonths: { min: 0, max: 12, step: 0.5 },
  advanceMonths: { min: 0, max: 12, step: 0.5 },
} as const;
export type CostField = keyof typeof COST_LIMITS;

export const COST_DEFAULTS = {
  price: 500_000,
  ...INSTALMENT_DEFAULTS,
  rent: 2_000,
  termYears: 1,
  ...CUSTOMARY_MOVE_IN,
} as const;

type Query = { get(name: string): string | null };

/** The fields a fraction means nothing in: their inputs take whole numbers only. */
export const WHOLE_FIELDS: readonly CostField[] = ["years", "termYears", "age"];

/**
 * The fields the visitor filled with something the calculators cannot take as it is: not a
 * number, outside its limits, or a fraction where a whole number is asked. The figures use the
 * nearest value they can (or the default); the page says so beside each (issue 31: no browser
 * bubbles, the message in the page's language).
 */
export function costProblems(query: Query): CostField[] {
  // The page cache renders a page from its key (canonicalCostQuery), which names them in `invalid`.
  const named = (query.get("invalid") ?? "").split(".");
  return (Object.keys(COST_LIMITS) as CostField[]).filter((name) => {
    if (named.includes(name)) return true;
    const raw = query.get(name)?.replace(/[,\s]/g, "");
    if (!raw) return false;
    const n = Number(raw);
    const { min, max } = COST_LIMITS[name];
    return !Number.isFinite(n) || n < min || n > max || (WHOLE_FIELDS.includes(name) && !Number.isInteger(n));
  });
}

/** A number from the query, within its limits; `fallback` when absent or unreadable. */
function numberOf(query: Query, name: CostField, fallback: number): number {
  const raw = query.get(name)?.replace(/[,\s]/g, "");
  const n = raw ? Number(raw) : NaN;
  if (!Number.isFinite(n)) return fallback;
  const { min, max } = COST_LIMITS[name];
  return Math.min(max, Math.max(min, n));
}

/** An optional number (income, age): null when the visitor left it empty. */
const optional = (query: Query, name: CostField) => {
  const n = numberOf(query, name, NaN);
  return Number.isNaN(n) ? null : n;
};

export type CostInputs = BuyInputs &
  RentInputs & { age: number | null; income: number | null; commitments: number; maxYears: number };

export function readCostInputs(query: Query, known: { price?: number; rent?: number } = {}): CostInputs {
  const age = optional(query, "age");
  // Banks lend up to 35 years and until the borrower is 70.
  const maxYears = age === null ? LENDING.maxYears : Math.max(1, Math.min(LENDING.maxYears, LENDING.maxAge - age));
  const buyer = query.get("buyer");
  return {
    price: known.price ?? numberOf(query, "price", COST_DEFAULTS.price),
    marginPercent: numberOf(query, "marginPercent", COST_DEFAULTS.marginPercent),
    ratePercent: numberOf(query, "ratePercent", COST_DEFAULTS.ratePercent),
    years: Math.min(maxYears, numberOf(query, "years", COST_DEFAULTS.years)),
    maxYears,
    buyer: BUYERS.includes(buyer as Buyer) ? (buyer as Buyer) : "citizen",
    age,
    income: optional(query, "income"),
    commitments: numberOf(query, "commitments", 0),
    rent: known.rent ?? numberOf(query, "rent", COST_DEFAULTS.rent),
    termYears: numberOf(query, "termYears", COST_DEFAULTS.termYears),
    securityMonths: numberOf(query, "securityMonths", COST_DEFAULTS.securityMonths),
    utilityMonths: numberOf(query, "utilityMonths", COST_DEFAULTS.utilityMonths),
    advanceMonths: numberOf(query, "advanceMonths", COST_DEFAULTS.advanceMonths),
  };
}

/**
 * The calculators' query in its canonical form, for the page cache's key (decision 043): only
 * the inputs given, each as the parser reads it, in one order. The page rendered for this
 * key reads the same inputs as the URL the visitor sent.
 */
export function canonicalCostQuery(query: URLSearchParams): string {
  const out = new URLSearchParams();
  const buyer = query.get("buyer");
  if (BUYERS.includes(buyer as Buyer)) out.set("buyer", buyer as string);
  for (const name of Object.keys(COST_LIMITS) as CostField[]) {
    const n = numberOf(query, name, NaN);
    if (!Number.isNaN(n)) out.set(name, String(n));
  }
  // The page shows a message beside each field it could not take as typed: one key per set of
  // such fields, whatever was typed in them (the page never repeats the typed text).
  const problems = costProblems(query);
  if (problems.length) out.set("invalid", problems.join("."));
  out.sort();
  const text = out.toString();
  return text ? `?${text}` : "";
}
