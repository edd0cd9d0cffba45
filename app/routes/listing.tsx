import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/listing";
import { Breadcrumb } from "~/components/Breadcrumb";
import { CardGrid } from "~/properties/ui/lists/CardGrid";
import { ConsultantBox } from "~/site/ui/ConsultantBox";
import { DealPrices } from "~/properties/ui/listing/DealPrices";
import { EnquiryForm } from "~/leads/ui/EnquiryForm";
import { AlertForm } from "~/leads/ui/alerts/AlertForm";
import { RequestViewingLink } from "~/leads/ui/RequestViewingLink";
import { FactSections, FactsGrid } from "~/properties/ui/listing/FactsGrid";
import { MediaPreviews } from "~/properties/ui/listing/MediaPreviews";
import { Gallery } from "~/properties/ui/listing/Gallery";
import { PageMessage } from "~/components/PageMessage";
import { ProjectLink } from "~/properties/ui/project/ProjectLink";
import { UnavailableNotice } from "~/properties/ui/listing/UnavailableNotice";
import { statusRibbon, unavailableNotice } from "~/properties/display/availability";
import { StatusRibbon } from "~/properties/ui/listing/StatusRibbon";
import { currentReduction } from "~/properties/display/price-reduction";
import { getNeighbours, getPublicListing, getSimilar } from "~/properties/detail.server";
import { breadcrumbJsonLd, listingJsonLd } from "~/site/listing-jsonld";
import { locationPath } from "~/names/locations";
import { formatRM, rentText } from "~/properties/display/money";
import { brochurePath, listingPath } from "~/properties/model/property";
import { descriptionText, sanitizeDescription } from "~/properties/sanitize.server";
import { absoluteUrl, errorMeta, pageMeta, pageUrl, siteInfo } from "~/site/seo";
import { whatsappLink } from "~/site/whatsapp";
import { useRootData } from "~/site/root-data";
import { loadAsDocument } from "~/platform/hydration";
import { ListingCostToBuy, ListingMoveIn } from "~/costs/ui/ListingCosts";
import { HeartButton } from "~/properties/ui/listing/HeartButton";
import { NearStations } from "~/properties/ui/listing/NearStations";
import { PlaceMap } from "~/properties/ui/map/PlaceMap";
import { mapPlaceOf } from "~/properties/place/map-view.server";
import { KeyFacts } from "~/properties/ui/listing/KeyFacts";
import { malaysianDate } from "~/properties/display/malaysia-date";
import { ListingActions } from "~/site/ui/ListingActions";
import { dealPrices } from "~/properties/display/pricing";
import { useI18n } from "~/i18n/context";
import { langOfPath, type Lang } from "~/i18n/languages";
import { listingDescription, listingTitle } from "~/i18n/listing-text";
import { translator, type Translate } from "~/i18n/translator";
import { dataAttr } from "~/components/page-script";
import { COUNT_LISTING, WHATSAPP_NOW } from "~/leads/ui/listing-events.enhance";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

/** The 404 of a blank id (the error boundary words it in the page's language). */
const NO_ID = "No property ID or slug provided.";

export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const key = params.id.trim();
  if (!key) throw data(NO_ID, { status: 404 });
  const found = await getPublicListing(key);
  if (!found) throw data("Property not found.", { status: 404 });
  // Sold, Rented and Temporarily Unavailable listings keep their page, with a notice and noindex.
  const noticeKey = unavailableNotice(found.status);
  const notice = noticeKey ? translator(lang)(noticeKey) : null;
  const [neighbours, similar] = await Promise.all([getNeighbours(found), getSimilar(found)]);
  // The raw descriptions never leave the server; only the sanitised one in the page's language does.
  const { description: _main, description_ms: _ms, description_zh: _zh, ...property } = found;
  const description = listingDescription(found, lang);
  return {
    property,
    descriptionHtml: sanitizeDescription(description.text),
    /** "en" when a Malay or Chinese page shows the main description (no translation given). */
    descriptionLang: description.lang,
    summary: descriptionText(description.text),
    notice,
    reduction: notice ? null : currentReduction(found),
    similar,
    mapPlace: mapPlaceOf(found),
    ...neighbours,
  };
}

type Loaded = Route.ComponentProps["loaderData"];

/** English paths: the Breadcrumb component and pageMeta put them in the page's language. */
function crumbs(p: Loaded["property"], lang: Lang, t: Translate) {
  return [
    { name: t("listing.crumb.available"), path: "/" },
    ...(p.location ? [{ name: p.location, path: locationPath(p.location) }] : []),
    { name: listingTitle(p, lang).text, path: listingPath(p) },
  ];
}

