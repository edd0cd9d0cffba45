import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { AdminError } from "~/components/AdminError";
import { adminMeta } from "~/site/admin-page";
import { requireAdmin } from "~/auth/session.server";

export const meta = () => adminMeta("Admin Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

const tiles = [
  { to: "/admin/properties", title: "Manage Properties", text: "Add, edit and remove listings." },
  { to: "/admin/locations", title: "Manage Locations", text: "The list offered in the property form." },
  { to: "/admin/project-names", title: "Manage Project Names", text: "Developments and condominium names." },
];

export default function Dashboard() {
  return (
    <>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.to}>
            <Link
              to={t.to}
              className="block h-full rounded-lg border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:shadow"
            >
              <h2 className="text-lg font-semibold text-brand-700">{t.title}</h2>
              <p className="mt-1 text-sm text-stone-600">{t.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
