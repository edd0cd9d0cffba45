import { filterEntries, parseListFilters, queryText } from "~/properties/list-filters";
import { langOfPath, stripLang, type Lang } from "~/i18n/languages";

/**
 * What an alert follows: a list page, read from the URL the visitor was on
 * (issue 32 item 3, decision 059). The page's own path (its category,
 * location, price range, project or station) and its canonical filter
 * parameters, as the list declaration derives them (decision 045), plus the
 * search text; the page number and the order are left out: they change what
 * is shown first, not what matches.
 */
export interface SavedPage {
  path: string;
  filters: string;
  lang: Lang;
}

/** The list pages an alert can follow (without the language prefix). */
const LIST_PATHS = [/^\/$/, /^\/listings$/, /^\/search$/, /^\/category\/[^/]+$/, /^\/location\/[^/]+$/, /^\/price-range\/[^/]+$/, /^\/project\/[^/]+$/, /^\/near\/[^/]+$/];

/** The page behind `from` (a path with its query, as the form sends it), or null when it is not a list. */
export function savedPageOf(from: string): SavedPage | null {
  let url: URL;
  try {
    url = new URL(from, "http://site.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://site.invalid") return null;
  const lang = langOfPath(url.pathname);
  const path = stripLang(url.pathname).replace(/(.)\/$/, "$1") || "/";
  if (!LIST_PATHS.some((p) => p.test(path))) return null;
  const entries: [string, string][] = filterEntries(parseListFilters(url.searchParams)).filter(([name]) => name !== "sort");
  const q = queryText(url.searchParams);
  if (q) entries.push(["q", q]);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { path: path === "/listings" ? "/" : path, filters: new URLSearchParams(entries).toString(), lang };
}

/** The page's address again, in `lang`, for the e-mails' "See the list" link. */
export function pageHref(page: { path: string; filters: string }): string {
  return page.filters ? `${page.path}?${page.filters}` : page.path;
}
