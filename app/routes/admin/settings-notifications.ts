import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/settings-notifications";
import { redirectWithToast } from "~/auth/auth.server";
import { requireAdmin } from "~/auth/session.server";
import { sendTestEmail } from "~/leads/notify/settings.server";
import { removeSubscription, saveSubscription } from "~/leads/notify/push.server";
import { deviceLabel } from "~/leads/notify/device-label";
import { toast } from "~/platform/toast";
import { setHotLeadAlerts } from "~/leads/hot-leads.server";

const BACK = "/admin/settings#notifications";

const base64url = z.string().regex(/^[A-Za-z0-9_-]{16,200}$/);
const subscription = z.object({
  // A browser's push service is always https; a loopback address is a developer's own test service.
  endpoint: z.url().refine((u) => u.startsWith("https://") || /^http:\/\/127\.0\.0\.1[:/]/.test(u), "must be an https URL"),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});

/**
 * POST /admin/settings/notifications, from Settings → Notifications:
 * "Send a test" (the answer is a message on the settings page); "Turn on
 * notifications" (`intent=subscribe`, the browser's PushSubscription as JSON in
 * `subscription`) and "Turn off on this device" (`intent=unsubscribe`), answered in JSON.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "subscribe" || intent === "unsubscribe") return browserSubscription(request, form, intent);
  if (intent === "hot-leads") {
    const on = form.get("hot_leads") === "on";
    await setHotLeadAlerts(on);
    return redirectWithToast(request, BACK, toast("success", on ? "You will be told when a listing is hot (once a day per listing)." : "Hot listing notifications are off."));
  }
  const result = await sendTestEmail();
  return redirectWithToast(
    request,
    BACK,
    result.ok
      ? toast("success", `Test e-mail sent to ${result.to}. It should be in the inbox within a minute (check the spam folder too).`)
      : toast("error", `The test e-mail was not sent: ${result.reason}`),
  );
}

async function browserSubscription(request: Request, form: FormData, intent: "subscribe" | "unsubscribe") {
  let parsed: z.ZodSafeParseResult<z.infer<typeof subscription>>;
  try {
    parsed = subscription.safeParse(JSON.parse(String(form.get("subscription") ?? "")));
  } catch {
    return data({ ok: false, message: "The browser's subscription could not be read." }, { status: 400 });
  }
  if (!parsed.success) return data({ ok: false, message: "The browser's subscription could not be read." }, { status: 400 });
  if (intent === "unsubscribe") {
    await removeSubscription(parsed.data.endpoint);
    return { ok: true, message: "Notifications are off on this device." };
  }
  await saveSubscription(parsed.data, deviceLabel(request.headers.get("User-Agent") ?? ""));
  return { ok: true, message: "Notifications are on for this device." };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return Response.redirect(new URL(BACK, request.url), 303);
}
