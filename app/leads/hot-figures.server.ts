import { sql } from "kysely";
import { getDb } from "~/platform/db/db.server";
import { addDays, malaysiaToday } from "~/properties/display/malaysia-date";
import { HOT_BASE_DAYS, hotMeasures, hotReason, type HotFigures, type HotMeasure } from "./hot-leads";

export interface HotListing extends HotFigures {
  id: string;
  display_id: number;
  title: string;
  measures: HotMeasure[];
  reason: string;
}

/** Every listing hot today, hottest (most views today) first. */
export async function hotListings(now: Date = new Date()): Promise<HotListing[]> {
  const today = malaysiaToday(now);
  const from = addDays(today, -HOT_BASE_DAYS);
  const num = (col: "views" | "whatsapp_taps", when: "today" | "before") =>
    when === "today"
      ? sql<number | string>`sum(case when s.day = ${today} then ${sql.ref(`s.${col}`)} else 0 end)`
      : sql<number | string>`sum(case when s.day < ${today} then ${sql.ref(`s.${col}`)} else 0 end)`;
  const rows = await getDb()
    .selectFrom("listing_daily_stats as s")
    .innerJoin("properties as p", "p.id", "s.property_id")
    .select([
      "p.id",
      "p.display_id",
      "p.title",
      num("views", "today").as("views_today"),
      num("whatsapp_taps", "today").as("taps_today"),
      num("views", "before").as("views_before"),
      num("whatsapp_taps", "before").as("taps_before"),
    ])
    .where("s.day", ">=", from)
    .where("s.day", "<=", today)
    .groupBy(["p.id", "p.display_id", "p.title"])
    .execute();
  const hot: HotListing[] = [];
  for (const r of rows) {
    const figures: HotFigures = {
      today: { views: Number(r.views_today), whatsapp_taps: Number(r.taps_today) },
      before: { views: Number(r.views_before), whatsapp_taps: Number(r.taps_before) },
    };
    const measures = hotMeasures(figures);
    if (measures.length) hot.push({ id: r.id, display_id: Number(r.display_id), title: r.title, ...figures, measures, reason: hotReason(figures, measures) });
  }
  return hot.sort((a, b) => b.today.views - a.today.views || a.display_id - b.display_id);
}
