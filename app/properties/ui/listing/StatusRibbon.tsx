import { statusRibbon } from "~/properties/display/availability";
import { useI18n } from "~/i18n/context";

/**
 * SOLD / RENTED / UNAVAILABLE across the photo's corner (issue 29, decision 046): a
 * listing that can no longer be had looks it at a glance, on its page, its card and
 * the shortlist. Nothing for an Available listing.
 */
export function StatusRibbon({ status }: { status: string | undefined }) {
  const { t } = useI18n();
  const key = statusRibbon(status);
  if (!key) return null;
  return (
    <span className="pointer-events-none absolute left-2 top-2 rounded bg-red-700 px-2.5 py-1 text-sm font-bold uppercase tracking-wider text-white shadow">
      {t(key)}
    </span>
  );
}
