import { useLocation } from "react-router";
import { useI18n } from "~/i18n/context";
import { dataAttr } from "~/components/page-script";
import { ALERT_PUSH } from "./alert-push.enhance";

const input = "mt-1 block min-h-11 w-full rounded-lg border border-stone-300 px-3 py-2 text-base";

/** Where a listing's price form is on its page: the shortlist's "Tell me if the price drops" links here. */
export const PRICE_ALERT_ID = "price-alert";

/**
 * "Alert me" under a list (issue 32 item 3): a plain POST form, no script, the
 * same for every visitor (the page cache keeps it). It sends the page's own
 * address; the server keeps its path and canonical filters. With `property`,
 * "Tell me if the price drops" for one listing: told of its price cuts only.
 */
export function AlertForm({ property }: { property?: string }) {
  const { t, path } = useI18n();
  const location = useLocation();
  const heading = property ? "price-alert-heading" : "alert-heading";
  return (
    <section
      id={property ? PRICE_ALERT_ID : undefined}
      aria-labelledby={heading}
      className={`${property ? "scroll-mt-4" : "mx-auto mt-10 max-w-xl"} rounded-lg border border-stone-200 bg-white p-4 sm:p-5`}
    >
      <h2 id={heading} className="text-lg font-semibold">
        {property ? t("alerts.form.follow") : t("alerts.form.heading")}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{property ? t("alerts.form.followIntro") : t("alerts.form.intro")}</p>
      <form method="post" action={path("/alerts")} className="mt-3">
        {property ? <input type="hidden" name="property" value={property} /> : <input type="hidden" name="from" value={location.pathname + location.search} />}
        <label className="block text-sm font-medium">
          {t("alerts.form.email")}
          <input type="email" name="email" required autoComplete="email" inputMode="email" className={input} />
        </label>
        <label className="mt-3 flex items-start gap-2 text-sm">
          <input type="checkbox" name="consent" value="yes" required className="mt-0.5 size-6 shrink-0" />
          <span>{t("alerts.form.consent")}</span>
        </label>
        <p className="mt-2 text-xs text-stone-600">{t("alerts.form.pdpa")}</p>
        <button type="submit" className="mt-3 min-h-11 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
          {t("alerts.form.submit")}
        </button>
      </form>
      {property ? null : (
        // Hidden without the page script or without push in the browser; last in the box, so showing it moves nothing above it.
        <div {...dataAttr(ALERT_PUSH)} hidden className="mt-4 border-t border-stone-200 pt-3">
          <p className="text-sm text-stone-700">{t("alerts.push.purpose")}</p>
          <button type="button" className="mt-2 min-h-11 rounded-lg border border-stone-300 px-4 py-2 font-semibold hover:bg-stone-50 disabled:opacity-60">
            {t("alerts.push.button")}
          </button>
          <p role="status" className="mt-2 text-sm text-stone-700" />
        </div>
      )}
    </section>
  );
}
