/** Malaysia keeps UTC+8 all year (no daylight saving). */
const MALAYSIA_OFFSET_MS = 8 * 3600_000;

/** Today's date in Malaysia as 'YYYY-MM-DD': the agent's dates (Authorised Until) are Malaysian dates. */
export function malaysiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '2026-12-05' → '5 Dec 2026', as dates are written in Malaysia. */
export function formatDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(d);
}
