import type { MessageKey } from "~/i18n/catalogs";
import { useI18n } from "~/i18n/context";

/**
 * docs/product.md#listing-detail: on a Sold, Rented or Temporarily
 * Unavailable listing, said first and plainly, so a visitor arriving from an
 * old WhatsApp link knows at once before looking at the photos.
 */
export function UnavailableNotice({ notice }: { notice: MessageKey | null }) {
  const { t } = useI18n();
  if (!notice) return null;
  return (
    <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
      {t(notice)} <span className="font-normal">{t("listing.notice.similar")}</span>
    </p>
  );
}
