/**
 * Every Malaysian rate the cost calculators use, with the text that sets it and the day it
 * took effect (issue 31 item 4, decision 049). A budget change is one edit here and a test
 * update in tests/unit/costs/: nothing else holds a rate. The page shows RATES_CHECKED.
 *
 * Money is in whole ringgit. "Per RM100 or part" means the value is rounded up to the next
 * RM100 before the rate applies (the Stamp Act's wording).
 *
 * Checked against what could be read here (no gazette site is reachable from this workplace:
 * the texts below are from stored copies of the Act, law firms' alerts and the Bar's statements;
 * decision 049 lists which rate rests on which). Where the official text was not found, the
 * comment says so and names the source used instead.
 */

/** The day these rates were last checked against their sources (shown on the page). */
export const RATES_CHECKED = "2026-11-26";

export type Source = { name: string; effective: string | null };

/** A tier: from the ringgit after `above`, `perUnit` ringgit for every `unit` ringgit or part. */
export type Tier = { above: number; unit: number; perUnit: number };

/**
 * Stamp duty on the memorandum of transfer, on the price (or market value, if higher). Tiers (i)–(iii)
 * from the Act's First Schedule (reprint text and the MIA's stamp duty notes agree). Tier (iv), 4% above
 * RM1m, was added by the Finance Act 2018 from 1 January 2019, but remitted back to 3% for instruments
 * stamped by 30 June 2019 (Stamp Duty (Remission) (No. 2) Order 2018, per Skrine's alert of January
 * 2019): in full force from 1 July 2019. The amending Act's own text was not read here.
 */
export const TRANSFER_DUTY = {
  tiers: [
    { above: 0, unit: 100, perUnit: 1 },
    { above: 100_000, unit: 100, perUnit: 2 },
    { above: 500_000, unit: 100, perUnit: 3 },
    { above: 1_000_000, unit: 100, perUnit: 4 },
  ] satisfies Tier[],
  source: { name: "Stamp Act 1949, First Schedule, item 32(a); the 4% tier by the Finance Act 2018", effective: "2019-07-01" },
} as const;

/** A foreign company, or a buyer who is neither a citizen nor a permanent resident: one flat rate. */
export const FOREIGN_TRANSFER_DUTY = {
  percent: 4,
  source: { name: "Finance (No. 2) Act 2023 (Act 851), s. 68: Stamp Act 1949, First Schedule, item 32(aa)", effective: "2024-01-01" },
} as const;

/**
 * Stamp duty on the loan agreement: RM5 for every RM1,000 or part (0.5%), item 22(1)(a) (a loan
 * agreement), the same rate as a charge that is the principal security, item 27(a)(iii). The rate is
 * from the MIA's stamp duty notes and property sites' tables (RM450,000 → RM2,250); the Schedule's
 * item 22 text itself was not found here. A long-standing rate: no date of effect is shown.
 */
export const LOAN_DUTY = {
  tier: { above: 0, unit: 1_000, perUnit: 5 } satisfies Tier,
  source: { name: "Stamp Act 1949, First Schedule, item 22(1)(a)", effective: null },
} as const;

/**
 * The first-home exemption: no duty on the transfer nor the loan agreement for one residential
 * home up to RM500,000, for a Malaysian citizen who has never owned a home (also by gift or
 * inheritance), with a statutory declaration. Orders of 2021 for SPAs to 31 Dec 2025 (their terms from
 * Skrine's and EY's alerts on the gazetted orders); Budget 2026 extended the end to 31 Dec 2027: only
 * news and firms' articles say so, the extending order was not found (checked again 2026-11-26).
 */
export const FIRST_HOME = {
  maxPrice: 500_000,
  spaUntil: "2027-12-31",
  source: { name: "Stamp Duty (Exemption) Order 2021 [P.U.(A) 53] and (No. 2) Order 2021 [P.U.(A) 54]; Budget 2026", effective: "2021-01-01" },
} as const;

/**
 * Lawyers' scale fee, the same scale for the sale and purchase agreement (on the price) and the
 * loan agreement (on the loan): 1.25% of the first RM500,000 (at least RM500), 1% of the next
 * RM7,000,000; above RM7.5m the fee is negotiable up to 1%, which is what we show. In force from
 * 15 July 2023 by the Malaysian Bar's own statement; the scale is from firms' published calculators
 * (MARKET.md), the gazetted order's schedule was not found here.
 */
export const LEGAL_FEES = {
  tiers: [
    { upTo: 500_000, percent: 1.25 },
    { upTo: 7_500_000, percent: 1 },
    { upTo: Infinity, percent: 1 },
  ],
  minimum: 500,
  source: { name: "Solicitors' Remuneration Order 2023, First and Fourth Schedules", effective: "2023-07-15" },
} as const;

/**
 * The tenancy agreement: per RM250 or part of the yearly rent, RM1 for a term up to a year,
 * RM2 over a year up to three, RM4 over three (the Act's reprint text; a few stamping pages still say
 * RM3). No exemption for a yearly rent up to RM2,400 for agreements from 1 Jan 2025 (Finance Act 2024,
 * as property and stamping sites state it; the Act's section itself was not read here).
 */
export const TENANCY_DUTY = {
  unit: 250,
  byTerm: [
    { upToYears: 1, perUnit: 1 },
    { upToYears: 3, perUnit: 2 },
    { upToYears: Infinity, perUnit: 4 },
  ],
  source: { name: "Stamp Act 1949, First Schedule, item 49(a); exemption removed by Finance Act 2024 (Act 862)", effective: "2025-01-01" },
} as const;

/** What tenants in Malaysia customarily pay before the keys, in months of rent, when a listing says nothing. */
export const CUSTOMARY_MOVE_IN = { securityMonths: 2, utilityMonths: 0.5, advanceMonths: 1 } as const;

/**
 * Banks' lending: up to 90% of the price for a first and second home loan (70% from the third),
 * up to 35 years and to age 70; the debt service ratio most banks accept is 60% to 70% of net income.
 */
export const LENDING = {
  maxMarginPercent: 90,
  thirdLoanMarginPercent: 70,
  maxYears: 35,
  maxAge: 70,
  dsrPercents: [60, 70],
  source: { name: "Bank Negara Malaysia: 70% margin from the third housing loan; banks' published DSR limits", effective: "2010-11-03" },
} as const;

/** The sources the page lists under the figures, in the order of the figures. */
export const BUY_SOURCES: Source[] = [TRANSFER_DUTY.source, FOREIGN_TRANSFER_DUTY.source, FIRST_HOME.source, LOAN_DUTY.source, LEGAL_FEES.source, LENDING.source];
export const RENT_SOURCES: Source[] = [TENANCY_DUTY.source];
