import type { Route } from "./+types/property-new";
import { AdminError } from "~/components/AdminError";
import { PropertyEditor } from "~/properties/ui/editor/PropertyEditor";
import { PhotoManager } from "~/photos/ui/PhotoManager";
import { adminMeta } from "~/site/admin-page";
import { saveAsAdmin } from "~/properties/actions.server";
import { loadEditor } from "~/properties/editor.server";
import { ADMIN_PROPERTIES_PATH } from "~/properties/paths";
import { requireAdmin } from "~/auth/session.server";

export const meta = () => adminMeta("Add New Property");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return loadEditor(null, { copyOf: new URL(request.url).searchParams.get("copy") });
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveAsAdmin(request, context, null);
}

export default function NewProperty({ loaderData, actionData }: Route.ComponentProps) {
  return <PropertyEditor loaderData={loaderData} actionData={actionData} photoManager={(photos) => <PhotoManager photos={photos} />} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} backTo={ADMIN_PROPERTIES_PATH} backLabel="Back to the Property Manager" />;
}
