import { Link } from "react-router";
import { useI18n } from "~/i18n/context";
import { stripLang } from "~/i18n/languages";

export interface Crumb {
  name: string;
  /** Absent on the current page. A site path; the link stays in the page's language. */
  path?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t, path } = useI18n();
  return (
    <nav aria-label={t("lists.breadcrumb.label")} className="text-sm text-stone-700">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((c, i) => (
          // On a phone the current page's own name is left to its heading: the trail stays one line.
          <li key={`${i}-${c.name}`} className={`${c.path || i === 0 ? "flex" : "hidden sm:flex"} items-center gap-1`}>
            {i > 0 && <span aria-hidden="true">›</span>}
            {c.path ? (
              // English or already in the page's language: either way the link is the page's language, never /ms/ms/.
              <Link to={path(stripLang(c.path))} className="inline-flex min-h-6 items-center underline-offset-2 hover:underline">
                {c.name}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-medium text-stone-900">
                {c.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
