import { data, Form } from "react-router";
import type { Route } from "./+types/confirm";
import { PageMessage } from "~/components/PageMessage";
import { aboutOf } from "~/leads/alerts/about";
import { confirm, subscriptionByToken } from "~/leads/alerts/subscriptions.server";
import { errorMeta, siteInfo } from "~/site/seo";
import { getPublicListing } from "~/properties/detail.server";
import { loadAsDocument } from "~/platform/hydration";
import { useI18n } from "~/i18n/context";
import { langOfPath } from "~/i18n/languages";
import { listingTitle } from "~/i18n/listing-text";
import { translator } from "~/i18n/translator";
import { actionOrLoaderHeaders } from "~/site/private-page";

export const clientLoader = loadAsDocument;

const NO_STORE = { "Cache-Control": "no-store" };

async function describe(token: string, request: Request) {
  const sub = await subscriptionByToken(token);
  if (!sub) return null;
  const lang = langOfPath(new URL(request.url).pathname);
  const listing = sub.property_id ? await getPublicListing(sub.property_id) : undefined;
  const title = listing ? listingTitle(listing, lang).text : undefined;
  return { confirmed: Boolean(sub.confirmed_at), about: aboutOf(translator(lang), sub, title), listing: Boolean(sub.property_id) };
}

/**
 * /alerts/confirm/{token}: the double opt-in link. Its GET shows a button and
 * changes nothing (a mail scanner that opens every link must not confirm for
 * the visitor); the button's POST confirms.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const found = await describe(params.token, request);
  return data({ ...found, done: false }, { status: found ? 200 : 404, headers: NO_STORE });
}

export async function action({ params, request }: Route.ActionArgs) {
  const ok = await confirm(params.token);
  const found = ok ? await describe(params.token, request) : null;
  return data({ ...found, done: true }, { status: found ? 200 : 404, headers: NO_STORE });
}

export const headers = actionOrLoaderHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteInfo(matches);
  return errorMeta(site, translator(site.lang)("alerts.confirm.title"));
}

export default function AlertConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = actionData ?? loaderData;
  if (!state.about) return <PageMessage title={t("alerts.unknown.title")} note={t("alerts.unknown.body")} />;
  if (state.done || state.confirmed) return <PageMessage title={t("alerts.confirmed.title")} note={t(state.listing ? "alerts.confirmed.followBody" : "alerts.confirmed.body", { about: state.about })} />;
  return (
    <PageMessage title={t("alerts.confirm.title")} note={t("alerts.confirm.body", { about: state.about })}>
      <Form method="post" reloadDocument className="mt-6">
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
          {t("alerts.confirm.button")}
        </button>
      </Form>
    </PageMessage>
  );
}
