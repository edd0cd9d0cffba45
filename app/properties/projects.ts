import type { Translate } from "~/i18n/translator";

/** A price range of a project's Available units: one number when they all ask the same. */
export interface Span {
  min: number;
  max: number;
}

/**
 * What a project's listings say about it (decision 022). The facts
 * (developer, completion, tenure, facilities, property types, location) are
 * read from every listing of the project, whatever its status: the developer
 * and the pool do not change when a unit is sold. The counts and prices are
 * the Available units' only, as every list counts.
 */
export interface ProjectSummary {
  slug: string;
  /** The spelling most of its listings use. */
  name: string;
  /** The location most of its listings give; "" when none does. */
  location: string;
  /** The developer most of its listings name (an agent's typo in one listing loses to the rest); "" when none does. */
  developer: string;
  /** Completion years given, earliest and latest (a township is built in phases); null when none is given. */
  completion: Span | null;
  /** Every tenure given, the most common first. */
  tenures: string[];
  propertyTypes: string[];
  /** Every facility any listing names, the most named first (ties in the form's order). */
  facilities: string[];
  available: number;
  forSale: number;
  forRent: number;
  sale: Span | null;
  rent: Span | null;
}

/**
 * "2018", "2015 - 2019", "Expected 2027", "2024 - 2027 (expected)": a project's
 * completion, worded as the listing page words a year (display/facts.ts), in
 * the page's language. Years are passed as text: never "2,027".
 */
export function completionText(t: Translate, span: Span, thisYear: number): string {
  const from = String(span.min);
  const to = String(span.max);
  if (span.min === span.max) return span.min > thisYear ? t("facts.expected", { year: from }) : from;
  return span.max > thisYear ? t("lists.project.spanExpected", { from, to }) : t("lists.project.span", { from, to });
}

