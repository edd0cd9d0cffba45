import { Link } from "react-router";
import { CATEGORY_LINKS } from "~/properties/categories";
import { useRootData } from "~/site/root-data";
import type { PublicEnv } from "~/platform/config.server";
import { useI18n } from "~/i18n/context";

/**
 * The band the home page opens with: the agency, the page's title, the
 * search and, under it, the place for the list filters (`data-filters-slot`).
 * Factual copy only (decision 006: no superlatives of our own).
 */
/** `total`: the list's count; left out for a filtered list, whose own result line counts it. */
export function HomeHero({ total, search, filters }: { total?: number; search: React.ReactNode; filters?: React.ReactNode }) {
  const env = useRootData()?.env;
  const { t, path, lang } = useI18n();
  const lead = total === undefined ? t("lists.hero.leadFiltered") : t("lists.hero.lead", { count: total });
  const ask = env ? t("lists.hero.ask", { name: env.CONSULTANT_NAME, ren: env.CONSULTANT_REN }) : null;
  return (
    // A soft light from the top right gives depth without an image to download (a gradient, not a blur: cheap to paint).
    <section
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-brand-800 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-600),transparent_60%)] text-white"
    >
      <div className="relative mx-auto grid max-w-6xl items-center gap-8 px-4 pb-5 pt-4 sm:pb-12 sm:pt-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          {env ? (
            // The accent is only ever behind dark text or decoration: its contrast with the band is not checked.
            // Not on a phone: the top bar names the agency, and the first card comes up into the first screen (issue 29).
            <p className="hidden items-center gap-2 text-xs font-semibold uppercase tracking-[0.14em] text-white/85 sm:flex">
              <span aria-hidden="true" className="inline-block h-0.5 w-6 shrink-0 bg-accent-400" />
              {env.AGENCY_NAME} · {env.AGENCY_REG_NO}
            </p>
          ) : null}
          <h1 id="home-title" className="text-3xl font-extrabold tracking-tight sm:mt-2 sm:text-4xl">
            {t("lists.home.title")}
          </h1>
          <p className="mt-2 max-w-xl text-white/85">
            {/* Chinese sentences follow one another without a space. */}
            {ask ? [lead, ask].join(lang === "zh" ? "" : " ") : lead}
          </p>
          {search}
          {/* The list filters (ListFilterBar) on a white card: its fields and links are drawn for a light page. */}
          <div data-filters-slot className="empty:hidden mt-3 rounded-xl bg-white px-3 pb-3 text-stone-900 shadow-sm [&>form]:mt-3">
            {filters}
          </div>
          <nav aria-label={t("lists.hero.typesLabel")} className="mt-4 sm:mt-5">
            {/* One row that scrolls sideways on a phone, so the first card shows on the first screen. */}
            <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0 sm:pb-0">
              {CATEGORY_LINKS.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={path(`/category/${c.slug}`)}
                    className="inline-block whitespace-nowrap rounded-full border border-white/30 px-3.5 py-1.5 text-sm font-medium text-white hover:border-accent-400 hover:bg-white/10"
                  >
                    {t(`frame.categoryLink.${c.slug}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {env ? <NegotiatorCard env={env} /> : null}
      </div>
    </section>
  );
}

/** On wide screens, who answers: the negotiator the footer names, one tap from a chat. */
function NegotiatorCard({ env }: { env: PublicEnv }) {
  const { t } = useI18n();
  return (
    <aside aria-label={t("lists.hero.negotiatorLabel")} className="hidden rounded-xl border border-white/15 bg-white/10 p-5 lg:block">
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-white/85">{t("lists.hero.negotiator")}</p>
      <p className="mt-2 text-lg font-bold">{env.CONSULTANT_NAME}</p>
      <p className="text-sm text-white/85">
        {env.CONSULTANT_REN} · {env.CONSULTANT_PHONE}
      </p>
      <a
        href={`https://wa.me/${env.WHATSAPP_NUMBER}`}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 flex items-center justify-center rounded-lg bg-accent-400 px-4 py-2.5 font-semibold text-stone-900 hover:bg-accent-500"
      >
        {t("lists.hero.whatsapp", { name: env.CONSULTANT_NAME.split(" ")[0] })}
      </a>
    </aside>
  );
}
