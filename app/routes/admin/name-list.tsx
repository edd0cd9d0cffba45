import type { Route } from "./+types/name-list";
import { AdminError } from "~/components/AdminError";
import { NameManager } from "~/names/ui/NameManager";
import { adminMeta } from "~/site/admin-page";
import { NAME_LIST_WORDS, type NameListKind } from "~/names/name-lists";
import { handleNameAction, loadNameList } from "~/names/name-routes.server";
import { requireAdmin } from "~/auth/session.server";

/**
 * /admin/locations and /admin/project-names: one screen with two lists
 * (routes.ts mounts this module twice); the path says which list.
 */
function kindOf(request: Request): NameListKind {
  return new URL(request.url).pathname.replace(/\.data$/, "").endsWith("/project-names") ? "project_names" : "locations";
}

export const meta = ({ data }: Route.MetaArgs) => adminMeta(NAME_LIST_WORDS[data?.kind ?? "locations"].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const kind = kindOf(request);
  return { kind, ...(await loadNameList(kind)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return handleNameAction(kindOf(request), await request.formData());
}

export default function NameList({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, ...list } = loaderData;
  return <NameManager kind={kind} {...list} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
