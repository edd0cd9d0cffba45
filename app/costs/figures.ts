import { formatRM } from "~/properties/display/money";
import { borrowing, costToBuy } from "./buy";
import type { CostInputs } from "./inputs";
import { LENDING } from "./rates";
import { costToMoveIn } from "./rent";

/** The instalment's terms sentence, in the page's language (the server's translator, or the page script's texts). */
export type CostTexts = {
  terms: (values: { loan: string; margin: string; price: string; rate: string; years: string }) => string;
  perMonth: (price: string) => string;
};

/**
 * Every figure the calculators show, by the name of the element that shows it (`data-cost`):
 * the server renders them and the page script (ui/costs.enhance.ts) refills them from the same
 * inputs with this same function.
 */
export function costFigures(inputs: CostInputs, texts: CostTexts) {
  const buy = costToBuy(inputs);
  const borrow = borrowing(buy.monthly, inputs.income ?? 0, inputs.commitments, LENDING.dsrPercents);
  const rent = costToMoveIn(inputs);
  const [at60, at70] = borrow.incomeNeeded;
  return {
    monthly: texts.perMonth(formatRM(buy.monthly)),
    terms: texts.terms({
      loan: formatRM(buy.loan),
      margin: String(inputs.marginPercent),
      price: formatRM(inputs.price),
      rate: inputs.ratePercent.toFixed(2),
      years: String(inputs.years),
    }),
    downPayment: formatRM(buy.downPayment),
    stampTransfer: formatRM(buy.stampTransfer),
    stampLoan: formatRM(buy.stampLoan),
    legalSpa: formatRM(buy.legalSpa),
    legalLoan: formatRM(buy.legalLoan),
    upfront: formatRM(buy.upfront),
    dsr: borrow.dsrPercent === null ? "–" : `${borrow.dsrPercent}%`,
    income60: formatRM(at60.income),
    income70: formatRM(at70.income),
    security: formatRM(rent.security),
    utility: formatRM(rent.utility),
    advance: formatRM(rent.advance),
    tenancyStamp: formatRM(rent.stamp),
    moveIn: formatRM(rent.total),
  };
}
export type CostFigures = ReturnType<typeof costFigures>;
export type FigureName = keyof CostFigures;
