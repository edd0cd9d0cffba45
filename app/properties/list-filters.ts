import { LIST_DECLARATION, LIST_SORTS, type DeclaredFilters, type SortKey } from "./model/public-fields";
import type { FixedFilter, ListDeclaration, ListFilterSpec } from "./model/list-declaration";
import type { MessageKey } from "~/i18n/catalogs";
import { formatRM } from "./display/money";
import { optionLabel } from "./display/field-text";
import { LANG_TAG, type Lang } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";
import { lineFromParam, type LineCode } from "~/place/lines";

/**
 * A line's name from its `?line=` value, in the page's language as the
 * operators' signs and Malaysian property sites write it (`kg` → "MRT Kajang
 * Line", "Laluan MRT Kajang", "MRT加影线").
 */
export const lineName = (t: Translate, param: string) => {
  const code = lineFromParam(param);
  return code ? lineLabel(t, code) : param;
};
/** A line's name from its code, in the page's language. */
export const lineLabel = (t: Translate, code: LineCode) => t(`lists.lineName.${code}`);

/**
 * The filters and sorts of a public list (issue 14), read from a URL. One
 * parser for the loaders and the page cache's key (app/site/page-cache-key.ts):
 * whatever two URLs parse to the same filters renders the same page, so they
 * share one cache entry. Unknown or malformed values are dropped, never an error.
 * Which filters and sorts there are, their URL parameters and kinds, come from
 * the field declaration (public-fields.ts, decision 045); each function takes
 * that declaration, so a test can hand it a fixture.
 */
export const SORT_KEYS = LIST_SORTS.map((s) => s.key);
export type { SortKey, FixedFilter };

/** The filters by their URL parameter (`type`, `min_price`, `beds`…), and the order. */
export type ListFilters = DeclaredFilters & { sort: SortKey };
/** What any declaration's filters hold, by URL parameter (the functions below read this). */
type Values = Record<string, string | number | undefined> & { sort: string };

export interface FilterChoices {
  /** The Locations list, for the place filter. */
  locations: string[];
}

export type FilterParam = keyof DeclaredFilters | "sort";
/** The URL parameters, in the canonical (alphabetical) order. */
export const FILTER_PARAMS = LIST_DECLARATION.params as readonly FilterParam[];
export const LIST_FILTERS: readonly ListFilterSpec[] = LIST_DECLARATION.filters;

const MAX_AMOUNT = 1e12;

/** `1,200,000`, `1200000` or ` 1200000 ` → 1200000; anything else (negative, zero, words) → undefined. */
function amount(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const text = raw.replace(/[,\s]/g, "");
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 && n <= MAX_AMOUNT ? n : undefined;
}

function oneOf<T extends string>(options: readonly T[], raw: string | null): T | undefined {
  if (raw === null) return undefined;
  const wanted = raw.trim().toLowerCase();
  return options.find((o) => o.toLowerCase() === wanted);
}

/** `petaling-jaya`, `Petaling Jaya` and `petaling jaya` name the same place. */
export function foldLocation(text: string): string {
  return text.toLowerCase().replace(/-/g, " ").replace(/\s+/g, " ").trim();
}

