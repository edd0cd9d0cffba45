import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/requested";
import { PageMessage } from "~/components/PageMessage";
import { getViewing } from "~/leads/viewings/read.server";
import { cancellable, cancelToken } from "~/leads/viewings/cancel-link.server";
import { slotWhen } from "~/leads/viewings/slot-text";
import { loadAsDocument } from "~/platform/hydration";
import { getPublicListing } from "~/properties/detail.server";
import { listingPath } from "~/properties/model/property";
import { errorMeta, pageMeta, siteInfo } from "~/site/seo";
import { useI18n } from "~/i18n/context";
import { listingTitle } from "~/i18n/listing-text";
import { translator } from "~/i18n/translator";
import { NO_STORE } from "~/site/private-page";

/**
 * /viewing/:id (and /ms/…, /zh/…): the visitor's own viewing request, where
 * the form's post lands. The id is 24 random characters: the address is the
 * key, kept by the visitor. It shows personal data, so it is sent no-store
 * (never kept by the page cache or a proxy) and never indexed.
 */
export const clientLoader = loadAsDocument;


export async function loader({ params }: Route.LoaderArgs) {
  const request = await getViewing(params.id);
  if (!request) throw data("Viewing request not found.", { status: 404, headers: NO_STORE });
  const found = await getPublicListing(request.property_id);
  const listing = found
    ? { id: found.id, slug: found.slug, display_id: found.display_id, title: found.title, title_ms: found.title_ms, title_zh: found.title_zh }
    : { id: request.property_id, slug: "", display_id: request.display_id, title: request.listing_title };
  const { id, name, phone, email, slot_start, status, created_at, decided_at } = request;
  const cancel = cancellable(request) ? `/viewing/${encodeURIComponent(id)}/cancel/${cancelToken(id)}` : null;
  return data({ request: { id, name, phone, email, slot_start, status, cancel, fresh: decided_at === null && Date.now() - Date.parse(created_at) < 10 * 60_000 }, listing, linked: Boolean(found) }, { headers: NO_STORE });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteInfo(matches);
  const t = translator(site.lang);
  if (error || !loaderData) return errorMeta(site, t("viewing.request.notFound"));
  return pageMeta(site, { title: t("viewing.request.metaTitle"), description: t("viewing.request.metaTitle"), path: `/viewing/${loaderData.request.id}`, noindex: true });
}

export default function ViewingRequested({ loaderData }: Route.ComponentProps) {
  const { request, listing, linked } = loaderData;
  const { t, path, lang } = useI18n();
  const title = listingTitle(listing, lang).text;
  const status = {
    pending: t("viewing.request.pending"),
    proposed: t("viewing.request.proposed"),
    confirmed: t("viewing.request.confirmed"),
    declined: t("viewing.request.declined"),
    cancelled: t("viewing.request.cancelled"),
  }[request.status];
  const tone = request.status === "confirmed" ? "bg-green-50 text-green-900" : request.status === "declined" || request.status === "cancelled" ? "bg-red-50 text-red-900" : "bg-amber-50 text-amber-900";
  return (
    <div className="mx-auto max-w-xl px-4 pb-12 pt-6">
      <section aria-labelledby="viewing-request" className="rounded-lg border border-brand-100 bg-brand-50 p-5" data-viewing-status={request.status}>
        <h1 id="viewing-request" className="text-2xl font-bold">
          {request.status === "pending" && request.fresh ? t("viewing.request.sentTitle") : t("viewing.request.title")}
        </h1>
        <p className={`mt-3 rounded-md p-3 font-medium ${tone}`}>{status}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-stone-700">{t("viewing.request.when")}</dt>
          <dd className="font-semibold">{slotWhen(request.slot_start, lang)}</dd>
          <dt className="text-stone-700">{t("viewing.request.property")}</dt>
          <dd className="break-words">
            {linked ? (
              <Link to={path(listingPath(listing))} className="text-brand-700 underline">
                {title}
              </Link>
            ) : (
              title
            )}{" "}
            ({listing.display_id})
          </dd>
          <dt className="text-stone-700">{t("listing.enquiry.name")}</dt>
          <dd className="break-words">{request.name}</dd>
          <dt className="text-stone-700">{t("listing.enquiry.phone")}</dt>
          <dd>{request.phone}</dd>
          {request.email && (
            <>
              <dt className="text-stone-700">{t("viewing.email")}</dt>
              <dd className="break-all">{request.email}</dd>
            </>
          )}
        </dl>
        {request.status !== "declined" && request.status !== "cancelled" && (
          <p className="mt-4">
            <a href={`/viewing/${encodeURIComponent(request.id)}/viewing.ics`} download="viewing.ics" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
              {t("viewing.request.calendar")}
            </a>
          </p>
        )}
        <p className="mt-4 text-sm text-stone-700">{t("viewing.request.keep")}</p>
        {request.cancel && (
          <p className="mt-4">
            <Link to={path(request.cancel)} className="inline-flex min-h-11 items-center text-red-800 underline">
              {t("viewing.cancel.link")}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <PageMessage title={notFound ? t("viewing.request.notFound") : t("viewing.failed")} />;
}
