import type { Route } from "./+types/name-list";
import { AdminError } from "~/components/AdminError";
import { NameManager } from "~/names/ui/NameManager";
import { adminMeta } from "~/site/admin-page";
import { NAME_LIST_WORDS, type NameListKind } from "~/names/name-lists";
import { handleNameAction, loadNameList } from "~/names/name-routes.server";
import { requireAdmin } from "~/auth/session.server";
import { logger } from "~/platform/logger.server";
import { projectPlaces, saveProjectPlace, type ProjectPlaceResult } from "~/properties/place/project-place.server";
import { PROJECT_PLACE_HINT, ProjectPlaceForm } from "~/properties/ui/project/ProjectPlaceForm";

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
  // A project's place is set here once (issue 30 item 1, decision 060).
  const places = kind === "project_names" ? await projectPlaces().catch((e: unknown): Record<string, string> => {
    // The list still shows (loadNameList says if it failed too); only the places are missing.
    logger.error({ err: e }, "loading the projects' places failed");
    return {};
  }) : null;
  return { kind, places, ...(await loadNameList(kind)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const kind = kindOf(request);
  const form = await request.formData();
  if (kind === "project_names" && form.get("intent") === "place") return saveProjectPlace(form);
  return handleNameAction(kind, form);
}

export default function NameList({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, places, ...list } = loaderData;
  const placeAnswer = actionData && "project" in actionData ? (actionData as ProjectPlaceResult) : undefined;
  const nameAnswer = actionData && !("project" in actionData) ? actionData : undefined;
  return (
    <NameManager
      kind={kind}
      {...list}
      result={nameAnswer}
      toasts={[placeAnswer?.toast]}
      hint={places ? PROJECT_PLACE_HINT : undefined}
      rowExtra={
        places
          ? (n) => (
              <ProjectPlaceForm
                id={n.id}
                name={n.name}
                place={places[n.id] ?? ""}
                keep={placeAnswer?.project === n.id && placeAnswer.keep ? placeAnswer.keep : undefined}
                answer={placeAnswer?.project === n.id ? placeAnswer.id : undefined}
              />
            )
          : undefined
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
