import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/listing-enquiry";
import { EnquiryForm } from "~/leads/ui/EnquiryForm";
import { PageMessage } from "~/components/PageMessage";
import { submitEnquiry, unreadableReply } from "~/leads/enquiries.server";
import { leadListing } from "~/leads/lead-intake.server";
import { LeadPage } from "~/leads/ui/LeadPage";
import { listingPath } from "~/properties/model/property";
import { errorMeta, pageMeta, siteInfo } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { clientIpContext } from "~/platform/request-context";
import { useI18n } from "~/i18n/context";
import { langOfPath, langPath } from "~/i18n/languages";
import { listingTitle, type ListingText } from "~/i18n/listing-text";
import { translator } from "~/i18n/translator";
import { WithTitle } from "~/properties/ui/listing/WithTitle";
import { dataAttr } from "~/components/page-script";
import { ENQUIRY_SENT } from "~/leads/ui/enquiry.enhance";
import { actionOrLoaderHeaders } from "~/site/private-page";
import { formOrNull } from "~/platform/form-or-null.server";

/**
 * /listing/:id/enquiry (and /ms/…, /zh/…): where the enquiry form on a listing posts. Its GET is
 * the form alone, or with `?sent=1` the thank-you: the same for every
 * visitor, so the page cache may keep it. The POST's answer is never kept
 * (the cache keeps GETs only) and, on success, a 303 to that thank-you, so
 * a reload sends nothing twice and no response carries what was typed
 * except the refused form's own, to the visitor who typed it. The form
 * posts to the page's language and answers in it.
 */
export const clientLoader = loadAsDocument;

export async function loader({ params, request }: Route.LoaderArgs) {
  const listing = await leadListing(params.id);
  return { listing, sent: new URL(request.url).searchParams.get("sent") === "1" };
}

/** A refused form (it carries what the visitor typed) is kept by no cache; the GET pages keep their own headers. */
export const headers = actionOrLoaderHeaders;

export async function action({ params, request, context }: Route.ActionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const listing = await leadListing(params.id);
  const t = translator(lang);
  const form = await formOrNull(request, "/listing/:id/enquiry");
  if (!form) return data(unreadableReply(t("listing.enquiry.unreadable")), { status: 400, headers: { "Cache-Control": "no-store" } });
  const result = await submitEnquiry(listing, form, context.get(clientIpContext), t, lang);
  if (result.status === "sent") return redirect(langPath(lang, `${listingPath(listing)}/enquiry?sent=1`), 303);
  const status = { limited: 429, invalid: 400, failed: 503 }[result.status];
  return data(result.reply, { status, headers: { "Cache-Control": "no-store", ...(status === 503 ? { "Retry-After": "30" } : {}) } });
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteInfo(matches);
  const t = translator(site.lang);
  // Only a missing listing is "Property not found."; any other failure says the enquiry was not sent.
  if (error) return errorMeta(site, isRouteErrorResponse(error) && error.status === 404 ? t("listing.error.notFound") : t("listing.enquiry.failed"));
  if (!loaderData) return errorMeta(site, t("listing.error.notFound"));
  const { listing } = loaderData;
  const title = listingTitle(listing, site.lang).text;
  return pageMeta(site, {
    title: loaderData.sent ? t("listing.enquiry.metaSent", { title }) : t("listing.enquiry.metaForm", { title }),
    description: t("listing.enquiry.metaDescription", { id: String(listing.display_id) }),
    path: `${listingPath(listing)}/enquiry`,
    noindex: true,
  });
}

export default function ListingEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, sent } = loaderData;
  const { t, path, lang } = useI18n();
  const title: ListingText = listingTitle(listing, lang);
  const id = String(listing.display_id);
  return (
    <LeadPage listing={listing} crumb={t("listing.crumb.enquiry")}>
      <div className="mt-4">
        {sent && !actionData ? (
          <section aria-labelledby="enquiry-sent" className="rounded-lg border border-brand-100 bg-brand-50 p-5" {...dataAttr(ENQUIRY_SENT)}>
            <h1 id="enquiry-sent" className="text-2xl font-bold">
              {t("listing.enquiry.sentTitle")}
            </h1>
            <p className="mt-2 text-stone-800">
              <WithTitle message={(title) => t("listing.enquiry.sentBody", { title, id })} title={title} />
            </p>
          </section>
        ) : (
          <>
            <p className="mb-3 text-stone-700">
              <WithTitle message={(title) => t("listing.enquiry.about", { title, id })} title={title} />
            </p>
            <EnquiryForm action={path(`${listingPath(listing)}/enquiry`)} reply={actionData} headingLevel={1} />
          </>
        )}
      </div>
    </LeadPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <PageMessage title={notFound ? t("listing.error.notFound") : t("listing.enquiry.failed")} />;
}
