import { Link } from "react-router";

export interface Crumb {
  name: string;
  /** Absent on the current page. */
  path?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-700">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((c, i) => (
          <li key={`${i}-${c.name}`} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {c.path ? (
              <Link to={c.path} className="underline-offset-2 hover:underline">
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
