import type { Translate } from "~/i18n/translator";

/**
 * Made on the first price formatted, not when the module loads: the public page
 * script carries this module (the calculators, the instalment box), and building a
 * number format took 17–30 ms in Chromium here (4× that on Lighthouse's phone CPU),
 * which every public page paid on load for a figure only a tap shows (decision 076).
 */
let formatter: Intl.NumberFormat | undefined;

/** `RM 1,250,000` — the way Malaysian adverts write a price. */
export function formatRM(amount: number): string {
  formatter ??= new Intl.NumberFormat("en-MY", { maximumFractionDigits: 2 });
  return `RM ${formatter.format(amount)}`;
}

/** `RM 2,300 / month` (the admin's, in English). */
export function formatRent(amount: number): string {
  return `${formatRM(amount)} / month`;
}

/** `RM 2,300 / month` in the page's language (`RM 2,300 / bulan`, `RM 2,300 / 月`). */
export function rentText(t: Translate, amount: number): string {
  return t("listing.price.perMonth", { price: formatRM(amount) });
}
