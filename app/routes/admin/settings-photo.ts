import type { Route } from "./+types/settings-photo";
import { requireAdmin } from "~/auth/session.server";
import { uploadBrandImage } from "~/site/settings-form.server";

/** POST /admin/settings/photo: the negotiator's photo form of /admin/settings (multipart, field `file`), outside the 64 KB form limit. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return uploadBrandImage(request, "consultantPhoto");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return Response.redirect(new URL("/admin/settings", request.url), 303);
}