/** One filter's values from the URL (`get` reads a parameter). */
function parseOne(spec: ListFilterSpec, get: (name: string) => string | null): Record<string, string | number> {
  switch (spec.as) {
    case "deal": {
      const deal = oneOf(["sale", "rent"] as const, get(spec.param));
      return deal ? { [spec.param]: deal } : {};
    }
    case "choice": {
      const value = oneOf(spec.options, get(spec.param));
      return value ? { [spec.param]: value } : {};
    }
    case "place": {
      const place = foldLocation(get(spec.param) ?? "").slice(0, 200);
      return place ? { [spec.param]: place } : {};
    }
    case "range": {
      let min = amount(get(spec.min));
      let max = amount(get(spec.max));
      if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
      return { ...(min !== undefined && { [spec.min]: min }), ...(max !== undefined && { [spec.max]: max }) };
    }
    case "minimum": {
      if (!spec.choices) {
        const min = amount(get(spec.param));
        return min === undefined ? {} : { [spec.param]: min };
      }
      // `3+` as the bar shows it, or `3`.
      const text = get(spec.param)?.trim().replace(/\+$/, "");
      const choice = spec.choices.find((n) => String(n) === text);
      return choice === undefined ? {} : { [spec.param]: choice };
    }
    case "near": {
      // `1000`, or `1km` / `500 m` as a person may type it.
      const text = (get(spec.param) ?? "").trim().toLowerCase().replace(/\s+/g, "");
      const metres = /^\d+(\.\d+)?km$/.test(text) ? Number(text.slice(0, -2)) * 1000 : Number(text.replace(/m$/, ""));
      const choice = spec.choices.find((n) => n === metres);
      return choice === undefined ? {} : { [spec.param]: choice };
    }
    case "line": {
      const value = oneOf(spec.options, get(spec.param));
      return value ? { [spec.param]: value } : {};
    }
  }
}

/** 500 → "500 m", 1000 → "1 km": how the filter and the result line name a distance in every language. */
export const distanceText = (metres: number) => (metres >= 1000 ? `${metres / 1000} km` : `${metres} m`);

export function parseListFilters(params: URLSearchParams, declaration: ListDeclaration = LIST_DECLARATION): ListFilters {
  const get = (name: string) => params.get(name);
  const keys = declaration.sorts.map((s) => s.key);
  const filters: Values = { sort: oneOf(keys, get("sort")) ?? keys[0]! };
  for (const spec of declaration.filters) Object.assign(filters, parseOne(spec, get));
  return filters as ListFilters;
}

/** The filters as URL parameters, alphabetical, defaults left out. */
export function filterEntries(f: ListFilters, declaration: ListDeclaration = LIST_DECLARATION): [FilterParam, string][] {
  const values = f as Values;
  const sortDefault = declaration.sorts[0]?.key;
  return declaration.params.flatMap((name) => {
    const value = values[name];
    return value === undefined || (name === "sort" && value === sortDefault) ? [] : [[name as FilterParam, String(value)] as [FilterParam, string]];
  });
}

/** True when anything but the default order narrows or reorders the list. */
export function isFiltered(f: ListFilters): boolean {
  return filterEntries(f).length > 0;
}

/** `?q=` as the lists read it (trimmed; search.server.ts decides what it matches). */
export function queryText(params: URLSearchParams): string {
  return params.get("q")?.trim() ?? "";
}

