import { useI18n } from "~/i18n/context";
import type { CostInputs } from "~/costs/inputs";
import type { CostFigures } from "~/costs/figures";
import { RENT_SOURCES } from "~/costs/rates";
import { FigureTable, NumberField, SourceNotes } from "./CostParts";

type Props = { inputs: CostInputs; figures: CostFigures; rentInput: boolean; customary: boolean | null };

/**
 * Cost to move in (issue 31 item 3): the deposits and advance rental in months of rent (the
 * listing's own terms, or the customary 2 + ½ + 1, said so), the tenancy agreement's stamp duty
 * by its term, and the total before the keys.
 */
export function MoveIn({ inputs, figures, rentInput, customary }: Props) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="move-in-heading">
      <h2 id="move-in-heading" className="text-lg font-semibold">
        {t("costs.rent.heading")}
      </h2>
      {rentInput ? null : <input type="hidden" name="rent" value={inputs.rent} />}
      <fieldset className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <legend className="sr-only">{t("costs.rent.heading")}</legend>
        {rentInput ? <NumberField name="rent" label={t("costs.rent.rent")} value={inputs.rent} /> : null}
        <NumberField name="termYears" label={t("costs.rent.term")} value={inputs.termYears} />
        <NumberField name="securityMonths" label={t("costs.rent.security")} value={inputs.securityMonths} />
        <NumberField name="utilityMonths" label={t("costs.rent.utility")} value={inputs.utilityMonths} />
        <NumberField name="advanceMonths" label={t("costs.rent.advance")} value={inputs.advanceMonths} />
      </fieldset>
      {customary === null ? null : <p className="mt-2 text-sm text-stone-700">{t(customary ? "costs.rent.customary" : "costs.rent.own")}</p>}
      <FigureTable
        caption={t("costs.rent.table")}
        figures={figures}
        rows={[
          ["security", "costs.row.security"],
          ["utility", "costs.row.utility"],
          ["advance", "costs.row.advance"],
          ["tenancyStamp", "costs.row.tenancyStamp"],
          ["moveIn", "costs.row.moveIn"],
        ]}
      />
      <SourceNotes sources={RENT_SOURCES}>
        <p>{t("costs.rent.estimate")}</p>
      </SourceNotes>
    </section>
  );
}
