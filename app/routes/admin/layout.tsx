import { data, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AdminError } from "~/components/AdminError";
import { Toasts } from "~/components/Toasts";
import { takeToast } from "~/auth/auth.server";
import { adminMeta, noStoreHeaders } from "~/site/admin-page";
import { requireAdmin } from "~/auth/session.server";
import { hydrated } from "~/platform/hydration";
import { countNewEnquiries } from "~/leads/enquiries.server";

export const meta = () => adminMeta("Admin");
// Children have no headers of their own, so this applies to every admin page and `.data` response.
export const headers = noStoreHeaders;
// Forms, dialogs and the editor: these pages load React in the browser.
export const handle = hydrated;

/**
 * This check protects only the layout's own data: React Router can run a
 * child's loader alone (`?_routes=`), so each child checks again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const [{ toast, setCookie }, newEnquiries] = await Promise.all([takeToast(request), countNewEnquiries()]);
  return data({ email: user.email, toast, newEnquiries }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

const links = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/properties", label: "Properties" },
  { to: "/admin/locations", label: "Locations" },
  { to: "/admin/project-names", label: "Project Names" },
  { to: "/admin/search-names", label: "Short Names" },
  { to: "/admin/statistics", label: "Statistics" },
  { to: "/admin/enquiries", label: "Enquiries" },
  { to: "/admin/viewings", label: "Viewings" },
  { to: "/admin/data", label: "Data" },
  { to: "/admin/settings", label: "Settings" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      {/* The admin is an installable app (issue 32 item 1); React puts this in the head, on admin pages only. */}
      <link rel="manifest" href="/admin/manifest.webmanifest" />
      <nav aria-label="Admin" className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-stone-200 pb-3 text-sm">
        {links.map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            end={l.end}
            className={({ isActive }) => `inline-flex min-h-6 items-center ${isActive ? "font-semibold text-brand-700" : "text-stone-700 hover:underline"}`}
          >
            {l.label}
            {l.to === "/admin/enquiries" && loaderData.newEnquiries > 0 && " "}
            {l.to === "/admin/enquiries" && loaderData.newEnquiries > 0 && (
              <span className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900" data-new-enquiries="">
                {loaderData.newEnquiries}
                <span className="sr-only"> new</span>
              </span>
            )}
          </NavLink>
        ))}
        <span className="flex-1" />
        <span className="text-stone-600">Signed in as {loaderData.email}</span>
        <NavLink to="/admin/account" className={({ isActive }) => `inline-flex min-h-6 items-center ${isActive ? "font-semibold text-brand-700" : "text-stone-700 hover:underline"}`}>
          Your account
        </NavLink>
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
      <Toasts toasts={[loaderData.toast]} />
    </div>
  );
}

/** The layout's own failure (its loader): the message in the admin's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <AdminError error={error} />
    </div>
  );
}
