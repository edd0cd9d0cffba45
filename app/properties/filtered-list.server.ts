import { setImmediate as nextTurn } from "node:timers/promises";
import { listNames } from "~/names/names.server";
import {
  foldLocation,
  isFiltered,
  LIST_FILTERS,
  pageNumber,
  parseListFilters,
  queryText,
  resultLine,
  type FilterChoices,
  type FixedFilter,
  type ListFilters,
} from "./list-filters";
import { paramsOf } from "./model/list-declaration";
import type { CardPage } from "./public-lists.server";
import { langOfPath } from "~/i18n/languages";
import { translator } from "~/i18n/translator";

export interface FilteredList extends CardPage {
  filters: ListFilters;
  q: string;
  /** Anything beyond `q` and `page`: such a page is noindex, canonical to its landing page (app/site/seo.ts). */
  filtered: boolean;
  /** The place the result line names, when one is chosen or the page is about one. */
  place?: string;
  /** "12 properties for rent in Mont Kiara", in the page's language (the URL's). */
  line: string;
  choices: FilterChoices;
  fixed: FixedFilter[];
}

/**
 * The loader of every public list page (issue 14): reads `q`, `page` and the
 * filters from the URL (list-filters.ts, the parser the page cache keys on),
 * runs the page's own list with them and says what was found. A route passes
 * its list function:
 *
 *   loadFilteredList(request, (page, filters) => listWhere(…, page, filters))
 */
export async function loadFilteredList(
  request: Request,
  list: (page: number, filters: ListFilters, q: string) => Promise<CardPage>,
  options: {
    fixed?: FixedFilter[];
    /** The place the page itself is about, for the result line ("… in Mont Kiara"). */
    place?: (result: CardPage, locations: string[]) => string;
  } = {},
): Promise<FilteredList> {
  const url = new URL(request.url);
  const params = url.searchParams;
  const lang = langOfPath(url.pathname);
  const fixed = options.fixed ?? [];
  const filters = withoutFixed(parseListFilters(params), fixed);
  const q = queryText(params);
  const [result, names] = await Promise.all([list(pageNumber(params), filters, q), listNames("locations")]);
  // SQLite answers synchronously: without this the queries and the page's
  // render are one turn of the event loop (decision 026).
  await nextTurn();
  const locations = names.map((n) => n.name);
  const place = options.place ? options.place(result, locations) : filters.location ? spellingOf(filters.location, locations) : undefined;
  return {
    ...result,
    place,
    filters,
    q,
    filtered: isFiltered(filters),
    line: resultLine({ t: translator(lang), lang }, filters, result, { location: place }),
    choices: { locations },
    fixed,
  };
}

/** A page's own filters (a category's type, a place, a price range's deal and price) leave the URL's out (decision 045). */
function withoutFixed(filters: ListFilters, fixed: FixedFilter[]): ListFilters {
  const out: Record<string, unknown> = { ...filters };
  for (const spec of LIST_FILTERS) if (spec.page && fixed.includes(spec.page)) for (const param of paramsOf(spec)) delete out[param];
  return out as ListFilters;
}

/** The list's spelling of a folded location ("mont kiara" → "Mont Kiara"), or the folded text in title case. */
export function spellingOf(folded: string, locations: string[]): string {
  return locations.find((name) => foldLocation(name) === folded) ?? folded.replace(/\b\w/g, (c) => c.toUpperCase());
}
