import { Link, NavLink } from "react-router";
import { LogoutButton } from "./LogoutButton";
import { useRootData } from "~/site/root-data";

/** docs/product.md#top-bar-and-footer: Home (the agent's main site) and Listings; Admin + Logout, or Admin | Login. */
export function TopBar() {
  const data = useRootData();
  const homeHref = data?.env.AGENT_SITE_URL ?? "/";
  return (
    <header className="bg-brand-800 text-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:m-2 focus:bg-white focus:p-2 focus:text-black">
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3 text-sm font-medium">
        <a href={homeHref} className="hover:underline">
          Home
        </a>
        <NavLink to="/" end className="hover:underline">
          Listings
        </NavLink>
        <NavLink to="/shortlist" className="hover:underline">
          Shortlist
          {/* The count of hearted listings, filled in by the page script (the list is in the browser). */}
          <span data-shortlist-count />
        </NavLink>
        <span className="flex-1" />
        {data?.signedIn ? (
          <>
            <Link to="/admin" className="hover:underline">
              Admin
            </Link>
            <LogoutButton className="rounded border border-white/60 px-3 py-1 hover:bg-white/10" />
          </>
        ) : (
          <Link to="/login" className="hover:underline">
            Admin | Login
          </Link>
        )}
      </nav>
    </header>
  );
}
