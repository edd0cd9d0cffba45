import { useI18n } from "~/i18n/context";
import { dataAttr } from "~/components/page-script";
import type { CostInputs } from "~/costs/inputs";
import type { CostFigures } from "~/costs/figures";
import { BUY_SOURCES, LENDING } from "~/costs/rates";
import { COSTS } from "./costs.enhance";
import { CompactTotal, FigureTable, NumberField, SelectField, SourceNotes } from "./CostParts";

/** `compact`: a listing's box, its total first and the rest under it (CompactTotal); the calculators page shows it all. */
type Props = { inputs: CostInputs; figures: CostFigures; priceInput: boolean; compact?: boolean };

/**
 * Cost to buy (issue 31 item 1): the instalment (the listing's estimate of decision 024, kept as
 * its own region), who buys, and the cash needed up front, each figure an estimate with its source.
 * The heading levels suit both places: under the listing's h1, and under the calculators' h1.
 */
export function CostToBuy({ inputs, figures, priceInput, compact = false }: Props) {
  const { t } = useI18n();
  const details = (
    <>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <SelectField
          name="buyer"
          label={t("costs.buy.buyer")}
          value={inputs.buyer}
          options={[
            ["citizen", t("costs.buyer.citizen")],
            ["firstHome", t("costs.buyer.firstHome")],
            ["foreign", t("costs.buyer.foreign")],
            ["company", t("costs.buyer.company")],
          ]}
        />
        <NumberField name="age" label={t("costs.buy.age")} value={inputs.age} />
      </div>
      <FigureTable
        caption={t("costs.buy.upfront")}
        figures={figures}
        lastIsTotal={!compact}
        rows={[
          ["downPayment", "costs.row.downPayment"],
          ["stampTransfer", "costs.row.stampTransfer"],
          ["stampLoan", "costs.row.stampLoan"],
          ["legalSpa", "costs.row.legalSpa"],
          ["legalLoan", "costs.row.legalLoan"],
          // In the compact box the total is the disclosure's own line.
          ...(compact ? [] : ([["upfront", "costs.row.upfront"]] as const)),
        ]}
      />
      <SourceNotes sources={BUY_SOURCES}>
        <p>{t("costs.buy.estimate")}</p>
        <p>{t("costs.buy.firstHome")}</p>
        <p>{t("costs.buy.foreign")}</p>
        <p>{t("costs.buy.company")}</p>
      </SourceNotes>
      <section aria-labelledby="borrow-heading" className="mt-5">
        <h3 id="borrow-heading" className="font-semibold">
          {t("costs.borrow.heading")}
        </h3>
        <div className="mt-2 grid grid-cols-2 gap-3">
          <NumberField name="income" label={t("costs.borrow.income")} value={inputs.income} />
          <NumberField name="commitments" label={t("costs.borrow.commitments")} value={inputs.commitments || null} />
        </div>
        <dl className="mt-3 space-y-1 text-sm">
          {(
            [
              ["dsr", t("costs.borrow.dsr")],
              ["income60", t("costs.borrow.needed", { percent: LENDING.dsrPercents[0] })],
              ["income70", t("costs.borrow.needed", { percent: LENDING.dsrPercents[1] })],
            ] as const
          ).map(([name, label]) => (
            <div key={name} className="flex justify-between gap-3 border-t border-stone-100 pt-1">
              <dt className="text-stone-700">{label}</dt>
              <dd className="whitespace-nowrap font-semibold tabular-nums" {...dataAttr(COSTS.figure, name)}>
                {figures[name]}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-stone-600">{t("costs.borrow.note")}</p>
      </section>
    </>
  );
  return (
    <section aria-labelledby="cost-to-buy-heading">
      <h2 id="cost-to-buy-heading" className="text-lg font-semibold">
        {t("costs.buy.heading")}
      </h2>
      {priceInput ? (
        <div className="mt-3 max-w-xs">
          <NumberField name="price" label={t("costs.buy.price")} value={inputs.price} />
        </div>
      ) : (
        <input type="hidden" name="price" value={inputs.price} />
      )}
      <section aria-labelledby="instalment-heading" {...dataAttr(COSTS.instalment)} className="mt-4 rounded-md bg-stone-50 p-4">
        <h3 id="instalment-heading" className="font-semibold">
          {t("listing.instalment.heading")}
        </h3>
        <p className="mt-1 text-2xl font-bold text-brand-800" {...dataAttr(COSTS.instalmentResult)} {...dataAttr(COSTS.figure, "monthly")}>
          {figures.monthly}
        </p>
        <p className="text-sm text-stone-700" {...dataAttr(COSTS.figure, "terms")}>
          {figures.terms}
        </p>
        <fieldset className="mt-3 grid grid-cols-3 gap-3">
          <legend className="sr-only">{t("listing.instalment.legend")}</legend>
          <NumberField name="marginPercent" label={t("listing.instalment.margin")} value={inputs.marginPercent} />
          <NumberField name="ratePercent" label={t("listing.instalment.rate")} value={Number.isInteger(inputs.ratePercent) ? inputs.ratePercent.toFixed(1) : inputs.ratePercent} />
          <NumberField name="years" label={t("listing.instalment.years")} value={inputs.years} />
        </fieldset>
        <p className="mt-2 text-xs text-stone-600">{t("listing.instalment.note")}</p>
      </section>
      {compact ? (
        <CompactTotal label={t("costs.row.upfront")} name="upfront" figures={figures}>
          {details}
        </CompactTotal>
      ) : (
        details
      )}
    </section>
  );
}
