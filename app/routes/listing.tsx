import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/listing";
import { Breadcrumb } from "~/components/Breadcrumb";
import { CardGrid } from "~/components/CardGrid";
import { ConsultantBox } from "~/components/listing/ConsultantBox";
import { DealPrices } from "~/components/listing/DealPrices";
import { EnquiryForm } from "~/components/listing/EnquiryForm";
import { FactSections, FactsGrid } from "~/components/listing/FactsGrid";
import { MediaPreviews } from "~/components/listing/MediaPreviews";
import { Gallery } from "~/components/listing/Gallery";
import { PageMessage } from "~/components/PageMessage";
import { PriceReduced } from "~/components/listing/PriceReduced";
import { ProjectLink } from "~/components/project/ProjectLink";
import { UnavailableNotice } from "~/components/listing/UnavailableNotice";
import { unavailableNotice } from "~/properties/display/availability";
import { currentReduction } from "~/properties/display/price-reduction";
import { getNeighbours, getPublicListing, getSimilar } from "~/properties/detail.server";
import { breadcrumbJsonLd, listingJsonLd } from "~/site/listing-jsonld";
import { locationPath } from "~/names/locations";
import { formatRent, formatRM } from "~/properties/display/money";
import { brochurePath, listingPath } from "~/properties/model/property";
import { descriptionText, sanitizeDescription } from "~/properties/sanitize.server";
import { absoluteUrl, errorMeta, pageMeta, pageUrl, siteInfo } from "~/site/seo";
import { whatsappLink } from "~/site/whatsapp";
import { useRootData } from "~/site/root-data";
import { loadAsDocument } from "~/platform/hydration";
import { InstalmentBox } from "~/components/leads/InstalmentBox";
import { HeartButton } from "~/components/leads/HeartButton";
import { ListingActions } from "~/components/leads/ListingActions";
import { dealPrices } from "~/properties/display/pricing";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

export async function loader({ params }: Route.LoaderArgs) {
  const key = params.id.trim();
  if (!key) throw data("No property ID or slug provided.", { status: 404 });
  const found = await getPublicListing(key);
  if (!found) throw data("Property not found.", { status: 404 });
  // Sold, Rented and Temporarily Unavailable listings keep their page, with a notice and noindex.
  const notice = unavailableNotice(found.status);
  const [neighbours, similar] = await Promise.all([getNeighbours(found), getSimilar(found)]);
  // The raw description never leaves the server; only its sanitised form does.
  const { description, ...property } = found;
  return {
    property,
    descriptionHtml: sanitizeDescription(description),
    summary: descriptionText(description),
    notice,
    reduction: notice ? null : currentReduction(found),
    similar,
    ...neighbours,
  };
}

type Loaded = Route.ComponentProps["loaderData"];

function crumbs(p: Loaded["property"]) {
  return [
    { name: "Available Properties", path: "/" },
    ...(p.location ? [{ name: p.location, path: locationPath(p.location) }] : []),
    { name: p.title, path: listingPath(p) },
  ];
}

