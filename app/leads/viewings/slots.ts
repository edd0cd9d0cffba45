import { addDays, malaysiaToday } from "~/properties/display/malaysia-date";

/**
 * The agent's viewing hours and the free slots they give (issue 32 item 2,
 * decision 058). Everything the agent sets is Malaysia time
 * (Asia/Kuala_Lumpur): UTC+8 all year, no daylight saving, so a Malaysian
 * date and clock time is one fixed UTC moment. Stored moments are ISO UTC.
 */
export const MALAYSIA_OFFSET_MS = 8 * 3600_000;
/** How far ahead a visitor may book: today and the next 13 days. */
export const BOOKING_DAYS = 14;
export const SLOT_MINUTES_CHOICES = [30, 45, 60, 90, 120] as const;
/** ISO weekdays, Monday first, as the agent's form lists them. */
export const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "10:00"–"18:00" on one weekday. */
export type Hours = [from: string, to: string];

export interface Availability {
  weekly: Partial<Record<Weekday, Hours[]>>;
  slotMinutes: number;
  blocked: string[];
}

export interface Slot {
  start: string;
  end: string;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:MM", or null when it is not a clock time. */
export function clockMinutes(clock: string): number | null {
  const m = CLOCK.exec(clock);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** A Malaysian date and minutes after its midnight as the UTC moment. */
export function malaysiaMoment(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 - MALAYSIA_OFFSET_MS);
}

/** The ISO weekday ("1" Monday … "7" Sunday) of a 'YYYY-MM-DD'. */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return String(day === 0 ? 7 : day) as Weekday;
}

/** Every slot the hours give on one Malaysian date, whether taken or not. */
export function slotsOn(date: string, availability: Availability): Slot[] {
  if (availability.blocked.includes(date)) return [];
  const length = availability.slotMinutes;
  const slots: Slot[] = [];
  for (const [from, to] of availability.weekly[weekdayOf(date)] ?? []) {
    const start = clockMinutes(from);
    const end = clockMinutes(to);
    if (start === null || end === null || length <= 0) continue;
    for (let at = start; at + length <= end; at += length) {
      slots.push({ start: malaysiaMoment(date, at).toISOString(), end: malaysiaMoment(date, at + length).toISOString() });
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

const overlaps = (a: Slot, b: Slot) => a.start < b.end && b.start < a.end;

/**
 * The slots a visitor may pick now: today (Malaysia) and the next 13 days,
 * from the weekly hours, leaving out blocked dates, slots that have begun and
 * any slot overlapping one that a request holds (pending, proposed or
 * confirmed), so a change of slot length cannot offer half of a taken hour.
 */
export function freeSlots(availability: Availability, held: Slot[], now: Date = new Date(), days = BOOKING_DAYS): Slot[] {
  const today = malaysiaToday(now);
  const at = now.toISOString();
  const free: Slot[] = [];
  for (let i = 0; i < days; i++) {
    for (const slot of slotsOn(addDays(today, i), availability)) {
      if (slot.start > at && !held.some((h) => overlaps(h, slot))) free.push(slot);
    }
  }
  return free;
}

/** The Malaysian date ('YYYY-MM-DD') a slot falls on. */
export function slotDate(iso: string): string {
  return malaysiaToday(new Date(iso));
}
