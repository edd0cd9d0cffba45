import type { Route } from "./+types/brochure";
import { langOfPath } from "~/i18n/languages";
import { getPublicListing } from "~/properties/detail.server";
import { agencyDetails } from "~/site/agency.server";
import { brochureOf } from "~/site/brochure/brochure-cache.server";

/**
 * `/listing/{slug}/brochure.pdf` (and `/ms/…`, `/zh/…`, in Malay and Chinese): the one-page
 * brochure of an Available listing (decision 024).
 * A Sold, Rented or withdrawn listing has none: 404. The page cache keeps the file like a page,
 * with an ETag, until the next write to the catalogue (decision 012), under its path alone
 * whatever the query (decision 043); the PDF itself is drawn once per version of the listing.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const listing = await getPublicListing(params.id.trim());
  if (!listing || listing.status !== "Available") {
    return new Response("Brochure not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const pdf = await brochureOf(listing, await agencyDetails(), langOfPath(new URL(request.url).pathname));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="property-${listing.display_id}-brochure.pdf"`,
    },
  });
}
