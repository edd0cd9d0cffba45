import type { MessageKey } from "~/i18n/catalogs";

/**
 * docs/product.md#listing-detail: a listing that is no longer Available keeps
 * its page (its link still circulates in WhatsApp groups) and says why it
 * cannot be had. Shared by the page's notice and the WhatsApp message; the
 * texts are in the catalogs (listing.notice.*, listing.whatsapp.*), so they
 * read in the page's language.
 */
const NOTICES: Record<string, MessageKey> = {
  Sold: "listing.notice.sold",
  Rented: "listing.notice.rented",
  "Temporarily Unavailable": "listing.notice.unavailable",
};
const WHATSAPP: Record<string, MessageKey> = {
  Sold: "listing.whatsapp.sold",
  Rented: "listing.whatsapp.rented",
  "Temporarily Unavailable": "listing.whatsapp.unavailable",
};

/** "This property has been sold." and the like (as a message key); null when the listing is Available (or an unknown status, shown as Available would be). */
export function unavailableNotice(status: string): MessageKey | null {
  return NOTICES[status] ?? null;
}

/** The WhatsApp question of a listing that is no longer Available ("… has been sold. Do you have similar units available?"); null when it is. */
export function goneQuestion(status: string): MessageKey | null {
  return WHATSAPP[status] ?? null;
}

const RIBBONS: Record<string, MessageKey> = {
  Sold: "listing.ribbon.sold",
  Rented: "listing.ribbon.rented",
  "Temporarily Unavailable": "listing.ribbon.unavailable",
};

/**
 * The word that replaces the deal's badge ("Sold", "Rented", "Unavailable") on a listing
 * that is no longer Available, on its page, its card and the shortlist (issue 29,
 * decision 046); null when it is Available.
 */
export function statusRibbon(status: string | undefined): MessageKey | null {
  return status ? (RIBBONS[status] ?? null) : null;
}

/** Sold and Rented listings show no price: the asking price is history, and what was agreed is the parties' (decision 046). */
export function priceHidden(status: string | undefined): boolean {
  return status === "Sold" || status === "Rented";
}