/** The line a WhatsApp or Facebook preview shows under the title: price first. */
function previewLine(p: Loaded["property"], summary: string): string {
  const parts = [
    p.price_sale !== null && `For sale ${formatRM(p.price_sale)}`,
    p.price_rent !== null && `For rent ${formatRent(p.price_rent)}`,
    p.bedrooms !== null && `${p.bedrooms} bed`,
    p.bathrooms !== null && `${p.bathrooms} bath`,
    p.built_up_area !== null && `${p.built_up_area.toLocaleString("en-MY")} sqft`,
    p.location,
  ].filter(Boolean);
  return [parts.join(" · "), summary].filter(Boolean).join(". ");
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteInfo(matches);
  if (error || !loaderData) return errorMeta(site, errorTitle(error));
  const { property: p, summary } = loaderData;
  const path = listingPath(p);
  const price = p.price_sale !== null ? formatRM(p.price_sale) : p.price_rent !== null ? formatRent(p.price_rent) : "";
  return [
    ...pageMeta(site, {
      title: price ? `${p.title} - ${price}` : p.title,
      description: previewLine(p, summary),
      path,
      image: p.images[0],
      type: "article",
      noindex: loaderData.notice !== null,
    }),
    { "script:ld+json": listingJsonLd(p, site.siteUrl, summary, pageUrl(site, path)) },
    { "script:ld+json": breadcrumbJsonLd(site, crumbs(p)) },
  ];
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { property: p, descriptionHtml, similar, previous, next, notice, reduction } = loaderData;
  const env = useRootData()?.env;
  const items = crumbs(p);
  return (
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-6 lg:pb-6" data-count-listing={p.id}>
      <Breadcrumb items={items.map((c, i) => (i === items.length - 1 ? { name: c.name } : c))} />
      <UnavailableNotice notice={notice} />
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <article className="min-w-0 space-y-6">
          <div className="relative">
            <Gallery images={p.images} title={p.title} />
            <HeartButton listing={p} />
          </div>
          <header className="space-y-1">
            <h1 className="text-2xl font-bold sm:text-3xl">{p.title}</h1>
            <p className="text-stone-700">
              <ProjectLink name={p.project_name} />
              {p.project_name && p.location ? ", " : ""}
              {p.location}
            </p>
            <p className="text-sm text-stone-700">
              Property ID: <span className="font-semibold text-stone-900">{p.display_id}</span>
            </p>
            <div className="pt-2">
              <DealPrices listing={p} size="detail" />
            </div>
            <PriceReduced reduction={reduction} />
            <div className="pt-3">
              <ListingActions
                listing={p}
                pageUrl={absoluteUrl(env?.SITE_URL ?? "", listingPath(p))}
                brochureHref={notice ? null : brochurePath(p)}
              />
            </div>
          </header>
          <FactsGrid property={p} />
          <FactSections property={p} />
          {p.price_sale && dealPrices(p).some((d) => d.deal === "sale") ? <InstalmentBox price={p.price_sale} /> : null}
          {descriptionHtml && (
            <section aria-labelledby="description-heading">
              <h2 id="description-heading" className="text-lg font-semibold">
                Description
              </h2>
              <div
                className="mt-2 space-y-3 leading-relaxed text-stone-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
                dangerouslySetInnerHTML={{ __html: descriptionHtml }}
              />
            </section>
          )}
          <MediaPreviews video={p.video_url} tour={p.virtual_tour_url} cover={p.images[0]} title={p.title} />
          <EnquiryForm action={`${listingPath(p)}/enquiry`} />
        </article>
        <div className="lg:sticky lg:top-4 lg:self-start">
          {env && (
            <ConsultantBox env={env} listing={p} pageUrl={absoluteUrl(env.SITE_URL, listingPath(p))} />
          )}
        </div>
      </div>
      {similar.length > 0 && (
        <section aria-labelledby="similar-heading" className="mt-12">
          <h2 id="similar-heading" className="text-xl font-semibold">
            Similar Properties
          </h2>
          <CardGrid items={similar} empty={null} headingLevel={3} eagerCount={0} />
        </section>
      )}
      <nav aria-label="More properties" className="mt-12 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-6">
        {previous ? (
          <Link to={listingPath(previous)} rel="prev" className="font-medium text-brand-700 underline">
            <span aria-hidden="true">← </span>Previous Property
          </Link>
        ) : (
          <span />
        )}
        <Link to="/" className="font-medium text-brand-700 underline">
          Back to All Properties
        </Link>
        {next ? (
          <Link to={listingPath(next)} rel="next" className="font-medium text-brand-700 underline">
            Next Property<span aria-hidden="true"> →</span>
          </Link>
        ) : (
          <span />
        )}
      </nav>
      {env && (
        // On a phone the consultant box is far below the photos: keep the one tap to WhatsApp in reach.
        <div className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 p-3 backdrop-blur lg:hidden">
          <a
            href={whatsappLink(env.WHATSAPP_NUMBER, p, absoluteUrl(env.SITE_URL, listingPath(p)))}
            data-whatsapp-now=""
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-lg bg-whatsapp px-4 py-3 text-center font-semibold text-white"
          >
            WhatsApp Now
          </a>
        </div>
      )}
    </div>
  );
}

/** What went wrong, in the words the loader chose: the tab's title and the page's heading say the same. */
function errorTitle(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return typeof error.data === "string" ? error.data : "Property not found.";
  }
  return "Failed to load property details.";
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = errorTitle(error);
  return <PageMessage title={isRouteErrorResponse(error) && error.status === 404 ? title : `${title} Please try again later.`} />;
}
