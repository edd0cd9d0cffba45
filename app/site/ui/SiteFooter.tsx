import { Link } from "react-router";
import { CATEGORY_LINKS } from "~/properties/categories";
import { useRootData } from "~/site/root-data";
import { useI18n } from "~/i18n/context";

/** A footer link: a 24 px tall tap target (WCAG 2.5.8), like every other small link. */
function FooterLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-6 items-center hover:text-white hover:underline">
      {children}
    </Link>
  );
}

/**
 * Malaysian estate-agency adverts show the firm and the negotiator on every
 * page (decision 006, now from /admin/settings: decision 020). The admin's
 * way in, Admin | Login, is here rather than in the top bar.
 */
export function SiteFooter() {
  const data = useRootData();
  const { t, path } = useI18n();
  const env = data?.env;
  if (!env) return null;
  const phoneDigits = env.CONSULTANT_PHONE.replace(/\D/g, "");
  const tel = phoneDigits.startsWith("0") ? `+6${phoneDigits}` : phoneDigits ? `+${phoneDigits}` : `+${env.WHATSAPP_NUMBER}`;
  return (
    <footer className="mt-12 bg-brand-900 text-white/85">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 text-sm sm:grid-cols-[2fr_1fr]">
        <section aria-label={t("frame.footer.agency")} data-agency>
          <p className="text-base font-semibold text-white">
            {env.AGENCY_NAME} <span className="font-normal text-white/85">({env.AGENCY_REG_NO})</span>
          </p>
          <p className="mt-1">
            {env.CONSULTANT_NAME}, {env.CONSULTANT_REN} ·{" "}
            <a className="font-medium text-white underline underline-offset-2" href={`tel:${tel}`}>
              {env.CONSULTANT_PHONE}
            </a>
          </p>
        </section>
        <nav aria-label={t("frame.nav.footer")} className="flex flex-col gap-3 sm:items-end">
          {/* Right-aligned like the links below it when the categories wrap onto a second line. */}
          <ul className="flex flex-wrap gap-x-4 gap-y-2 sm:justify-end">
            {CATEGORY_LINKS.map((c) => (
              <li key={c.slug}>
                <FooterLink to={path(`/category/${c.slug}`)}>{t(`frame.categoryLink.${c.slug}`)}</FooterLink>
              </li>
            ))}
          </ul>
          <FooterLink to={path("/calculators")}>{t("frame.footer.calculators")}</FooterLink>
          <FooterLink to={path("/stations")}>{t("frame.footer.stations")}</FooterLink>
          {/* Signed in, the top bar has Admin and Logout. */}
          {data.signedIn ? null : (
            <FooterLink to="/login">{t("frame.footer.adminLogin")}</FooterLink>
          )}
        </nav>
      </div>
      {/* The station distances use open data whose licence asks for this credit (app/place/stations/README.md). */}
      <p className="mx-auto max-w-6xl px-4 pb-6 text-xs text-white/70" data-station-credit>
        {t("frame.footer.stationData")}
      </p>
    </footer>
  );
}
