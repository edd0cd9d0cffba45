import type { Translate } from "~/i18n/translator";

const formatter = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 2 });

/** `RM 1,250,000` — the way Malaysian adverts write a price. */
export function formatRM(amount: number): string {
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
