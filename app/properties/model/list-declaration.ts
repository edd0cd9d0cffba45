import type { FieldDef, FilterPage } from "./field-kinds";

/**
 * What the public lists filter, sort and search on, read from a field
 * declaration (decision 045). Pure and generic over the declaration, so that
 * a test can hand it a fixture declaration with a field of its own and see
 * every derived piece follow (tests/unit/properties/list-declaration.test.ts);
 * the product's lists are `listDeclarationOf(PUBLIC_FIELD_DECLARATION, LIST_SORTS)`
 * (public-fields.ts).
 */

export type FixedFilter = NonNullable<FilterPage["page"]>;

export type ListFilterSpec =
  | { as: "choice"; name: string; param: string; options: readonly string[]; page?: FixedFilter }
  | { as: "place"; name: string; param: string; page?: FixedFilter }
  | { as: "deal"; name: string; param: string; page?: FixedFilter }
  /** `byDeal`: the price field of each deal; the sale price when none is chosen. */
  | { as: "range"; min: string; max: string; byDeal: { sale: string; rent: string }; page?: FixedFilter }
  | { as: "minimum"; name: string; param: string; choices?: readonly number[]; page?: FixedFilter }
  | StoredFilterSpec;

/**
 * A filter on what a save works out rather than on a field the agent types
 * (decision 060): `near`, `?{param}=` one of `choices` metres, tested on the
 * nearest station's stored distance (`name`, a column); `line`, `?{param}=` one
 * of `options` (a line code in lower case), a listing with a station of that
 * line within 2 km (`name`, the table of one row per station and line).
 * Each reads an index of its own (20261126_1745_where_it_is.ts and
 * 20261126_2137_station_filters.ts), not the list-order indexes.
 * `after`: the URL parameter of the filter it follows in the bar and the result line.
 */
export type StoredFilterSpec =
  | { as: "near"; name: string; param: string; choices: readonly number[]; after?: string; page?: FixedFilter }
  | { as: "line"; name: string; param: string; options: readonly string[]; after?: string; page?: FixedFilter };

/**
 * A list order: `listed` is each page's own date order (Newest); `price` the
 * chosen deal's price field; `price_per_sqft` that price over the area (as
 * display/pricing.ts computes it); anything else a number field's name.
 * Its name is the message `lists.sort.{key}`.
 */
export interface SortSpec {
  key: string;
  by: "listed" | "price" | "price_per_sqft" | (string & {});
  direction: "asc" | "desc";
}

export interface ListDeclaration {
  filters: ListFilterSpec[];
  sorts: readonly SortSpec[];
  /** Every URL parameter of the filters and `sort`, in canonical (alphabetical) order. */
  params: string[];
  /** The columns the filters and sorts test: the list-order indexes hold them all, so a filter never reads a row. */
  indexColumns: string[];
}

/** The area a price per square foot is over: the land for Land (or without a built-up area). */
export const PSF_AREA_COLUMNS = ["property_type", "built_up_area", "land_area"] as const;

function specOf(name: string, field: FieldDef, declaration: Record<string, FieldDef>): ListFilterSpec | null {
  if (!("filter" in field) || !field.filter) return null;
  const filter = field.filter;
  const page = filter.page;
  switch (filter.as) {
    case "choice":
      return { as: "choice", name, param: filter.param, options: field.kind === "choice" ? field.options : [], page };
    case "place":
    case "deal":
      return { as: filter.as, name, param: filter.param, page };
    case "minimum":
      return { as: "minimum", name, param: filter.param, choices: filter.choices, page };
    case "range": {
      // One range for every field declaring the same pair: the field of each deal.
      const fields = Object.entries(declaration).filter(
        ([, f]) => "filter" in f && f.filter?.as === "range" && f.filter.min === filter.min,
      );
      const of = (deal: "sale" | "rent") => fields.find(([, f]) => f.kind === "number" && f.deal === deal)?.[0] ?? name;
      return { as: "range", min: filter.min, max: filter.max, byDeal: { sale: of("sale"), rent: of("rent") }, page };
    }
  }
}

/** The URL parameters of one filter. */
export const paramsOf = (spec: ListFilterSpec): string[] => (spec.as === "range" ? [spec.min, spec.max] : [spec.param]);

/** The columns one filter's SQL test reads (the deal reads the prices too, for listings saved before listing types). */
function columnsOf(spec: ListFilterSpec, filters: ListFilterSpec[]): string[] {
  const prices = filters.flatMap((f) => (f.as === "range" ? [f.byDeal.sale, f.byDeal.rent] : []));
  if (spec.as === "range") return [spec.byDeal.sale, spec.byDeal.rent];
  if (spec.as === "deal") return [spec.name, ...prices];
  // Read by their own indexes (decision 060).
  if (spec.as === "near" || spec.as === "line") return [];
  return [spec.name];
}

function sortColumns(sort: SortSpec, filters: ListFilterSpec[]): string[] {
  const prices = filters.flatMap((f) => (f.as === "range" ? [f.byDeal.sale, f.byDeal.rent] : []));
  if (sort.by === "listed") return [];
  if (sort.by === "price") return prices;
  if (sort.by === "price_per_sqft") return [...prices, ...PSF_AREA_COLUMNS];
  return [sort.by];
}

export function listDeclarationOf(
  declaration: Record<string, FieldDef>,
  sorts: readonly SortSpec[],
  stored: readonly StoredFilterSpec[] = [],
): ListDeclaration {
  const filters: ListFilterSpec[] = [];
  const seen = new Set<string>();
  for (const [name, field] of Object.entries(declaration)) {
    const spec = specOf(name, field, declaration);
    if (!spec || paramsOf(spec).some((p) => seen.has(p))) continue;
    for (const p of paramsOf(spec)) seen.add(p);
    filters.push(spec);
  }
  // The stored filters, each after the filter it names (else at the end), in their own order.
  let previous: ListFilterSpec | undefined;
  for (const spec of stored) {
    if (seen.has(spec.param)) continue;
    seen.add(spec.param);
    // After the one it names, or after the stored filter before it when that one stands there too.
    const anchor = previous && previous.as !== "range" && "after" in previous && previous.after === spec.after ? previous : filters.find((f) => paramsOf(f).includes(spec.after ?? ""));
    const at = anchor ? filters.indexOf(anchor) + 1 : filters.length;
    filters.splice(at, 0, spec);
    previous = spec;
  }
  const params = [...filters.flatMap(paramsOf), "sort"].sort();
  const indexColumns = [...new Set([...filters.flatMap((f) => columnsOf(f, filters)), ...sorts.flatMap((s) => sortColumns(s, filters))])].sort();
  return { filters, sorts, params, indexColumns };
}

/** The columns search reads, in the declaration's order: a visitor's (`public`) or the Property Manager's (`admin`, every searchable field). */
export function searchColumnsOf(declaration: Record<string, FieldDef>, scope: "public" | "admin"): string[] {
  return Object.entries(declaration)
    .filter(([, field]) => field.searchable && (scope === "admin" || field.visibility === "public"))
    .map(([name]) => name);
}
