import type { Route } from "./+types/brochure";
import { getPublicListing } from "~/properties/detail.server";
import { agencyDetails } from "~/site/agency.server";
import { brochureOf } from "~/site/brochure-cache.server";

/**
 * `/listing/{slug}/brochure.pdf`: the one-page brochure of an Available listing (decision 024).
 * A Sold, Rented or withdrawn listing has none: 404. The page cache keeps the file like a page,
 * with an ETag, until the next write to the catalogue (decision 012), under its path alone
 * whatever the query (decision 043); the PDF itself is drawn once per version of the listing.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const listing = await getPublicListing(params.id.trim());
  if (!listing || listing.status !== "Available") {
    return new Response("Brochure not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const pdf = await brochureOf(listing, await agencyDetails());
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="property-${listing.display_id}-brochure.pdf"`,
    },
  });
}
