import type { Route } from "./+types/locations";
import { AdminError } from "~/components/admin/AdminError";
import { NameManager } from "~/components/admin/NameManager";
import { adminMeta } from "~/site/admin-page";
import { NAME_LIST_WORDS } from "~/names/name-lists";
import { handleNameAction, loadNameList } from "~/names/name-routes.server";
import { requireAdmin } from "~/auth/session.server";

export const meta = () => adminMeta(NAME_LIST_WORDS.locations.title);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadNameList("locations");
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return handleNameAction("locations", await request.formData());
}

export default function Locations({ loaderData, actionData }: Route.ComponentProps) {
  return <NameManager kind="locations" {...loaderData} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
