import { describe, expect, it } from "vitest";
import { legalFee, loanDuty, tenancyDuty, transferDuty } from "~/costs/duty";
import { borrowing, costToBuy } from "~/costs/buy";
import { costToMoveIn } from "~/costs/rent";
import { costProblems, readCostInputs } from "~/costs/inputs";
import { pageCacheKey } from "~/site/page-cache-key";

/**
 * Issue 31: each rate reproduces the worked examples published with it, the source named at each
 * case. Most are gathered in shared/MARKET.md ("Costs of buying and renting", from law firms'
 * calculators and the Malaysian Bar); the scale is the one app/costs/rates.ts names.
 */
describe("stamp duty on the memorandum of transfer (Stamp Act 1949, First Schedule item 32(a), scale from 1 July 2019)", () => {
  // MARKET.md's worked figures; RM 500,000 → RM 9,000 is also the MIA's stamp duty notes' table
  // ("first 100,000 … 1,000; next 400,000 … 8,000"), and the tiers are Chia Lee & Associates'
  // "Stamp duty for transfer of property" table (1% / 2% / 3% / 4% above RM 1,000,000).
  it.each([
    [300_000, 5_000],
    [500_000, 9_000],
    [800_000, 18_000],
    [1_000_000, 24_000],
    [1_500_000, 44_000],
  ])("RM %i → RM %i", (price, duty) => {
    expect(transferDuty(price)).toBe(duty);
    // A Malaysian company pays the same scale.
    expect(transferDuty(price, "company")).toBe(duty);
  });

  it("counts each RM100 or part of one: RM 100,050 pays RM1 more than RM 100,000", () => {
    expect(transferDuty(100_050)).toBe(transferDuty(100_000) + 2);
  });

  // The Act's own words: "RM4.00 for every RM100 or fractional part" (decision 049).
  it("a foreign buyer pays a flat 4% (Finance (No. 2) Act 2023 s. 68, item 32(aa), from 1 January 2024)", () => {
    expect(transferDuty(500_000, "foreign")).toBe(20_000);
    expect(transferDuty(1_000_000, "foreign")).toBe(40_000);
  });

  // The orders' terms as Skrine's (February 2021) and EY's alerts give them: market value up to RM 500,000.
  it("a first home up to RM 500,000 pays none, transfer and loan (Stamp Duty (Exemption) Orders 2021, P.U.(A) 53 and 54)", () => {
    expect(transferDuty(500_000, "firstHome")).toBe(0);
    expect(loanDuty(450_000, "firstHome", 500_000)).toBe(0);
    // One ringgit over the cap: the full scale, on the whole price (the 75% remission ended 31 Dec 2023).
    expect(transferDuty(500_001, "firstHome")).toBe(9_003);
    expect(loanDuty(450_000, "firstHome", 500_001)).toBe(2_250);
  });
});

describe("stamp duty on the loan agreement (Stamp Act 1949, First Schedule item 22(1)(a): RM5 per RM1,000 or part)", () => {
  // RM 450,000 → RM 2,250: MARKET.md and PropCashflow's "Stamp duty on loan agreement" table (0.5%).
  it("RM 450,000 → RM 2,250; RM 270,000 → RM 1,350; part of a thousand counts as one", () => {
    expect(loanDuty(450_000)).toBe(2_250);
    expect(loanDuty(270_000)).toBe(1_350);
    expect(loanDuty(270_001)).toBe(1_355);
  });
});

describe("lawyers' scale fee (Solicitors' Remuneration Order 2023, in force 15 July 2023)", () => {
  // MARKET.md's figures from firms' SRO 2023 calculators; the date from the Malaysian Bar's statement.
  it.each([
    [300_000, 3_750],
    [500_000, 6_250],
    [1_000_000, 11_250],
    [1_500_000, 16_250],
  ])("RM %i → RM %i", (value, fee) => {
    expect(legalFee(value)).toBe(fee);
  });

  it("never less than RM 500, and 1% above RM 7.5 million (negotiable up to that)", () => {
    expect(legalFee(30_000)).toBe(500);
    expect(legalFee(8_500_000)).toBe(6_250 + 70_000 + 10_000);
  });

  it("is not the superseded 2017 scale (RM 1 million was RM 9,000 under it: 1% then 0.8%)", () => {
    expect(legalFee(1_000_000)).not.toBe(9_000);
  });
});

