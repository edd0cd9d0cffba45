const formatter = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 2 });

/** `RM 1,250,000` — the way Malaysian adverts write a price. */
export function formatRM(amount: number): string {
  return `RM ${formatter.format(amount)}`;
}

/** `RM 2,300 / month`. */
export function formatRent(amount: number): string {
  return `${formatRM(amount)} / month`;
}

export function formatSqft(area: number): string {
  return `${formatter.format(area)} sqft`;
}
