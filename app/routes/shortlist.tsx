import type { Route } from "./+types/shortlist";
import { Link } from "react-router";
import { PropertyCard } from "~/components/PropertyCard";
import { ListPageError } from "~/components/ListPageError";
import { getShortlistCards, parseShortlistIds } from "~/properties/shortlist.server";
import { listingPath } from "~/properties/model/property";
import { unavailableNotice } from "~/properties/display/availability";
import { absoluteUrl, errorMeta, pageMeta, siteInfo } from "~/site/seo";
import { shortlistWhatsappLink } from "~/site/whatsapp";
import { useRootData } from "~/site/root-data";
import { loadAsDocument } from "~/platform/hydration";

// Public pages are not hydrated: reached from the admin, they load as documents.
export const clientLoader = loadAsDocument;

/**
 * The visitor's shortlist (docs/product.md#visitor-tools, decision 024). The list itself is in the
 * browser: `/shortlist` is the same shell for everyone, and its script asks `/shortlist?ids=…` for
 * the cards (a page like any other, kept by the page cache per URL) and puts them in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const ids = parseShortlistIds(new URL(request.url).searchParams.get("ids"));
  if (ids === null) return { ids: null, found: [], gone: [] };
  return { ids, ...(await getShortlistCards(ids)) };
}

export function meta({ matches, error }: Route.MetaArgs) {
  const site = siteInfo(matches);
  if (error) return errorMeta(site, "Your shortlist");
  return pageMeta(site, {
    title: "Your shortlist",
    description: "The properties you saved on this device.",
    path: "/shortlist",
    noindex: true,
  });
}

export default function ShortlistPage({ loaderData }: Route.ComponentProps) {
  const { ids, found, gone } = loaderData;
  const env = useRootData()?.env;
  const siteUrl = env?.SITE_URL ?? "";
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">Your shortlist</h1>
      <div data-shortlist-results aria-live="polite" className="mt-4">
        {ids === null ? (
          <p data-shortlist-status className="text-stone-700">
            Your shortlist is kept in this browser, and showing it needs JavaScript. Turn JavaScript on, or{" "}
            <Link to="/" className="font-medium text-brand-700 underline">
              browse all properties
            </Link>
            .
          </p>
        ) : found.length === 0 && gone.length === 0 ? (
          <EmptyShortlist />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-stone-700">
                {found.length} saved {found.length === 1 ? "property" : "properties"}
              </p>
              {env && found.length > 0 && (
                <a
                  href={shortlistWhatsappLink(
                    env.WHATSAPP_NUMBER,
                    found.map((p) => ({ display_id: p.display_id, title: p.title, url: absoluteUrl(siteUrl, listingPath(p)) })),
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-shortlist-whatsapp
                  className="rounded-lg bg-whatsapp px-4 py-2.5 font-semibold text-white hover:brightness-110"
                >
                  WhatsApp my shortlist
                </a>
              )}
            </div>
            {gone.length > 0 && (
              <ul className="mt-4 space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-stone-800">
                {gone.map((id) => (
                  <li key={id} data-shortlist-gone={id}>
                    Property ID {id} is no longer listed.
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {found.map((p, i) => {
                const notice = unavailableNotice(p.status);
                return (
                  <div key={p.id} data-shortlist-card>
                    <PropertyCard property={p} eager={i < 3} priority={i === 0} />
                    {notice && <p className="mt-2 text-sm font-medium text-amber-800">{notice}</p>}
                  </div>
                );
              })}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function EmptyShortlist() {
  return (
    <p className="text-stone-700">
      No saved properties yet. Tap the heart on a property to keep it here.{" "}
      <Link to="/" className="font-medium text-brand-700 underline">
        Browse all properties
      </Link>
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListPageError error={error} title="Your shortlist" />;
}
