import { LANG_TAG, type Lang } from "~/i18n/languages";

/** English is written day first as Malaysia writes it (en-GB); Malay and Chinese in their Malaysian locales. */
const LOCALE: Record<Lang, string> = { en: "en-GB", ms: LANG_TAG.ms, zh: LANG_TAG.zh };
const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: Lang, kind: "day" | "time" | "full"): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let f = formats.get(key);
  if (!f) {
    const day = { weekday: "short", day: "numeric", month: "short" } as const;
    const time = { hour: "numeric", minute: "2-digit", hour12: true } as const;
    const parts = kind === "day" ? day : kind === "time" ? time : { ...day, ...time };
    f = new Intl.DateTimeFormat(LOCALE[lang], { ...parts, timeZone: "Asia/Kuala_Lumpur" });
    formats.set(key, f);
  }
  return f;
}

/** "Sat, 28 Nov" / "Sab, 28 Nov" / "11月28日周六", in Malaysia time. */
export const slotDay = (iso: string, lang: Lang) => format(lang, "day").format(new Date(iso));
/** "10:00 am" / "10:00 PG" / "上午10:00", in Malaysia time. */
export const slotTime = (iso: string, lang: Lang) => format(lang, "time").format(new Date(iso));
/** Day and time together, for a sentence. */
export const slotWhen = (iso: string, lang: Lang) => format(lang, "full").format(new Date(iso));
