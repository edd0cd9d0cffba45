import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { getDb } from "~/platform/db/db.server";
import { WEEKDAYS, clockMinutes, type Availability, type Hours, type Weekday } from "./slots";

function parseWeekly(json: string): Availability["weekly"] {
  try {
    const raw = JSON.parse(json) as Record<string, unknown>;
    const weekly: Availability["weekly"] = {};
    for (const day of WEEKDAYS) {
      const hours = raw[day];
      if (Array.isArray(hours)) weekly[day] = hours.filter((h): h is Hours => Array.isArray(h) && h.length === 2 && h.every((c) => typeof c === "string"));
    }
    return weekly;
  } catch {
    return {};
  }
}

function parseDates(json: string): string[] {
  try {
    const raw = JSON.parse(json) as unknown;
    return Array.isArray(raw) ? raw.filter((d): d is string => typeof d === "string") : [];
  } catch {
    return [];
  }
}

/** The agent's viewing hours as stored (the migration writes the row; none reads as no hours at all). */
export async function getAvailability(): Promise<Availability> {
  const row = await getDb().selectFrom("viewing_availability").select(["weekly_hours", "slot_minutes", "blocked_dates"]).where("id", "=", 1).executeTakeFirst();
  if (!row) return { weekly: {}, slotMinutes: 60, blocked: [] };
  return { weekly: parseWeekly(row.weekly_hours), slotMinutes: Number(row.slot_minutes), blocked: parseDates(row.blocked_dates) };
}

export async function saveAvailability(availability: Availability): Promise<void> {
  await getDb()
    .updateTable("viewing_availability")
    .set({
      weekly_hours: JSON.stringify(availability.weekly),
      slot_minutes: availability.slotMinutes,
      blocked_dates: JSON.stringify([...new Set(availability.blocked)].sort()),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", 1)
    .execute();
}

export interface AvailabilityForm {
  availability: Availability;
  errors: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The admin's hours form: per weekday a tick ("day-1" … "day-7") and its
 * hours ("from-1", "to-1"), a slot length, and blocked dates one per line or
 * comma (YYYY-MM-DD). What is wrong is said per field, in English like the admin.
 */
export function readAvailabilityForm(form: FormData, slotChoices: readonly number[]): AvailabilityForm {
  const errors: string[] = [];
  const weekly: Availability["weekly"] = {};
  const names: Record<Weekday, string> = { "1": "Monday", "2": "Tuesday", "3": "Wednesday", "4": "Thursday", "5": "Friday", "6": "Saturday", "7": "Sunday" };
  for (const day of WEEKDAYS) {
    if (form.get(`day-${day}`) !== "on") continue;
    const from = String(form.get(`from-${day}`) ?? "").trim();
    const to = String(form.get(`to-${day}`) ?? "").trim();
    const a = clockMinutes(from);
    const b = clockMinutes(to);
    if (a === null || b === null) errors.push(`${names[day]}: give the hours as 24-hour times, for example 10:00 and 18:00.`);
    else if (a >= b) errors.push(`${names[day]}: the end (${to}) must be after the start (${from}).`);
    else weekly[day] = [[from, to]];
  }
  const slotMinutes = Number(form.get("slot_minutes"));
  if (!slotChoices.includes(slotMinutes)) errors.push("Pick a slot length from the list.");
  const blocked: string[] = [];
  for (const part of String(form.get("blocked") ?? "").split(/[\s,]+/).filter(Boolean)) {
    const valid = DATE.test(part) && !Number.isNaN(Date.parse(`${part}T00:00:00Z`)) && new Date(`${part}T00:00:00Z`).toISOString().startsWith(part);
    if (valid) blocked.push(part);
    else errors.push(`Blocked dates: "${part}" is not a date; write it as YYYY-MM-DD, for example 2026-12-25.`);
  }
  return { availability: { weekly, slotMinutes: slotChoices.includes(slotMinutes) ? slotMinutes : 60, blocked }, errors };
}

const sha256 = (s: string) => createHash("sha256").update(s).digest();

/**
 * A new secret for the calendar feed: the old link stops working at once. Only
 * its SHA-256 is stored; the secret is shown to the agent this once.
 */
export async function newCalendarSecret(): Promise<string> {
  const secret = randomBytes(24).toString("base64url");
  await getDb().updateTable("viewing_availability").set({ calendar_secret_hash: sha256(secret).toString("hex") }).where("id", "=", 1).execute();
  return secret;
}

export async function revokeCalendarSecret(): Promise<void> {
  await getDb().updateTable("viewing_availability").set({ calendar_secret_hash: null }).where("id", "=", 1).execute();
}

export async function calendarFeedOn(): Promise<boolean> {
  const row = await getDb().selectFrom("viewing_availability").select("calendar_secret_hash").where("id", "=", 1).executeTakeFirst();
  return Boolean(row?.calendar_secret_hash);
}

/** Whether `secret` opens the feed: the hashes are compared in constant time (a guess learns nothing from the timing). */
export async function calendarSecretMatches(secret: string): Promise<boolean> {
  const row = await getDb().selectFrom("viewing_availability").select("calendar_secret_hash").where("id", "=", 1).executeTakeFirst();
  if (!row?.calendar_secret_hash) return false;
  const stored = Buffer.from(row.calendar_secret_hash, "hex");
  const given = sha256(secret);
  return stored.length === given.length && timingSafeEqual(stored, given);
}
