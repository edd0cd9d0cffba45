import { whatHappened } from "~/properties/display/availability";

type Listing = { display_id: number; title: string; status?: string };

/**
 * docs/product.md#listing-detail: the WhatsApp Now link opens a chat with the consultant, prefilled
 * with a question that quotes the display id, so the agent knows at once
 * which listing the visitor means. For a listing that is no longer
 * Available, the visitor asks for similar units instead.
 */
export function whatsappMessage(listing: Listing, pageUrl?: string): string {
  const happened = listing.status ? whatHappened(listing.status) : null;
  const lines = [
    happened
      ? `Hi, I saw that property ID ${listing.display_id} (${listing.title}) ${happened}. Do you have similar units available?`
      : `Hi, is this property still available? Property ID: ${listing.display_id} - ${listing.title}`,
  ];
  if (pageUrl) lines.push(pageUrl);
  return lines.join("\n");
}

export function whatsappLink(number: string, listing: Listing, pageUrl?: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(whatsappMessage(listing, pageUrl))}`;
}
