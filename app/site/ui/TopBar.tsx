import { Link, NavLink } from "react-router";
import { LogoutButton } from "~/components/LogoutButton";
import { useRootData } from "~/site/root-data";
import { useI18n } from "~/i18n/context";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { dataAttr } from "~/components/page-script";
import { SHORTLIST } from "~/properties/shortlist";
import { shortAgencyName } from "~/site/agency-name";
import { MENU } from "./menu.enhance";

const navLink = "rounded px-1 py-1 text-white/90 hover:text-white hover:underline";
const menuLink = "block rounded px-3 py-2.5 text-stone-900 hover:bg-stone-100 aria-[current=page]:font-semibold";

/**
 * docs/product.md#top-bar-and-footer: the agency (logo and name, decision 020),
 * then Home (the agent's main site) and Listings; Admin + Logout for a
 * signed-in admin. A visitor's way in, Admin | Login, is in the footer.
 *
 * On a phone it is one row (issue 29), so a listing's price fits on the first
 * screen: the logo alone (or the name without "Sdn. Bhd.", on up to two lines,
 * never cut), the language switcher and a menu — a `<details>`, which opens without
 * any script (menu.enhance.ts only closes it on a tap outside or Escape). The logo
 * sits on a white plate, so a dark logo reads on the brand colour.
 */
export function TopBar() {
  const data = useRootData();
  const { t, path } = useI18n();
  const homeHref = data?.env.AGENT_SITE_URL ?? "/";
  const logo = data?.brand.logo;
  const name = data?.env.AGENCY_NAME ?? "";
  const links = (className: string) => (
    <>
      <a href={homeHref} className={className}>
        {t("frame.nav.home")}
      </a>
      <NavLink to={path("/")} end className={className}>
        {t("frame.nav.listings")}
      </NavLink>
      <NavLink to={path("/shortlist")} className={className}>
        {t("frame.nav.shortlist")}
        {/* The count of hearted listings, filled in by the page script (the list is in the browser). */}
        <span {...dataAttr(SHORTLIST.count)} />
      </NavLink>
      {data?.signedIn ? (
        <Link to="/admin" className={className}>
          Admin
        </Link>
      ) : null}
    </>
  );
  return (
    <header className="relative border-b border-white/10 bg-brand-800 text-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:m-2 focus:bg-white focus:p-2 focus:text-black">
        {t("frame.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl items-center gap-x-3 px-4 py-2 sm:gap-x-5 sm:py-2.5" data-top-row>
        <Link to={path("/")} className="flex min-h-10 min-w-0 flex-1 items-center gap-2.5" data-brand>
          {logo ? (
            // The name beside it is the link's text: the logo adds nothing to read out.
            <span className="shrink-0 rounded-md bg-white p-1 shadow-sm">
              <img src={logo.url} width={logo.width} height={logo.height} alt="" className="h-8 w-auto max-w-[40vw] object-contain sm:h-9" />
            </span>
          ) : null}
          {/* The full name is the link's name; a phone shows the logo alone, or the short name. */}
          {logo ? null : (
            <span aria-hidden="true" className="min-w-0 text-base font-bold leading-tight tracking-tight sm:hidden">
              {shortAgencyName(name)}
            </span>
          )}
          <span className="sr-only min-w-0 text-lg font-bold leading-tight tracking-tight sm:not-sr-only">{name}</span>
        </Link>
        <nav aria-label={t("frame.nav.main")} className="hidden items-center gap-4 text-sm font-medium sm:flex">
          {links(navLink)}
          {data?.signedIn ? <LogoutButton className="rounded border border-white/60 px-3 py-1 hover:bg-white/10" /> : null}
        </nav>
        <LanguageSwitcher />
        <details className="relative sm:hidden" {...dataAttr(MENU)}>
          <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded hover:bg-white/10 [&::-webkit-details-marker]:hidden">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
            <span className="sr-only">{t("frame.nav.menu")}</span>
          </summary>
          {/* Over the page, not in it: opening it moves nothing. */}
          <nav
            aria-label={t("frame.nav.main")}
            className="absolute right-0 top-full z-50 mt-2 w-56 rounded-lg bg-white p-1.5 text-base font-medium shadow-lg ring-1 ring-black/10"
          >
            {links(menuLink)}
            {data?.signedIn ? <LogoutButton className={`${menuLink} w-full text-left`} /> : null}
          </nav>
        </details>
      </div>
    </header>
  );
}
