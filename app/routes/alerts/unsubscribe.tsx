import { data } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { PageMessage } from "~/components/PageMessage";
import { unsubscribe } from "~/leads/alerts/subscriptions.server";
import { errorMeta, siteInfo } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { useI18n } from "~/i18n/context";
import { translator } from "~/i18n/translator";
import { actionOrLoaderHeaders } from "~/site/private-page";

export const clientLoader = loadAsDocument;

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * /alerts/unsubscribe/{token}: one click. The e-mail's link (GET) unsubscribes
 * at once and says so; a mail program's "Unsubscribe" POSTs
 * `List-Unsubscribe=One-Click` here (RFC 8058) and gets the same. The
 * subscription is deleted: unknown afterwards, and a second click says so.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const done = await unsubscribe(params.token);
  return data({ done }, { headers: NO_STORE });
}

export async function action({ params }: Route.ActionArgs) {
  const done = await unsubscribe(params.token);
  return data({ done }, { headers: NO_STORE });
}

export const headers = actionOrLoaderHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteInfo(matches);
  return errorMeta(site, translator(site.lang)("alerts.unsubscribed.title"));
}

export default function AlertUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const done = (actionData ?? loaderData).done;
  return done ? (
    <PageMessage title={t("alerts.unsubscribed.title")} note={t("alerts.unsubscribed.body")} />
  ) : (
    <PageMessage title={t("alerts.unknown.title")} note={t("alerts.unknown.body")} />
  );
}
