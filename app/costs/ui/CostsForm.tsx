import type { ReactNode } from "react";
import { useI18n } from "~/i18n/context";
import { dataAttr } from "~/components/page-script";
import { costFigures, type CostFigures } from "~/costs/figures";
import type { CostInputs } from "~/costs/inputs";
import { COSTS } from "./costs.enhance";

/** The figures in the page's language: the texts the page script fills in the same way (costs.enhance.ts). */
export function useCostFigures(inputs: CostInputs): CostFigures {
  const { t } = useI18n();
  return costFigures(inputs, {
    terms: (values) => t("listing.instalment.terms", values),
    perMonth: (price) => t("listing.price.perMonth", { price }),
  });
}

/**
 * A calculators form: a GET to /calculators in the page's language, so it works without
 * JavaScript (the page reads its inputs from the URL) and a listing's box opens there with
 * its inputs; the page script recalculates in place as the visitor types.
 */
export function CostsForm({ submit, children, className = "" }: { submit: string; children: ReactNode; className?: string }) {
  const { path } = useI18n();
  return (
    // noValidate: a figure out of bounds gets its message in the page's language (NumberField), not the browser's English bubble.
    <form method="get" action={path("/calculators")} noValidate {...dataAttr(COSTS.form)} className={`rounded-lg border border-stone-200 bg-white p-5 ${className}`}>
      {children}
      <button type="submit" className="mt-4 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
        {submit}
      </button>
    </form>
  );
}
