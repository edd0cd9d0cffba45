import { formatRM, rentText } from "~/properties/display/money";
import { useI18n } from "~/i18n/context";
import { INSTALMENT_DEFAULTS, INSTALMENT_LIMITS, monthlyInstalment } from "~/properties/display/instalment";
import { dataAttr } from "~/components/page-script";
import { INSTALMENT } from "./instalment.enhance";

const input = "mt-1 w-full rounded-md border border-stone-300 bg-white px-2 py-1.5 text-base text-stone-900 disabled:bg-stone-100";

/**
 * "Estimated monthly instalment" of a sale listing, as Malaysian portals show it. The server
 * renders the estimate at the default terms, so it reads the same without JavaScript;
 * instalment.enhance.ts enables the inputs and recomputes as the visitor changes them.
 */
export function InstalmentBox({ price }: { price: number }) {
  const { t } = useI18n();
  const { marginPercent, ratePercent, years } = INSTALMENT_DEFAULTS;
  const field = (name: keyof typeof INSTALMENT_LIMITS, label: string, value: string) => (
    // Inputs sit on one line even where a label wraps to two.
    <label className="flex flex-col justify-between text-sm font-medium text-stone-700">
      {label}
      <input name={name} type="number" inputMode="decimal" defaultValue={value} {...INSTALMENT_LIMITS[name]} className={input} />
    </label>
  );
  return (
    <section aria-labelledby="instalment-heading" {...dataAttr(INSTALMENT.root)} {...dataAttr(INSTALMENT.price, price)} className="rounded-lg border border-stone-200 bg-white p-5">
      <h2 id="instalment-heading" className="text-lg font-semibold">
        {t("listing.instalment.heading")}
      </h2>
      <p className="mt-2 text-2xl font-bold text-brand-800" {...dataAttr(INSTALMENT.result)}>
        {rentText(t, monthlyInstalment(price, marginPercent, ratePercent, years))}
      </p>
      <p className="text-sm text-stone-700" {...dataAttr(INSTALMENT.terms)}>
        {t("listing.instalment.terms", {
          loan: formatRM(Math.round((price * marginPercent) / 100)),
          margin: String(marginPercent),
          price: formatRM(price),
          rate: ratePercent.toFixed(2),
          years: String(years),
        })}
      </p>
      <fieldset disabled {...dataAttr(INSTALMENT.inputs)} className="mt-4 grid grid-cols-3 gap-3">
        <legend className="sr-only">{t("listing.instalment.legend")}</legend>
        {field("marginPercent", t("listing.instalment.margin"), String(marginPercent))}
        {field("ratePercent", t("listing.instalment.rate"), ratePercent.toFixed(1))}
        {field("years", t("listing.instalment.years"), String(years))}
      </fieldset>
      <p className="mt-3 text-xs text-stone-600">
        {t("listing.instalment.note")}
      </p>
    </section>
  );
}
