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

/**
 * "WhatsApp my shortlist": one message naming every saved listing by its display id, title and
 * link, so the consultant sees at once which ones the visitor means.
 */
export function shortlistMessage(listings: { display_id: number; title: string; url: string }[]): string {
  return [
    "Hi, I am interested in these properties from my shortlist:",
    ...listings.map((l, i) => `${i + 1}. Property ID ${l.display_id} - ${l.title}\n${l.url}`),
  ].join("\n");
}

export function shortlistWhatsappLink(number: string, listings: { display_id: number; title: string; url: string }[]): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(shortlistMessage(listings))}`;
}
