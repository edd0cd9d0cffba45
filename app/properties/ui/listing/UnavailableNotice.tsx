/**
 * docs/product.md#listing-detail: on a Sold, Rented or Temporarily
 * Unavailable listing, said first and plainly, so a visitor arriving from an
 * old WhatsApp link knows at once before looking at the photos. Both texts
 * come in the page's language (the loader words the notice; `hint` is
 * listing.notice.similar).
 */
export function UnavailableNotice({ notice, hint }: { notice: string | null; hint?: string }) {
  if (!notice) return null;
  return (
    <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
      {notice} {hint ? <span className="font-normal">{hint}</span> : null}
    </p>
  );
}
