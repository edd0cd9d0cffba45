import { useI18n } from "~/i18n/context";
import type { CostInputs } from "~/costs/inputs";
import type { CostFigures } from "~/costs/figures";
import { RENT_SOURCES } from "~/costs/rates";
import { CompactTotal, FigureTable, NumberField, SourceNotes } from "./CostParts";

/** `compact`: a listing's box, its total first and the rest under it (CompactTotal); the calculators page shows it all. */
type Props = { inputs: CostInputs; figures: CostFigures; rentInput: boolean; customary: boolean | null; compact?: boolean };

/**
 * Cost to move in (issue 31 item 3): the deposits and advance rental in months of rent (the
 * listing's own terms, or the customary 2 + ½ + 1, said so), the tenancy agreement's stamp duty
 * by its term, and the total before the keys.
 */
export function MoveIn({ inputs, figures, rentInput, customary, compact = false }: Props) {
  const { t } = useI18n();
  const details = (
    <>
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
        lastIsTotal={!compact}
        rows={[
          ["security", "costs.row.security"],
          ["utility", "costs.row.utility"],
          ["advance", "costs.row.advance"],
          ["tenancyStamp", "costs.row.tenancyStamp"],
          // In the compact box the total is the disclosure's own line.
          ...(compact ? [] : ([["moveIn", "costs.row.moveIn"]] as const)),
        ]}
      />
      <SourceNotes sources={RENT_SOURCES}>
        <p>{t("costs.rent.estimate")}</p>
      </SourceNotes>
    </>
  );
  return (
    <section aria-labelledby="move-in-heading">
      <h2 id="move-in-heading" className="text-lg font-semibold">
        {t("costs.rent.heading")}
      </h2>
      {rentInput ? null : <input type="hidden" name="rent" value={inputs.rent} />}
      {compact ? (
        <CompactTotal label={t("costs.row.moveIn")} name="moveIn" figures={figures}>
          {details}
        </CompactTotal>
      ) : (
        details
      )}
    </section>
  );
}