describe("tenancy agreement stamp duty (Stamp Act 1949 item 49(a); no RM2,400 exemption from 1 January 2025)", () => {
  // RM 1,500 × 1 year → RM 72, RM 2,000 × 2 years → RM 192, RM 3,500 × 3 years → RM 336: MARKET.md.
  it.each([
    [1_500, 1, 72],
    [2_000, 2, 192],
    [3_500, 3, 336],
    [3_500, 4, 672],
    [150, 1, 8],
    // PropertyLink's FAQ after the exemption ended: RM 8,000 a month for a year, (8,000 × 12) / 250 = RM 384.
    [8_000, 1, 384],
  ])("RM %i a month for %i year(s) → RM %i", (rent, years, duty) => {
    expect(tenancyDuty(rent, years)).toBe(duty);
  });
});

describe("the buyer's cash up front and the borrowing check", () => {
  it("RM 650,000 with 10% down: down payment, both duties and both scale fees add up", () => {
    const costs = costToBuy({ price: 650_000, marginPercent: 90, ratePercent: 4, years: 35, buyer: "citizen" });
    expect(costs).toMatchObject({ loan: 585_000, downPayment: 65_000, stampTransfer: 13_500, stampLoan: 2_925, legalSpa: 7_750, legalLoan: 7_100 });
    expect(costs.upfront).toBe(96_275);
  });

  it("a debt service ratio of 50%, and the net income needed at the banks' 60% and 70%", () => {
    expect(borrowing(2_000, 5_000, 500, [60, 70])).toEqual({
      dsrPercent: 50,
      incomeNeeded: [
        { percent: 60, income: 4_167 },
        { percent: 70, income: 3_572 },
      ],
    });
    expect(borrowing(2_000, 0, 0, [60]).dsrPercent).toBeNull();
  });

  it("the move-in sum at the customary 2 + ½ + 1 months, on RM 2,000 a month for a year", () => {
    const inputs = readCostInputs(new URLSearchParams("rent=2000&termYears=1"));
    expect(costToMoveIn(inputs)).toEqual({ rent: 2_000, security: 4_000, utility: 1_000, advance: 2_000, stamp: 96, total: 7_096 });
  });

  it("tenure stops at 35 years and at age 70; unreadable inputs take the defaults", () => {
    expect(readCostInputs(new URLSearchParams("years=35&age=45")).years).toBe(25);
    expect(readCostInputs(new URLSearchParams("years=40")).years).toBe(35);
    const odd = readCostInputs(new URLSearchParams("price=abc&buyer=alien&marginPercent=150"));
    expect(odd).toMatchObject({ price: 500_000, buyer: "citizen", marginPercent: 100 });
  });
});

describe("the calculators page's cache key (decision 043)", () => {
  it("keeps the inputs the page reads, as it reads them, and nothing else", () => {
    expect(pageCacheKey("/calculators?price=650%2C000&buyer=foreign&utm_source=x&income=&years=35")).toBe(
      "/calculators?buyer=foreign&price=650000&years=35",
    );
    expect(pageCacheKey("/ms/calculators?years=25&price=650000")).toBe(pageCacheKey("/ms/calculators?price=650000&years=25"));
    expect(pageCacheKey("/zh/calculators?buyer=alien")).toBe("/zh/calculators");
  });

  it("keys a page that says a field was not taken as typed by which fields, never by what was typed", () => {
    // 40 years is brought to 35 and "abc" to the default: the page says so beside each field.
    expect(pageCacheKey("/calculators?years=40&price=abc")).toBe("/calculators?invalid=price.years&years=35");
    expect(pageCacheKey("/calculators?years=41&price=xyz")).toBe(pageCacheKey("/calculators?years=40&price=abc"));
    expect(pageCacheKey("/calculators?termYears=2.5")).toBe("/calculators?invalid=termYears&termYears=2.5");
    expect(costProblems(new URLSearchParams("price=650%2C000&years=35&income="))).toEqual([]);
    // The page cache renders the key's URL: it names the same fields, and is its own key.
    expect(costProblems(new URLSearchParams("invalid=price.years.nonsense&years=35"))).toEqual(["price", "years"]);
    expect(pageCacheKey("/calculators?invalid=price.years&years=35")).toBe("/calculators?invalid=price.years&years=35");
  });
});
