import { Link } from "react-router";

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

/** Real links (work without JavaScript, crawlable), one per page. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2 text-sm">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClass}>
          Previous
        </Link>
      )}
      {pageWindow(page, pageCount).map((n, i) =>
        n === "gap" ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className="rounded bg-brand-700 px-3 py-1.5 font-semibold text-white">
            <span className="sr-only">Page </span>
            {n}
          </span>
        ) : (
          <Link key={n} to={hrefFor(n)} className={linkClass} aria-label={`Page ${n}`}>
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
          Next
        </Link>
      )}
    </nav>
  );
}
