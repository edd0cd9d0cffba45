import { Link } from "react-router";

/** The row of rounded links under a result list: the other categories, the other price ranges. */
export function LinkPills({ label, heading, links }: { label: string; heading?: string; links: { to: string; text: string }[] }) {
  return (
    <nav aria-label={label} className="mt-10 border-t border-stone-200 pt-6">
      {heading && <h2 className="text-lg font-semibold">{heading}</h2>}
      <ul className={`${heading ? "mt-3 " : ""}flex flex-wrap gap-3`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
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
