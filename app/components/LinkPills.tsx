import { Link } from "react-router";
import { useI18n } from "~/i18n/context";

/**
 * The row of rounded links under a result list: the other categories, the other price ranges.
 * `links[].to` are English paths; each link stays in the page's language.
 */
export function LinkPills({ label, heading, links }: { label: string; heading?: string; links: { to: string; text: string }[] }) {
  const { path } = useI18n();
  return (
    <nav aria-label={label} className="mt-10 border-t border-stone-200 pt-6">
      {heading && <h2 className="text-lg font-semibold">{heading}</h2>}
      <ul className={`${heading ? "mt-3 " : ""}flex flex-wrap gap-3`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={path(link.to)}
              className="inline-block rounded-full border border-stone-300 bg-white px-4 py-1.5 text-sm font-medium hover:bg-stone-100"
            >
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
