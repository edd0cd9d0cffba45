import { PROPERTY_TYPES, type ListingType } from "./model/property";
import { CHOICE_FILTERS, type ChoiceFilterParam } from "./model/public-fields";
import { formatRM } from "./display/money";
import { optionLabel } from "./display/field-text";
import { LANG_TAG, type Lang } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";

/**
 * The filters and sorts of a public list (issue 14), read from a URL. One
 * parser for the loaders and the page cache's key (app/site/page-cache-key.ts):
 * whatever two URLs parse to the same filters renders the same page, so they
 * share one cache entry. Unknown or malformed values are dropped, never an error.
 */
// Their names are messages, `lists.sort.<key>` ("Newest", "Price (low to high)", …).
export const SORT_KEYS = ["newest", "price_asc", "price_desc", "psf_asc", "size_desc"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const BEDROOM_CHOICES = [1, 2, 3, 4, 5] as const;

/** The filters a field declares (fields.ts `filter`: tenure, furnishing…), by their URL parameter. */
export type ChoiceFilters = Partial<Record<ChoiceFilterParam, string>>;

export interface ListFilters extends ChoiceFilters {
  deal?: ListingType;
  minPrice?: number;
  maxPrice?: number;
  beds?: number;
  type?: string;
  /** Folded like location pages (lower case, hyphens as spaces): `mont kiara`. */
  location?: string;
  minSqft?: number;
  sort: SortKey;
}

/** Filters a page fixes by its own URL (a location page's place): the form leaves them out, the URL's are ignored. */
export type FixedFilter = "location" | "price" | "type";

export interface FilterChoices {
  locations: string[];
  types: readonly string[];
}

export { CHOICE_FILTERS };

const OWN_PARAMS = ["beds", "deal", "location", "max_price", "min_price", "min_sqft", "sort", "type"] as const;
export type FilterParam = (typeof OWN_PARAMS)[number] | ChoiceFilterParam;
/** The URL parameters, in the canonical (alphabetical) order: the list's own and the declared ones. */
export const FILTER_PARAMS: readonly FilterParam[] = [...OWN_PARAMS, ...CHOICE_FILTERS.map((c) => c.param)].sort();

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

export function parseListFilters(params: URLSearchParams): ListFilters {
  const get = (name: FilterParam) => params.get(name);
  const filters: ListFilters = { sort: oneOf(SORT_KEYS, get("sort")) ?? "newest" };
  const deal = oneOf(["sale", "rent"] as const, get("deal"));
  if (deal) filters.deal = deal;
  let min = amount(get("min_price"));
  let max = amount(get("max_price"));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) filters.minPrice = min;
  if (max !== undefined) filters.maxPrice = max;
  const beds = get("beds")?.trim().replace(/\+$/, "");
  if (beds && /^[1-5]$/.test(beds)) filters.beds = Number(beds);
  const type = oneOf(PROPERTY_TYPES, get("type"));
  if (type) filters.type = type;
  const location = foldLocation(get("location") ?? "").slice(0, 200);
  if (location) filters.location = location;
  for (const { param, options } of CHOICE_FILTERS) {
    const value = oneOf(options, get(param));
    if (value) filters[param] = value;
  }
  const minSqft = amount(get("min_sqft"));
  if (minSqft !== undefined) filters.minSqft = minSqft;
  return filters;
}

/** The filters as URL parameters, alphabetical, defaults left out. */
export function filterEntries(f: ListFilters): [FilterParam, string][] {
  const values: Partial<Record<FilterParam, string | number>> = {
    ...(Object.fromEntries(CHOICE_FILTERS.map(({ param }) => [param, f[param]])) as ChoiceFilters),
    beds: f.beds,
    deal: f.deal,
    location: f.location,
    max_price: f.maxPrice,
    min_price: f.minPrice,
    min_sqft: f.minSqft,
    sort: f.sort === "newest" ? undefined : f.sort,
    type: f.type,
  };
  return FILTER_PARAMS.flatMap((name) => (values[name] === undefined ? [] : [[name, String(values[name])] as [FilterParam, string]]));
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

function priceText({ t }: LineText, f: ListFilters): string | null {
  const deal = f.deal ?? "any";
  if (f.minPrice !== undefined && f.maxPrice !== undefined) {
    return t("lists.line.priceBetween", { min: formatRM(f.minPrice), max: formatRM(f.maxPrice), deal });
  }
  if (f.minPrice !== undefined) return t("lists.line.priceFrom", { min: formatRM(f.minPrice), deal });
  if (f.maxPrice !== undefined) return t("lists.line.priceUpTo", { max: formatRM(f.maxPrice), deal });
  return null;
}

/**
 * "12 properties for rent in Mont Kiara", then the other filters:
 * "12 properties for rent in Mont Kiara: 3+ bedrooms, Fully Furnished" (in
 * the page's language: "12 hartanah untuk disewa di Mont Kiara: …").
 * `capped`: the count stopped at its cap (public-lists.server.ts), so it reads "1,000+".
 */
export function resultLine(
  text: LineText,
  f: ListFilters,
  count: { total: number; capped?: boolean },
  names: { location?: string } = {},
): string {
  const { t, lang } = text;
  const plain = new Intl.NumberFormat(LANG_TAG[lang], { maximumFractionDigits: 0 });
  // `count` picks the plural form; `n` is what is shown ("1,000+" once capped).
  const n = count.capped ? `${plain.format(count.total)}+` : plain.format(count.total);
  const deal = f.deal ?? "any";
  const place = names.location ?? f.location;
  const head = place
    ? t("lists.line.countIn", { count: count.total, n, deal, place })
    : t("lists.line.count", { count: count.total, n, deal });
  const details = [
    f.beds ? t("lists.line.beds", { beds: String(f.beds) }) : null,
    f.type ? optionLabel(t, f.type) : null,
    priceText(text, f),
    ...CHOICE_FILTERS.map(({ param }) => (f[param] ? optionLabel(t, f[param]) : null)),
    f.minSqft ? t("lists.line.minSqft", { sqft: plain.format(f.minSqft) }) : null,
  ].filter((d): d is string => d !== null);
  return details.length ? t("lists.line.details", { head, details: details.join(t("lists.line.separator")) }) : head;
}
