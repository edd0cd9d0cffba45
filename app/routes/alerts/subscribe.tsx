import { data } from "react-router";
import type { Route } from "./+types/subscribe";
import { PageMessage } from "~/components/PageMessage";
import { savedPageOf } from "~/leads/alerts/saved-page";
import { signUp } from "~/leads/alerts/subscriptions.server";
import { getPublicListing } from "~/properties/detail.server";
import { listingPath } from "~/properties/model/property";
import { errorMeta, siteInfo } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { clientIpContext } from "~/platform/request-context";
import { networkKey } from "~/platform/network-key";
import { useI18n } from "~/i18n/context";
import { langOfPath } from "~/i18n/languages";
import { translator } from "~/i18n/translator";
import type { MessageKey } from "~/i18n/catalogs";
import { formOrNull } from "~/platform/form-or-null.server";

export const clientLoader = loadAsDocument;

const NO_STORE = { "Cache-Control": "no-store" };

/** Nothing to show without a post: the alert form lives on the lists. */
export function loader() {
  return null;
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/**
 * POST /alerts (and /ms/…, /zh/…), from "Alert me" on a list or "Tell me if
 * the price drops" on a listing (issue 32 item 3): a plain form, no script.
 * The answer is a page in the form's language, never kept by a cache.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const form = await formOrNull(request, "/alerts");
  if (!form) return data({ ok: false as const, error: "alerts.error.page" as MessageKey }, { status: 400, headers: NO_STORE });
  const email = String(form.get("email") ?? "");
  const consent = form.get("consent") === "yes";
  const propertyKey = String(form.get("property") ?? "").trim();
  let page: Parameters<typeof signUp>[0]["page"] | null;
  if (propertyKey) {
    const listing = await getPublicListing(propertyKey);
    page = listing ? { path: listingPath(listing), filters: "", lang, propertyId: listing.id } : null;
  } else {
    const saved = savedPageOf(String(form.get("from") ?? ""));
    page = saved && { ...saved, lang };
  }
  if (!page) return data({ ok: false as const, error: "alerts.error.page" as MessageKey }, { status: 400, headers: NO_STORE });
  const result = await signUp({ email, consent, page }, networkKey(context.get(clientIpContext)));
  if (result === "sent") return data({ ok: true as const, email: email.trim().toLowerCase() }, { headers: NO_STORE });
  const error: MessageKey = {
    "invalid-email": "alerts.error.email",
    consent: "alerts.error.consent",
    limited: "alerts.error.limited",
    off: "alerts.error.off",
  }[result] as MessageKey;
  const status = { "invalid-email": 400, consent: 400, limited: 429, off: 503 }[result];
  return data({ ok: false as const, error }, { status, headers: NO_STORE });
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteInfo(matches);
  const t = translator(site.lang);
  return errorMeta(site, t("alerts.form.heading"), t("alerts.error.page"));
}

export default function AlertSubscribe({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (actionData?.ok) return <PageMessage title={t("alerts.sent.title")} note={t("alerts.sent.body", { email: actionData.email })} />;
  return <PageMessage title={t("alerts.form.heading")} message={t(actionData?.error ?? "alerts.error.page")} />;
}
