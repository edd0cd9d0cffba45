import { formatRM } from "~/properties/display/money";
import { INSTALMENT_DEFAULTS, INSTALMENT_LIMITS, monthlyInstalment } from "~/properties/display/instalment";

const input = "mt-1 w-full rounded-md border border-stone-300 bg-white px-2 py-1.5 text-base text-stone-900 disabled:bg-stone-100";

/**
 * "Estimated monthly instalment" of a sale listing, as Malaysian portals show it. The server
 * renders the estimate at the default terms, so it reads the same without JavaScript; the page
 * script enables the inputs and recomputes as the visitor changes them.
 */
export function InstalmentBox({ price }: { price: number }) {
  const { marginPercent, ratePercent, years } = INSTALMENT_DEFAULTS;
  const field = (name: keyof typeof INSTALMENT_LIMITS, label: string, value: string) => (
    // Inputs sit on one line even where a label wraps to two.
    <label className="flex flex-col justify-between text-sm font-medium text-stone-700">
      {label}
      <input name={name} type="number" inputMode="decimal" defaultValue={value} {...INSTALMENT_LIMITS[name]} className={input} />
    </label>
  );
  return (
    <section aria-labelledby="instalment-heading" data-instalment data-price={price} className="rounded-lg border border-stone-200 bg-white p-5">
      <h2 id="instalment-heading" className="text-lg font-semibold">
        Estimated monthly instalment
      </h2>
      <p className="mt-2 text-2xl font-bold text-brand-800" data-instalment-result>
        {formatRM(monthlyInstalment(price, marginPercent, ratePercent, years))} / month
      </p>
      <p className="text-sm text-stone-700" data-instalment-terms>
        Loan of {formatRM(Math.round((price * marginPercent) / 100))} ({marginPercent}% of {formatRM(price)}) at {ratePercent.toFixed(2)}% p.a. over {years} years
      </p>
      <fieldset disabled data-instalment-inputs className="mt-4 grid grid-cols-3 gap-3">
        <legend className="sr-only">Loan terms</legend>
        {field("marginPercent", "Loan (%)", String(marginPercent))}
        {field("ratePercent", "Interest (% p.a.)", ratePercent.toFixed(1))}
        {field("years", "Tenure (years)", String(years))}
      </fieldset>
      <p className="mt-3 text-xs text-stone-600">
        An estimate only, not a loan offer. Banks set the rate and margin of finance for each buyer, and lend for up to 35
        years or until age 70, whichever comes first.
      </p>
    </section>
  );
}
