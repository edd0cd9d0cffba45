import type { Route } from "./+types/property-edit";
import { AdminError } from "~/components/AdminError";
import { PropertyEditor } from "~/properties/ui/editor/PropertyEditor";
import { PhotoManager } from "~/photos/ui/PhotoManager";
import { adminMeta } from "~/site/admin-page";
import { saveAsAdmin } from "~/properties/actions.server";
import { loadEditor } from "~/properties/editor.server";
import { ADMIN_PROPERTIES_PATH } from "~/properties/paths";
import { requireAdmin } from "~/auth/session.server";
import { ListingStatsPanel } from "~/leads/ui/ListingStatsPanel";
import { listingTotals } from "~/leads/stats-report.server";

export const meta = ({ data }: Route.MetaArgs) => adminMeta(data?.edit ? `Edit Property: ${data.edit.title}` : "Edit Property");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const [editor, stats] = await Promise.all([loadEditor(params.id), listingTotals(params.id)]);
  return { ...editor, stats };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveAsAdmin(request, context, params.id);
}

export default function EditProperty({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ListingStatsPanel id={loaderData.edit?.id ?? ""} stats={loaderData.stats} />
      <PropertyEditor loaderData={loaderData} actionData={actionData} photoManager={(photos) => <PhotoManager photos={photos} />} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} backTo={ADMIN_PROPERTIES_PATH} backLabel="Back to the Property Manager" />;
}
