import { data, Form, Link } from "react-router";
import type { Route } from "./+types/cancel";
import { PageMessage } from "~/components/PageMessage";
import { cancelViewing } from "~/leads/viewings/cancel.server";
import { cancellable, validCancelToken } from "~/leads/viewings/cancel-link.server";
import { getViewing } from "~/leads/viewings/read.server";
import { slotWhen } from "~/leads/viewings/slot-text";
import { loadAsDocument } from "~/platform/hydration";
import { errorMeta, siteInfo } from "~/site/seo";
import { useI18n } from "~/i18n/context";
import { translator } from "~/i18n/translator";
import { NO_STORE, actionOrLoaderHeaders } from "~/site/private-page";

export const clientLoader = loadAsDocument;


type State = { state: "ask" | "cancelled" | "already" | "unknown"; id?: string; when?: string; displayId?: number };

async function describe(id: string, token: string): Promise<State> {
  if (!validCancelToken(id, token)) return { state: "unknown" };
  const request = await getViewing(id);
  if (!request) return { state: "unknown" };
  const base = { id: request.id, when: request.slot_start, displayId: request.display_id };
  if (request.status === "cancelled") return { state: "cancelled", ...base };
  return { state: cancellable(request) ? "ask" : "already", ...base };
}

/**
 * /viewing/{id}/cancel/{token} (decision 063): the visitor's cancel link, in
 * their reply e-mail and on their request's page; the token is an HMAC of the
 * id. Its GET asks and changes nothing (a mail scanner opens links); the
 * button's POST cancels, frees the slot and tells the agent.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await describe(params.id, params.token);
  return data(found, { status: found.state === "unknown" ? 404 : 200, headers: NO_STORE });
}

export async function action({ params }: Route.ActionArgs) {
  const result = await cancelViewing(params.id, params.token);
  const found = await describe(params.id, params.token);
  return data(result === "unknown" ? { state: "unknown" as const } : found, { status: result === "unknown" ? 404 : 200, headers: NO_STORE });
}

export const headers = actionOrLoaderHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteInfo(matches);
  return errorMeta(site, translator(site.lang)("viewing.cancel.title"));
}

export default function ViewingCancel({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, path } = useI18n();
  const found: State = actionData ?? loaderData;
  if (found.state === "unknown" || !found.id) return <PageMessage title={t("viewing.request.notFound")} />;
  const about = t("viewing.cancel.about", { when: slotWhen(found.when!, lang), id: String(found.displayId) });
  const back = (
    <p className="mt-4">
      <Link to={path(`/viewing/${encodeURIComponent(found.id)}`)} className="text-brand-700 underline">
        {t("viewing.reply.page")}
      </Link>
    </p>
  );
  if (found.state === "cancelled") return <PageMessage title={t("viewing.cancel.doneTitle")} note={t("viewing.cancel.doneBody", { about })}>{back}</PageMessage>;
  if (found.state === "already") return <PageMessage title={t("viewing.cancel.title")} note={t("viewing.cancel.notOpen")}>{back}</PageMessage>;
  return (
    <PageMessage title={t("viewing.cancel.title")} note={t("viewing.cancel.body", { about })}>
      <Form method="post" reloadDocument className="mt-6">
        <button type="submit" className="min-h-11 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800">
          {t("viewing.cancel.button")}
        </button>
      </Form>
      {back}
    </PageMessage>
  );
}
