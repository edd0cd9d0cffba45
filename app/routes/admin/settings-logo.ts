import type { Route } from "./+types/settings-logo";
import { requireAdmin } from "~/auth/session.server";
import { uploadBrandImage } from "~/site/settings-form.server";

/** POST /admin/settings/logo: the logo form of /admin/settings (multipart, field `file`), outside the 64 KB form limit. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return uploadBrandImage(request, "logo");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return Response.redirect(new URL("/admin/settings", request.url), 303);
}
