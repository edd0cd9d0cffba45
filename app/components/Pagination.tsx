import { Link } from "react-router";
import { useI18n } from "~/i18n/context";

/** Pages around the current one, the first and the last; gaps shown as "…". */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const [i, n] of sorted.entries()) {
    if (i > 0 && n - sorted[i - 1] > 1) out.push("gap");
    out.push(n);
  }
  return out;
}

const linkClass = "rounded border border-stone-300 bg-white px-3 py-1.5 hover:bg-stone-100";

/** Real links (work without JavaScript, crawlable), one per page. `hrefFor` gives the English path; links stay in the page's language. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t, path } = useI18n();
  if (pageCount <= 1) return null;
  const href = (n: number) => path(hrefFor(n));
  return (
    <nav aria-label={t("lists.pagination.label")} className="mt-8 flex flex-wrap items-center justify-center gap-2 text-sm">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          {t("lists.pagination.previous")}
        </Link>
      )}
      {pageWindow(page, pageCount).map((n, i) =>
        n === "gap" ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className="rounded bg-brand-700 px-3 py-1.5 font-semibold text-white">
            {/* "Page 3" / "第 3 页" read out whole: the word order is the language's. */}
            <span className="sr-only">{t("lists.pagination.page", { page: String(n) })}</span>
            <span aria-hidden="true">{n}</span>
          </span>
        ) : (
          <Link key={n} to={href(n)} className={linkClass} aria-label={t("lists.pagination.page", { page: String(n) })}>
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          {t("lists.pagination.next")}
        </Link>
      )}
    </nav>
  );
}
