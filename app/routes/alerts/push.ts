import type { Route } from "./+types/push";
import { browserSubscriptionOf, signUpPush } from "~/leads/alerts/push.server";
import { savedPageOf } from "~/leads/alerts/saved-page";
import { vapidKeys } from "~/leads/notify/vapid.server";
import { langOfPath } from "~/i18n/languages";
import { clientIpContext } from "~/platform/request-context";
import { networkKey } from "~/platform/network-key";
import { formOrNull } from "~/platform/form-or-null.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** The site's VAPID public key, which "Notify me in this browser" subscribes with (fetched on the tap, not on every page). */
export function loader() {
  return Response.json({ publicKey: vapidKeys().publicKey }, { headers: NO_STORE });
}

/**
 * POST /alerts/push (and /ms/…, /zh/…), from the page script after the visitor
 * allowed notifications (decision 072): `subscription` (the browser's
 * PushSubscription as JSON) and `from` (the list's address). The alert is kept
 * in the language of the address it was posted to.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const form = await formOrNull(request, "/alerts/push");
  if (!form) return Response.json({ ok: false }, { status: 400, headers: NO_STORE });
  const subscription = browserSubscriptionOf(String(form.get("subscription") ?? ""));
  const saved = savedPageOf(String(form.get("from") ?? ""));
  if (!subscription || !saved) return Response.json({ ok: false }, { status: 400, headers: NO_STORE });
  const result = await signUpPush({ subscription, page: { ...saved, lang } }, networkKey(context.get(clientIpContext)));
  return Response.json({ ok: result === "on" }, { status: result === "on" ? 200 : 429, headers: NO_STORE });
}
