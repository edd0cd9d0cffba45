import { useI18n } from "~/i18n/context";
import { readCostInputs } from "~/costs/inputs";
import { CostToBuy } from "./CostToBuy";
import { CostsForm, useCostFigures } from "./CostsForm";
import { MoveIn } from "./MoveIn";

const NONE = new URLSearchParams();

/** A sale listing's cost to buy, from its price (issue 31 item 1; replaces decision 024's instalment box). */
export function ListingCostToBuy({ price }: { price: number }) {
  const { t } = useI18n();
  const inputs = readCostInputs(NONE, { price });
  const figures = useCostFigures(inputs);
  return (
    <CostsForm submit={t("costs.open")}>
      <CostToBuy inputs={inputs} figures={figures} priceInput={false} />
    </CostsForm>
  );
}

type RentTerms = { rent: number; security_deposit?: number | null; utility_deposit?: number | null; advance_rental?: number | null; minimum_tenancy?: number | null };

/** A rent listing's cost to move in, from its own terms where it states them (issue 31 item 3). */
export function ListingMoveIn({ rent, security_deposit, utility_deposit, advance_rental, minimum_tenancy }: RentTerms) {
  const { t } = useI18n();
  const own = new URLSearchParams();
  if (security_deposit != null) own.set("securityMonths", String(security_deposit));
  if (utility_deposit != null) own.set("utilityMonths", String(utility_deposit));
  if (advance_rental != null) own.set("advanceMonths", String(advance_rental));
  // The stamp duty goes by the agreement's term: the listing's minimum tenancy, in whole years.
  if (minimum_tenancy) own.set("termYears", String(Math.ceil(minimum_tenancy / 12)));
  const customary = security_deposit == null && utility_deposit == null && advance_rental == null;
  const inputs = readCostInputs(own, { rent });
  const figures = useCostFigures(inputs);
  return (
    <CostsForm submit={t("costs.open")}>
      <MoveIn inputs={inputs} figures={figures} rentInput={false} customary={customary} />
    </CostsForm>
  );
}
