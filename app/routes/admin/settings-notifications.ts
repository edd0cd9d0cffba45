import type { Route } from "./+types/settings-notifications";
import { redirectWithToast } from "~/auth/auth.server";
import { requireAdmin } from "~/auth/session.server";
import { sendTestEmail } from "~/leads/notify/settings.server";
import { toast } from "~/platform/toast";

const BACK = "/admin/settings#notifications";

/** POST /admin/settings/notifications: "Send a test" of Settings → Notifications; the answer is a message on the settings page. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const result = await sendTestEmail();
  return redirectWithToast(
    request,
    BACK,
    result.ok
      ? toast("success", `Test e-mail sent to ${result.to}. It should be in the inbox within a minute (check the spam folder too).`)
      : toast("error", `The test e-mail was not sent: ${result.reason}`),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return Response.redirect(new URL(BACK, request.url), 303);
}
