import { useI18n } from "~/i18n/context";
import { readCostInputs } from "~/costs/inputs";
import { listingTermsQuery, type ListingRentTerms } from "~/costs/rent";
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
      <CostToBuy inputs={inputs} figures={figures} priceInput={false} compact />
    </CostsForm>
  );
}

type RentTerms = ListingRentTerms & { rent: number };

/** A rent listing's cost to move in, from its own terms where it states them (issue 31 item 3). */
export function ListingMoveIn({ rent, security_deposit, utility_deposit, advance_rental, minimum_tenancy }: RentTerms) {
  const { t } = useI18n();
  const own = listingTermsQuery({ security_deposit, utility_deposit, advance_rental, minimum_tenancy });
  const customary = security_deposit == null && utility_deposit == null && advance_rental == null;
  const inputs = readCostInputs(own, { rent });
  const figures = useCostFigures(inputs);
  return (
    <CostsForm submit={t("costs.open")}>
      <MoveIn inputs={inputs} figures={figures} rentInput={false} customary={customary} compact />
    </CostsForm>
  );
}
