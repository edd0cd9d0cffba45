import { FURNISHINGS, PROPERTY_TYPES, TENURES, type ListingType } from "./model/property";
import { formatRM } from "./display/money";

/**
 * The filters and sorts of a public list (issue 14), read from a URL. One
 * parser for the loaders and the page cache's key (app/site/page-cache-key.ts):
 * whatever two URLs parse to the same filters renders the same page, so they
 * share one cache entry. Unknown or malformed values are dropped, never an error.
 */
export const SORTS = {
  newest: "Newest",
  price_asc: "Price (low to high)",
  price_desc: "Price (high to low)",
  psf_asc: "Price per sqft (low to high)",
  size_desc: "Largest built-up",
} as const;
export type SortKey = keyof typeof SORTS;
export const SORT_KEYS = Object.keys(SORTS) as SortKey[];

export const BEDROOM_CHOICES = [1, 2, 3, 4, 5] as const;

export interface ListFilters {
  deal?: ListingType;
  minPrice?: number;
  maxPrice?: number;
  beds?: number;
  type?: string;
  /** Folded like location pages (lower case, hyphens as spaces): `mont kiara`. */
  location?: string;
  tenure?: string;
  furnishing?: string;
  minSqft?: number;
  sort: SortKey;
}

/** Filters a page fixes by its own URL (a location page's place): the form leaves them out, the URL's are ignored. */
export type FixedFilter = "location" | "price" | "type";

export interface FilterChoices {
  locations: string[];
  types: readonly string[];
  tenures: readonly string[];
  furnishings: readonly string[];
}

/** The URL parameters, in the canonical (alphabetical) order. */
export const FILTER_PARAMS = [
  "beds", "deal", "furnishing", "location", "max_price", "min_price", "min_sqft", "sort", "tenure", "type",
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

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
  const tenure = oneOf(TENURES, get("tenure"));
  if (tenure) filters.tenure = tenure;
  const furnishing = oneOf(FURNISHINGS, get("furnishing"));
  if (furnishing) filters.furnishing = furnishing;
  const minSqft = amount(get("min_sqft"));
  if (minSqft !== undefined) filters.minSqft = minSqft;
  return filters;
}

/** The filters as URL parameters, alphabetical, defaults left out. */
export function filterEntries(f: ListFilters): [FilterParam, string][] {
  const values: Record<FilterParam, string | number | undefined> = {
    beds: f.beds,
    deal: f.deal,
    furnishing: f.furnishing,
    location: f.location,
    max_price: f.maxPrice,
    min_price: f.minPrice,
    min_sqft: f.minSqft,
    sort: f.sort === "newest" ? undefined : f.sort,
    tenure: f.tenure,
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

const plain = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 0 });

function priceText(f: ListFilters): string | null {
  const money = (n: number) => formatRM(n);
  const per = f.deal === "rent" ? " a month" : "";
  if (f.minPrice !== undefined && f.maxPrice !== undefined) return `${money(f.minPrice)} to ${money(f.maxPrice)}${per}`;
  if (f.minPrice !== undefined) return `from ${money(f.minPrice)}${per}`;
  if (f.maxPrice !== undefined) return `up to ${money(f.maxPrice)}${per}`;
  return null;
}

/**
 * "12 properties for rent in Mont Kiara", then the other filters:
 * "12 properties for rent in Mont Kiara: 3+ bedrooms, Fully Furnished".
 * `capped`: the count stopped at its cap (public-lists.server.ts), so it reads "1,000+".
 */
export function resultLine(
  f: ListFilters,
  count: { total: number; capped?: boolean },
  names: { location?: string } = {},
): string {
  const n = count.capped ? `${plain.format(count.total)}+` : plain.format(count.total);
  const noun = count.total === 1 && !count.capped ? "property" : "properties";
  let line = `${n} ${noun}`;
  if (f.deal) line += f.deal === "sale" ? " for sale" : " for rent";
  const place = names.location ?? f.location;
  if (place) line += ` in ${place}`;
  const details = [
    f.beds ? `${f.beds}+ bedrooms` : null,
    f.type ?? null,
    priceText(f),
    f.tenure ?? null,
    f.furnishing ?? null,
    f.minSqft ? `${plain.format(f.minSqft)} sqft built-up or more` : null,
  ].filter((d): d is string => d !== null);
  return details.length ? `${line}: ${details.join(", ")}` : line;
}
