import { goneQuestion } from "~/properties/display/availability";
import { translator, type Translate } from "~/i18n/translator";

type Listing = { display_id: number; title: string; status?: string };

const english = () => translator("en");

/**
 * docs/product.md#listing-detail: the WhatsApp Now link opens a chat with the consultant, prefilled
 * with a question that quotes the display id, so the agent knows at once
 * which listing the visitor means. For a listing that is no longer
 * Available, the visitor asks for similar units instead. The question is in
 * the page's language (`t`); the id is written as digits, never grouped.
 */
export function whatsappMessage(listing: Listing, pageUrl?: string, t: Translate = english()): string {
  const gone = listing.status ? goneQuestion(listing.status) : null;
  const values = { id: String(listing.display_id), title: listing.title };
  const lines = [gone ? t(gone, values) : t("listing.whatsapp.available", values)];
  if (pageUrl) lines.push(pageUrl);
  return lines.join("\n");
}

export function whatsappLink(number: string, listing: Listing, pageUrl?: string, t?: Translate): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(whatsappMessage(listing, pageUrl, t))}`;
}

/**
 * "WhatsApp my shortlist": one message naming every saved listing by its display id, title and
 * link, so the consultant sees at once which ones the visitor means.
 */
export function shortlistMessage(listings: { display_id: number; title: string; url: string }[], t: Translate = english()): string {
  return [
    t("listing.whatsapp.shortlist"),
    ...listings.map((l, i) => `${t("listing.whatsapp.shortlistItem", { n: String(i + 1), id: String(l.display_id), title: l.title })}\n${l.url}`),
  ].join("\n");
}

export function shortlistWhatsappLink(number: string, listings: { display_id: number; title: string; url: string }[], t?: Translate): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(shortlistMessage(listings, t))}`;
}
