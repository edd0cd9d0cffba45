import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { AdminError } from "~/components/AdminError";
import { adminMeta } from "~/site/admin-page";
import { requireAdmin } from "~/auth/session.server";
import { countLackingPlace } from "~/properties/admin-list.server";
import { LACKING_PLACE_PATH, NO_PLACE } from "~/properties/ui/manager/lacking-place";

export const meta = () => adminMeta("Admin Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { lackingPlace: await countLackingPlace() };
}

const tiles = [
  { to: "/admin/properties", title: "Manage Properties", text: "Add, edit and remove listings." },
  { to: "/admin/locations", title: "Manage Locations", text: "The list offered in the property form." },
  { to: "/admin/project-names", title: "Manage Project Names", text: "Developments and condominium names." },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { lackingPlace } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      {lackingPlace > 0 && (
        // Issue 30 item 5: a listing without a place has no map, no stations and no place in the station filters.
        <p className="mt-4 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {lackingPlace === 1 ? "1 listing has" : `${lackingPlace} listings have`} no place yet: no map and no nearest stations.{" "}
          <Link to={LACKING_PLACE_PATH} className="font-semibold underline">
            Show {NO_PLACE.toLowerCase()} listings
          </Link>
        </p>
      )}
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
