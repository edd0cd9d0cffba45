import { Link, NavLink } from "react-router";
import { LogoutButton } from "~/components/LogoutButton";
import { useRootData } from "~/site/root-data";
import { useI18n } from "~/i18n/context";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { dataAttr } from "~/components/page-script";
import { SHORTLIST } from "~/properties/shortlist";

const navLink = "rounded px-1 py-1 text-white/90 hover:text-white hover:underline";

/**
 * docs/product.md#top-bar-and-footer: the agency (logo and name, decision 020),
 * then Home (the agent's main site) and Listings; Admin + Logout for a
 * signed-in admin. A visitor's way in, Admin | Login, is in the footer.
 */
export function TopBar() {
  const data = useRootData();
  const { t, path } = useI18n();
  const homeHref = data?.env.AGENT_SITE_URL ?? "/";
  const logo = data?.brand.logo;
  return (
    <header className="relative border-b border-white/10 bg-brand-800 text-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:m-2 focus:bg-white focus:p-2 focus:text-black">
        {t("frame.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-5 gap-y-1 px-4 py-2.5">
        <Link to={path("/")} className="flex min-w-[12rem] flex-1 items-center gap-2.5" data-brand>
          {logo ? (
            // The name beside it is the link's text: the logo adds nothing to read out.
            <img src={logo.url} width={logo.width} height={logo.height} alt="" className="h-9 w-auto max-w-[40vw] object-contain sm:h-11" />
          ) : null}
          <span className="min-w-0 truncate text-base font-bold tracking-tight sm:text-lg">{data?.env.AGENCY_NAME}</span>
        </Link>
        <nav aria-label={t("frame.nav.main")} className="flex items-center gap-4 text-sm font-medium">
          <a href={homeHref} className={navLink}>
            {t("frame.nav.home")}
          </a>
          <NavLink to={path("/")} end className={navLink}>
            {t("frame.nav.listings")}
          </NavLink>
          <NavLink to={path("/shortlist")} className={navLink}>
            {t("frame.nav.shortlist")}
            {/* The count of hearted listings, filled in by the page script (the list is in the browser). */}
            <span {...dataAttr(SHORTLIST.count)} />
          </NavLink>
          {data?.signedIn ? (
            <>
              <Link to="/admin" className={navLink}>
                Admin
              </Link>
              <LogoutButton className="rounded border border-white/60 px-3 py-1 hover:bg-white/10" />
            </>
          ) : null}
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
