import { sql } from "kysely";
import { getDb } from "~/platform/db/db.server";
import { addDays, malaysiaToday } from "~/properties/display/malaysia-date";
import type { DayFigures, ListingFigures } from "./stats-figures";

export { PERIODS, parsePeriod, tapRate, type DayFigures, type ListingFigures, type Period } from "./stats-figures";

/** The last `days` Malaysian dates, today included. */
export function periodDays(days: number, now: Date = new Date()): { from: string; to: string; dates: string[] } {
  const to = malaysiaToday(now);
  const from = addDays(to, -(days - 1));
  return { from, to, dates: Array.from({ length: days }, (_, i) => addDays(from, i)) };
}

/** Every listing with a view or a tap in the period, most viewed first. */
export async function figuresByListing(from: string, to: string): Promise<ListingFigures[]> {
  const rows = await getDb()
    .selectFrom("listing_daily_stats as s")
    .innerJoin("properties as p", "p.id", "s.property_id")
    .select((eb) => [
      "p.id",
      "p.display_id",
      "p.title",
      eb.fn.sum<number | string>("s.views").as("views"),
      eb.fn.sum<number | string>("s.whatsapp_taps").as("whatsapp_taps"),
    ])
    .where("s.day", ">=", from)
    .where("s.day", "<=", to)
    .groupBy(["p.id", "p.display_id", "p.title"])
    .orderBy(sql`sum(s.views)`, "desc")
    .orderBy("p.display_id", "asc")
    .execute();
  return rows.map((r) => ({ ...r, display_id: Number(r.display_id), views: Number(r.views), whatsapp_taps: Number(r.whatsapp_taps) }));
}

/** Views and taps per day of the period, every day present (zero where nothing was counted); one listing's or all. */
export async function figuresByDay(dates: string[], propertyId?: string): Promise<DayFigures[]> {
  let query = getDb()
    .selectFrom("listing_daily_stats as s")
    .innerJoin("properties as p", "p.id", "s.property_id")
    .select((eb) => ["s.day", eb.fn.sum<number | string>("s.views").as("views"), eb.fn.sum<number | string>("s.whatsapp_taps").as("whatsapp_taps")])
    .where("s.day", ">=", dates[0]!)
    .where("s.day", "<=", dates[dates.length - 1]!)
    .groupBy("s.day");
  if (propertyId) query = query.where("s.property_id", "=", propertyId);
  const byDay = new Map((await query.execute()).map((r) => [r.day, r]));
  return dates.map((day) => {
    const row = byDay.get(day);
    return { day, views: Number(row?.views ?? 0), whatsapp_taps: Number(row?.whatsapp_taps ?? 0) };
  });
}

/** One listing's totals over the last `days` (the panel on its edit page). */
export async function listingTotals(propertyId: string, days = 30): Promise<{ days: number; views: number; whatsapp_taps: number }> {
  const { from, to } = periodDays(days);
  const row = await getDb()
    .selectFrom("listing_daily_stats")
    .select((eb) => [eb.fn.sum<number | string>("views").as("views"), eb.fn.sum<number | string>("whatsapp_taps").as("whatsapp_taps")])
    .where("property_id", "=", propertyId)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .executeTakeFirst();
  return { days, views: Number(row?.views ?? 0), whatsapp_taps: Number(row?.whatsapp_taps ?? 0) };
}

/** Views and WhatsApp taps of every listing from `from` to `to` (Malaysian dates): the dashboard's week against the last. */
export async function totalsBetween(from: string, to: string): Promise<{ views: number; whatsapp_taps: number }> {
  const row = await getDb()
    .selectFrom("listing_daily_stats")
    .select((eb) => [eb.fn.sum<number | string>("views").as("views"), eb.fn.sum<number | string>("whatsapp_taps").as("whatsapp_taps")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .executeTakeFirst();
  return { views: Number(row?.views ?? 0), whatsapp_taps: Number(row?.whatsapp_taps ?? 0) };
}

export interface CsvDayRow {
  display_id: number;
  title: string;
  date: string;
  views: number;
  whatsapp_taps: number;
}

/** One row per listing per day with anything counted, by date then display id (the CSV download). */
export async function dailyRows(from: string, to: string): Promise<CsvDayRow[]> {
  const rows = await getDb()
    .selectFrom("listing_daily_stats as s")
    .innerJoin("properties as p", "p.id", "s.property_id")
    .select(["p.display_id", "p.title", "s.day as date", "s.views", "s.whatsapp_taps"])
    .where("s.day", ">=", from)
    .where("s.day", "<=", to)
    .orderBy("s.day", "asc")
    .orderBy("p.display_id", "asc")
    .execute();
  return rows.map((r) => ({ ...r, display_id: Number(r.display_id), views: Number(r.views), whatsapp_taps: Number(r.whatsapp_taps) }));
}
