import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/request";
import { PageMessage } from "~/components/PageMessage";
import { LeadPage } from "~/leads/ui/LeadPage";
import { ViewingForm } from "~/leads/ui/ViewingForm";
import { leadListing } from "~/leads/lead-intake.server";
import { currentFreeSlots, submitViewing } from "~/leads/viewings/requests.server";
import type { ViewingReply } from "~/leads/viewings/form";
import { listingPath } from "~/properties/model/property";
import { errorMeta, pageMeta, siteInfo } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { clientIpContext } from "~/platform/request-context";
import { useI18n } from "~/i18n/context";
import { langOfPath, langPath } from "~/i18n/languages";
import { listingTitle } from "~/i18n/listing-text";
import { translator } from "~/i18n/translator";
import { WithTitle } from "~/properties/ui/listing/WithTitle";
import { actionOrLoaderHeaders } from "~/site/private-page";
import { formOrNull } from "~/platform/form-or-null.server";

/**
 * /listing/:id/viewing (and /ms/…, /zh/…): "Request a viewing" (issue 32
 * item 2, decision 058). The GET lists the free times of one day (`?day=`),
 * worked out now: it is sent no-store, so the page cache never keeps a time
 * that has since been taken. The POST stores the request and answers 303 to
 * the visitor's own page; a refused one comes back with what was typed.
 */
export const clientLoader = loadAsDocument;

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ params, request }: Route.LoaderArgs) {
  const listing = await leadListing(params.id, NO_STORE);
  const day = new URL(request.url).searchParams.get("day");
  const slots = listing.available ? await currentFreeSlots() : [];
  return data({ listing, slots, day }, { headers: NO_STORE });
}

export const headers = actionOrLoaderHeaders;

export async function action({ params, request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const listing = await leadListing(params.id, NO_STORE);
  const t = translator(lang);
  const refused = async (reply: ViewingReply, status: number) =>
    data({ reply, slots: listing.available ? await currentFreeSlots() : [] }, { status, headers: { ...NO_STORE, ...(status === 503 ? { "Retry-After": "30" } : {}) } });
  if (!listing.available) return refused({ errors: {}, values: { slot: "", name: "", phone: "", email: "", consent: false }, formError: t("viewing.unavailable") }, 409);
  const form = await formOrNull(request, "/listing/:id/viewing");
  if (!form) return refused({ errors: {}, values: { slot: "", name: "", phone: "", email: "", consent: false }, formError: t("viewing.unreadable") }, 400);
  const result = await submitViewing(listing, form, context.get(clientIpContext), t, lang);
  if (result.status === "sent") return redirect(langPath(lang, `/viewing/${result.id}`), 303);
  if (result.status === "dropped") return redirect(langPath(lang, listingPath(listing)), 303);
  const status = { limited: 429, invalid: 400, failed: 503 }[result.status];
  return refused(result.reply, status);
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteInfo(matches);
  const t = translator(site.lang);
  if (error || !loaderData) return errorMeta(site, t("listing.error.notFound"));
  const { listing } = loaderData;
  return pageMeta(site, {
    title: t("viewing.metaForm", { title: listingTitle(listing, site.lang).text }),
    description: t("viewing.metaDescription", { id: String(listing.display_id) }),
    path: `${listingPath(listing)}/viewing`,
    noindex: true,
  });
}

export default function ViewingRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, day } = loaderData;
  const { t, path, lang } = useI18n();
  const title = listingTitle(listing, lang);
  const id = String(listing.display_id);
  // A refused post lists the times as they are now (the one picked may have gone meanwhile).
  const slots = actionData?.slots ?? loaderData.slots;
  const reply = actionData?.reply;
  return (
    <LeadPage listing={listing} crumb={t("viewing.crumb")}>
      <p className="mb-3 mt-4 text-stone-700">
        <WithTitle message={(title) => t("listing.enquiry.about", { title, id })} title={title} />
      </p>
      {listing.available ? (
        <ViewingForm action={path(`${listingPath(listing)}/viewing`)} slots={slots} day={(reply?.values.slot && dayOf(reply.values.slot)) || day} reply={reply} />
      ) : (
        <p role="status" className="rounded-md bg-amber-50 p-4 text-amber-900">
          {t("viewing.unavailable")}
        </p>
      )}
    </LeadPage>
  );
}

/** The Malaysian date of a slot the visitor picked (what the refused form shows again). */
function dayOf(iso: string): string | null {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : new Date(at + 8 * 3600_000).toISOString().slice(0, 10);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <PageMessage title={notFound ? t("listing.error.notFound") : t("viewing.failed")} />;
}
