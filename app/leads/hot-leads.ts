/**
 * When a listing is "hot" (issue 32 item 4, decision 059): today's views or
 * WhatsApp taps are at least three times its daily average over the seven
 * days before, and at least a floor, so a quiet listing going from 1 view to 3
 * is not news. A listing with nothing in the seven days before is hot once it
 * reaches the floor. "Today" is the Malaysian day so far.
 */
export const HOT_FACTOR = 3;
export const HOT_FLOOR = { views: 10, whatsapp_taps: 3 } as const;
/** The days before today whose average today is compared with. */
export const HOT_BASE_DAYS = 7;

export type HotMeasure = keyof typeof HOT_FLOOR;

export interface HotFigures {
  today: { views: number; whatsapp_taps: number };
  /** Sums over the HOT_BASE_DAYS days before today. */
  before: { views: number; whatsapp_taps: number };
}

/** The measures that jumped, views first; empty when the listing is not hot. */
export function hotMeasures(figures: HotFigures): HotMeasure[] {
  return (Object.keys(HOT_FLOOR) as HotMeasure[]).filter((m) => {
    const today = figures.today[m];
    const average = figures.before[m] / HOT_BASE_DAYS;
    return today >= HOT_FLOOR[m] && today >= HOT_FACTOR * average;
  });
}

/** "Views 12 today (7-day average 2.0)", as the statistics page and the notification say it. */
export function hotReason(figures: HotFigures, measures: HotMeasure[]): string {
  return measures
    .map((m) => `${m === "views" ? "Views" : "WhatsApp taps"} ${figures.today[m]} today (7-day average ${(figures.before[m] / HOT_BASE_DAYS).toFixed(1)})`)
    .join("; ");
}