/** `?page=` as a whole number ≥ 1 (the lists clamp it to the pages there are). */
export function pageNumber(params: URLSearchParams): number {
  const raw = params.get("page")?.trim() ?? "";
  return /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/**
 * The canonical query of a list URL: filters, `page` and `q`, sorted by
 * name, defaults and anything unknown or malformed dropped ("" for none).
 */
export function canonicalListQuery(params: URLSearchParams): string {
  const entries: [string, string][] = filterEntries(parseListFilters(params));
  const page = pageNumber(params);
  if (page > 1) entries.push(["page", String(page)]);
  const q = queryText(params);
  if (q) entries.push(["q", q]);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(entries).toString();
  return query ? `?${query}` : "";
}

/** A list's URL with these filters (and `q`, and the page when past the first). */
export function listHref(path: string, f: ListFilters, extra: { q?: string; page?: number } = {}): string {
  const entries: [string, string][] = filterEntries(f);
  if (extra.page && extra.page > 1) entries.push(["page", String(extra.page)]);
  if (extra.q) entries.push(["q", extra.q]);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(entries).toString();
  return query ? `${path}?${query}` : path;
}

/** What the result line is worded with: the page's messages and its language's numbers. */
export interface LineText {
  t: Translate;
  lang: Lang;
}

function priceText({ t }: LineText, f: Values, spec: { min: string; max: string }): string | null {
  const deal = f.deal ?? "any";
  const min = f[spec.min] as number | undefined;
  const max = f[spec.max] as number | undefined;
  if (min !== undefined && max !== undefined) return t("lists.line.priceBetween", { min: formatRM(min), max: formatRM(max), deal });
  if (min !== undefined) return t("lists.line.priceFrom", { min: formatRM(min), deal });
  if (max !== undefined) return t("lists.line.priceUpTo", { max: formatRM(max), deal });
  return null;
}

/** A filter's words after the head, or null when it is not set or the head says it (the deal, the place). */
function detailOf(text: LineText, spec: ListFilterSpec, f: Values, plain: Intl.NumberFormat): string | null {
  if (spec.as === "range") return priceText(text, f, spec);
  const value = f[spec.param];
  if (value === undefined || spec.as === "deal" || spec.as === "place") return null;
  if (spec.as === "choice") return optionLabel(text.t, String(value));
  if (spec.as === "near") return text.t("lists.line.near", { distance: distanceText(Number(value)) });
  if (spec.as === "line") return text.t("lists.line.line", { line: lineName(text.t, String(value)) });
  return text.t(`lists.line.${spec.param}` as MessageKey, { value: spec.choices ? String(value) : plain.format(Number(value)) });
}

/**
 * "12 properties for rent in Mont Kiara", then the other filters in the
 * declaration's order: "12 properties for rent in Mont Kiara: 3+ bedrooms,
 * Fully Furnished" (in the page's language: "12 hartanah untuk disewa di Mont Kiara: …").
 * `capped`: the count stopped at its cap (public-lists.server.ts), so it reads "1,000+".
 */
export function resultLine(
  text: LineText,
  f: ListFilters,
  count: { total: number; capped?: boolean },
  names: { location?: string } = {},
  declaration: ListDeclaration = LIST_DECLARATION,
): string {
  const { t, lang } = text;
  const values = f as Values;
  const plain = new Intl.NumberFormat(LANG_TAG[lang], { maximumFractionDigits: 0 });
  // `count` picks the plural form; `n` is what is shown ("1,000+" once capped).
  const n = count.capped ? `${plain.format(count.total)}+` : plain.format(count.total);
  const deal = f.deal ?? "any";
  const place = names.location ?? f.location;
  const head = place
    ? t("lists.line.countIn", { count: count.total, n, deal, place })
    : t("lists.line.count", { count: count.total, n, deal });
  const details = declaration.filters.map((spec) => detailOf(text, spec, values, plain)).filter((d): d is string => d !== null);
  return details.length ? t("lists.line.details", { head, details: details.join(t("lists.line.separator")) }) : head;
}

/** A filter's label in the bar: `lists.filter.{param}` (a price's says "rent" with `deal: rent`). */
export const labelKey = (param: string) => `lists.filter.${param}` as MessageKey;
/** "Any tenure": `lists.filter.any{Param}`. */
export const anyKey = (param: string) => `lists.filter.any${param[0]!.toUpperCase()}${param.slice(1)}` as MessageKey;

/** Every message a declared filter is shown with (the catalog test counts them as used, and fails on a missing one). */
export function messageKeysOf(spec: ListFilterSpec): MessageKey[] {
  switch (spec.as) {
    case "range":
      return [labelKey(spec.min), labelKey(spec.max)];
    case "deal":
      return [];
    case "near":
      return [labelKey(spec.param), anyKey(spec.param), "lists.filter.nearWithin", "lists.line.near"];
    case "line":
      return [labelKey(spec.param), anyKey(spec.param), "lists.line.line"];
    case "minimum":
      return [labelKey(spec.param), ...(spec.choices ? [anyKey(spec.param)] : []), `lists.line.${spec.param}` as MessageKey];
    default:
      return [labelKey(spec.param), anyKey(spec.param)];
  }
}
