/**
 * docs/product.md#listing-detail: the WhatsApp Now link opens a chat with the consultant, prefilled
 * with a question that quotes the display id, so the agent knows at once
 * which listing the visitor means.
 */
export function whatsappMessage(listing: { display_id: number; title: string }, pageUrl?: string): string {
  const lines = [
    `Hi, is this property still available? Property ID: ${listing.display_id} - ${listing.title}`,
  ];
  if (pageUrl) lines.push(pageUrl);
  return lines.join("\n");
}

export function whatsappLink(
  number: string,
  listing: { display_id: number; title: string },
  pageUrl?: string,
): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(whatsappMessage(listing, pageUrl))}`;
}