/** The line a WhatsApp or Facebook preview shows under the title: price first; a Sold or Rented listing's status instead (decision 046). */
function previewLine(p: Loaded["property"], summary: string, t: Translate): string {
  const gone = statusRibbon(p.status);
  const parts = [
    gone && t(gone),
    !gone && p.price_sale !== null && t("listing.preview.forSale", { price: formatRM(p.price_sale) }),
    !gone && p.price_rent !== null && t("listing.preview.forRent", { price: rentText(t, p.price_rent) }),
    p.bedrooms !== null && t("listing.preview.bed", { count: String(p.bedrooms) }),
    p.bathrooms !== null && t("listing.preview.bath", { count: String(p.bathrooms) }),
    p.built_up_area !== null && t("listing.preview.area", { area: p.built_up_area.toLocaleString("en-MY") }),
    p.location,
  ].filter(Boolean);
  return [parts.join(" · "), summary].filter(Boolean).join(". ");
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteInfo(matches);
  const t = translator(site.lang);
  if (error || !loaderData) return errorMeta(site, errorTitle(error, t));
  const { property: p, summary } = loaderData;
  const path = listingPath(p);
  const title = listingTitle(p, site.lang).text;
  const gone = statusRibbon(p.status);
  const price = gone
    ? t(gone)
    : p.price_sale !== null
      ? formatRM(p.price_sale)
      : p.price_rent !== null
        ? rentText(t, p.price_rent)
        : "";
  return [
    ...pageMeta(site, {
      title: price ? `${title} - ${price}` : title,
      description: previewLine(p, summary, t),
      path,
      image: p.images[0],
      type: "article",
      noindex: loaderData.notice !== null,
    }),
    { "script:ld+json": listingJsonLd({ ...p, title }, site.siteUrl, summary, pageUrl(site, path)) },
    { "script:ld+json": breadcrumbJsonLd(site, crumbs(p, site.lang, t)) },
  ];
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { property: p, descriptionHtml, descriptionLang, similar, previous, next, notice, reduction, mapPlace } = loaderData;
  const root = useRootData();
  const env = root?.env;
  const brand = root?.brand;
  const { t, path, lang } = useI18n();
  const items = crumbs(p, lang, t);
  const title = listingTitle(p, lang);
  // What the gallery, the heart, the share links and the WhatsApp message call it: the title this page shows.
  const shown = { ...p, title: title.text };
  const pageUrl = absoluteUrl(env?.SITE_URL ?? "", path(listingPath(p)));
  const deals = dealPrices(p).map((d) => d.deal);
  return (
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-3 sm:pt-6 lg:pb-6" {...dataAttr(COUNT_LISTING, p.id)}>
      <Breadcrumb items={items.map((c, i) => (i === items.length - 1 ? { name: c.name } : c))} />
      <UnavailableNotice notice={notice} hint={t("listing.notice.similar")} />
      <div className="mt-3 grid gap-8 sm:mt-4 lg:grid-cols-[minmax(0,1fr)_320px]">
        <article className="min-w-0 space-y-4 sm:space-y-6">
          <div className="relative">
            <Gallery images={p.images} title={title.text} />
            <HeartButton listing={shown} />
            <StatusRibbon status={p.status} />
          </div>
          {/* The price, the deal and the key line first: on a phone they are on the first screen, above the sticky bar (issue 29). */}
          <header className="flex flex-col gap-1">
            <DealPrices listing={p} size="detail" status={p.status} reduction={reduction} />
            <KeyFacts listing={p} className="text-stone-800" testId="key-facts" />
            <h1 className="pt-2 text-2xl font-bold sm:text-3xl" lang={title.lang}>
              {title.text}
            </h1>
            <p className="text-stone-700">
              <ProjectLink name={p.project_name} />
              {p.project_name && p.location ? ", " : ""}
              {p.location}
            </p>
            <NearStations stations={p.near_stations} className="space-y-0.5 text-sm text-stone-700" />
            <p className="text-sm text-stone-700">
              {t("listing.idLabel")} <span className="font-semibold text-stone-900">{p.display_id}</span>
            </p>
            <p className="text-sm text-stone-700">
              {t("listing.dates", { listed: malaysianDate(p.created_at, lang), updated: malaysianDate(p.date_status, lang) })}
            </p>
            <div className="pt-3">
              <ListingActions
                listing={shown}
                pageUrl={pageUrl}
                brochureHref={notice ? null : path(brochurePath(p))}
              />
            </div>
          </header>
          <FactsGrid property={p} />
          <FactSections property={p} />
          {/* No calculator for a listing that cannot be had (decision 046). */}
          {!notice && p.price_sale && deals.includes("sale") ? <ListingCostToBuy price={p.price_sale} /> : null}
          {!notice && p.price_rent && deals.includes("rent") ? (
            <ListingMoveIn rent={p.price_rent} security_deposit={p.security_deposit} utility_deposit={p.utility_deposit} advance_rental={p.advance_rental} minimum_tenancy={p.minimum_tenancy} />
          ) : null}
          {descriptionHtml && (
            <section aria-labelledby="description-heading">
              <h2 id="description-heading" className="text-lg font-semibold">
                {t("listing.description.heading")}
              </h2>
              <div
                lang={descriptionLang}
                className="mt-2 space-y-3 leading-relaxed text-stone-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
                dangerouslySetInnerHTML={{ __html: descriptionHtml }}
              />
            </section>
          )}
          {mapPlace && env ? <PlaceMap place={mapPlace} style={env.MAP_STYLE_URL} /> : null}
          <MediaPreviews video={p.video_url} tour={p.virtual_tour_url} cover={p.images[0]} title={title.text} />
          {/* On a phone, who answers comes before the form: many would rather call or WhatsApp (issue 29). */}
          {env && (
            <div className="lg:hidden">
              <ConsultantBox env={env} photo={brand?.consultantPhoto} listing={shown} pageUrl={pageUrl} whatsappAttrs={dataAttr(WHATSAPP_NOW)} headingId="consultant-heading-phone" />
            </div>
          )}
          {/* Only a listing that can be had is offered for a viewing (issue 32 item 2). */}
          {!notice && <RequestViewingLink href={path(`${listingPath(p)}/viewing`)} />}
          <EnquiryForm action={path(`${listingPath(p)}/enquiry`)} />
          {/* A listing that can be had: its heart can follow its price (issue 32 item 3). */}
          {!notice && <AlertForm property={p.slug} />}
        </article>
        <div className="hidden lg:sticky lg:top-4 lg:block lg:self-start">
          {env && (
            <ConsultantBox env={env} photo={brand?.consultantPhoto} listing={shown} pageUrl={pageUrl} whatsappAttrs={dataAttr(WHATSAPP_NOW)} />
          )}
        </div>
      </div>
      {similar.length > 0 && (
        <section aria-labelledby="similar-heading" className="mt-12">
          <h2 id="similar-heading" className="text-xl font-semibold">
            {t("listing.similar.heading")}
          </h2>
          <CardGrid items={similar} empty={null} headingLevel={3} eagerCount={0} />
        </section>
      )}
      <nav aria-label={t("listing.nav.more")} className="mt-12 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-6">
        {previous ? (
          <Link to={path(listingPath(previous))} rel="prev" className="font-medium text-brand-700 underline">
            <span aria-hidden="true">← </span>
            {t("listing.nav.previous")}
          </Link>
        ) : (
          <span />
        )}
        <Link to={path("/")} className="font-medium text-brand-700 underline">
          {t("frame.backToAll")}
        </Link>
        {next ? (
          <Link to={path(listingPath(next))} rel="next" className="font-medium text-brand-700 underline">
            {t("listing.nav.next")}
            <span aria-hidden="true"> →</span>
          </Link>
        ) : (
          <span />
        )}
      </nav>
      {env && (
        // On a phone the consultant box is far below the photos: keep the one tap to WhatsApp in reach.
        <div data-testid="sticky-contact" className="fixed inset-x-0 bottom-0 z-40 flex gap-3 border-t border-stone-200 bg-white/95 p-3 backdrop-blur lg:hidden">
          <a href={`tel:+${env.WHATSAPP_NUMBER}`} className="block rounded-lg border-2 border-brand-700 px-5 py-2.5 text-center font-semibold text-brand-800">
            {t("listing.call")}
          </a>
          <a
            href={whatsappLink(env.WHATSAPP_NUMBER, shown, pageUrl, t)}
            {...dataAttr(WHATSAPP_NOW)}
            target="_blank"
            rel="noopener noreferrer"
            className="block flex-1 rounded-lg bg-whatsapp px-4 py-3 text-center font-semibold text-white"
          >
            {t("listing.whatsappNow")}
          </a>
        </div>
      )}
    </div>
  );
}

/** What went wrong: the tab's title and the page's heading say the same. */
function errorTitle(error: unknown, t: Translate): string {
  if (!isRouteErrorResponse(error) || error.status !== 404) return t("listing.error.failed");
  return error.data === NO_ID ? t("frame.notFound.noId") : t("listing.error.notFound");
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  const title = errorTitle(error, t);
  return (
    <PageMessage title={isRouteErrorResponse(error) && error.status === 404 ? title : t("listing.error.tryLater", { message: title })} />
  );
}
