import { Link } from "react-router";
import { CATEGORY_LINKS } from "~/properties/categories";
import { useRootData } from "~/site/root-data";

/**
 * The band the home page opens with: the agency, the page's title, the
 * search and, under it, the place for the list filters (`data-filters-slot`).
 * Factual copy only (decision 006: no superlatives of our own).
 */
export function HomeHero({ total, search, filters }: { total: number; search: React.ReactNode; filters?: React.ReactNode }) {
  const env = useRootData()?.env;
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-brand-800 text-white">
      {/* A soft light from the top right: depth without an image to download. */}
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-32 h-80 w-80 rounded-full bg-brand-600/60 blur-3xl" />
      <div className="relative mx-auto max-w-6xl px-4 pb-8 pt-6 sm:pb-12 sm:pt-10">
        {env ? (
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-accent-400">
            {env.AGENCY_NAME} · {env.AGENCY_REG_NO}
          </p>
        ) : null}
        <h1 id="home-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          Available Properties
        </h1>
        <p className="mt-2 max-w-xl text-white/85">
          {total === 1 ? "1 property" : `${total.toLocaleString("en-MY")} properties`} for sale and rent, with prices in RM.
          {env ? ` Ask ${env.CONSULTANT_NAME} (${env.CONSULTANT_REN}) on WhatsApp about any of them.` : null}
        </p>
        {search}
        {/* The list filters' place (a form of app/components/filters/ goes here). */}
        <div data-filters-slot className="empty:hidden mt-3">
          {filters}
        </div>
        <nav aria-label="Property types" className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {CATEGORY_LINKS.map((c) => (
              <li key={c.slug}>
                <Link
                  to={`/category/${c.slug}`}
                  className="inline-block rounded-full border border-white/30 px-3.5 py-1.5 text-sm font-medium text-white hover:border-accent-400 hover:bg-white/10"
                >
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
