import { DEFAULT_LANG, LANG_TAG, type Lang } from "~/i18n/languages";

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

/** The locale a date is written in: English day first as Malaysia writes it (en-GB, "5 Dec 2026"); Malay "5 Dis 2026"; Chinese "2026年12月5日". */
const DATE_LOCALE: Record<Lang, string> = { en: "en-GB", ms: LANG_TAG.ms, zh: LANG_TAG.zh };
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** '2026-12-05' → '5 Dec 2026', as dates are written in Malaysia; in Malay '5 Dis 2026', in Chinese '2026年12月5日'. */
export function formatDate(date: string, lang: Lang = DEFAULT_LANG): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[lang], { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    dateFormats.set(lang, format);
  }
  return format.format(d);
}

/** A stored moment (ISO, UTC) as the day it was in Malaysia, written for the page: '2026-11-25T17:30:00Z' → '26 Nov 2026'. */
export function malaysianDate(iso: string, lang: Lang = DEFAULT_LANG): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formatDate(malaysiaToday(at), lang);
}

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Asia/Kuala_Lumpur",
});

/** A stored UTC timestamp as the agent reads it: Malaysia time (Asia/Kuala_Lumpur), e.g. "24 Nov 2026, 14:05". */
export function formatMalaysiaTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : timeFormat.format(d);
}
