import { monthlyInstalment } from "~/properties/display/instalment";
import { firstHomeExempt, legalFee, loanDuty, transferDuty, type Buyer } from "./duty";

export type BuyInputs = { price: number; marginPercent: number; ratePercent: number; years: number; buyer: Buyer };

/**
 * The cash a buyer needs and the loan's instalment (issue 31 item 1). Estimates: disbursements,
 * SST on the lawyers' fees and the valuation are left out (the page says so).
 */
export function costToBuy({ price, marginPercent, ratePercent, years, buyer }: BuyInputs) {
  const loan = Math.round((price * marginPercent) / 100);
  const downPayment = price - loan;
  const stampTransfer = transferDuty(price, buyer);
  const stampLoan = loanDuty(loan, buyer, price);
  const legalSpa = legalFee(price);
  const legalLoan = legalFee(loan);
  return {
    price,
    loan,
    downPayment,
    monthly: monthlyInstalment(price, marginPercent, ratePercent, years),
    stampTransfer,
    stampLoan,
    legalSpa,
    legalLoan,
    exempt: firstHomeExempt(buyer, price),
    upfront: downPayment + stampTransfer + stampLoan + legalSpa + legalLoan,
  };
}
export type BuyCosts = ReturnType<typeof costToBuy>;

/**
 * Can I borrow it (issue 31 item 2): the debt service ratio this loan gives at that net monthly
 * income and other monthly commitments, and the net income needed at each bank threshold.
 */
export function borrowing(monthly: number, income: number, commitments: number, thresholds: readonly number[]) {
  const debts = monthly + commitments;
  return {
    dsrPercent: income > 0 ? Math.round((debts / income) * 1000) / 10 : null,
    incomeNeeded: thresholds.map((percent) => ({ percent, income: Math.ceil((debts * 100) / percent) })),
  };
}
