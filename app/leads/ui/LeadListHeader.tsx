import type { ReactNode } from "react";
import { Link } from "react-router";

const tab = (active: boolean) =>
  `rounded-full px-3 py-1 text-sm ${active ? "bg-brand-700 text-white" : "border border-stone-300 text-stone-800 hover:bg-stone-100"}`;

/**
 * The top of an admin list of leads (Enquiries, Viewings): its title, the
 * CSV download, what the personal data may be used for (PDPA) and the tabs
 * (`?show=`), the one shown marked as the current page.
 */
export function LeadListHeader({
  title,
  exportHref,
  note,
  tabs,
  show,
}: {
  title: string;
  exportHref: string;
  note: ReactNode;
  tabs: { show: string; label: ReactNode }[];
  show: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <a href={exportHref} className="rounded border border-stone-300 px-3 py-2 text-sm hover:bg-stone-100" download>
          Download CSV
        </a>
      </div>
      <p className="mt-2 text-sm text-stone-700">{note}</p>
      <nav aria-label="Show" className="mt-4 flex flex-wrap gap-2">
        {tabs.map((t) => (
          <Link key={t.show} to={`?show=${t.show}`} className={tab(show === t.show)} aria-current={show === t.show ? "page" : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
    </>
  );
}
