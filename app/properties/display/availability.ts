/**
 * docs/product.md#listing-detail: a listing that is no longer Available keeps
 * its page (its link still circulates in WhatsApp groups) and says why it
 * cannot be had. Shared by the page's notice and the WhatsApp message.
 */
const WHAT_HAPPENED: Record<string, string> = {
  Sold: "has been sold",
  Rented: "has been rented",
  "Temporarily Unavailable": "is temporarily unavailable",
};

/** "has been sold", …; null for an Available listing (or an unknown status, shown as Available would be). */
export function whatHappened(status: string): string | null {
  return WHAT_HAPPENED[status] ?? null;
}

/** "This property has been sold." and the like; null when the listing is Available. */
export function unavailableNotice(status: string): string | null {
  const happened = whatHappened(status);
  return happened ? `This property ${happened}.` : null;
}
