/** What the statistics page shows, shared by its loader and its components. */

/** The periods the statistics page offers, in days. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export function parsePeriod(value: string | null): Period {
  const days = Number(value);
  return (PERIODS as readonly number[]).includes(days) ? (days as Period) : 30;
}

export interface ListingFigures {
  id: string;
  display_id: number;
  title: string;
  views: number;
  whatsapp_taps: number;
}

/** WhatsApp taps per view, as a percentage with one decimal ("–" without views). */
export function tapRate(views: number, taps: number): string {
  return views > 0 ? `${((taps / views) * 100).toFixed(1)}%` : "–";
}

export interface DayFigures {
  day: string;
  views: number;
  whatsapp_taps: number;
}

