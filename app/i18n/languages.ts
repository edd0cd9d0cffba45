/**
 * The site's three languages (issue 15). English keeps today's URLs; Bahasa
 * Malaysia and Simplified Chinese live under /ms/ and /zh/, so every language
 * of every page is its own URL: cacheable, linkable, and indexed by search
 * engines. This module is tiny and client-safe; the catalogs are not.
 */
export const LANGS = ["en", "ms", "zh"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

/** BCP 47 tags: `<html lang>`, hreflang, and the locale numbers and dates are formatted in. */
export const LANG_TAG: Record<Lang, string> = { en: "en-MY", ms: "ms-MY", zh: "zh-Hans-MY" };

/** Open Graph's locale form (language_TERRITORY). */
export const OG_LOCALE: Record<Lang, string> = { en: "en_MY", ms: "ms_MY", zh: "zh_CN" };

/** Each language named in itself, as a switcher shows it. */
export const LANG_NAME: Record<Lang, string> = { en: "English", ms: "Bahasa Malaysia", zh: "中文" };
/** The switcher's short label. */
export const LANG_SHORT: Record<Lang, string> = { en: "EN", ms: "BM", zh: "中文" };

const PREFIXED = /^\/(ms|zh)(?=\/|$)/;

/** The language a path is in: `/ms/…` Malay, `/zh/…` Chinese, anything else English. */
export function langOfPath(pathname: string): Lang {
  const match = PREFIXED.exec(pathname);
  return match ? (match[1] as Lang) : DEFAULT_LANG;
}

/** The English path of any page: `/ms/listing/x` → `/listing/x`, `/zh` → `/`. */
export function stripLang(path: string): string {
  const rest = path.replace(PREFIXED, "");
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * A site path in a language: `/listing/x` → `/ms/listing/x`, `/` → `/ms/`,
 * `/?page=2` → `/ms/?page=2`. Absolute URLs and non-page paths pass through.
 */
export function langPath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG || !path.startsWith("/") || path.startsWith("//")) return path;
  if (NOT_TRANSLATED.test(path)) return path;
  return `/${lang}${path}`;
}

/** Files and the admin's pages have one language: their links are never prefixed (a brochure is in the page's language). */
const NOT_TRANSLATED = /^\/(admin|login|logout|images|assets|api|sitemap|sitemaps|robots\.txt|favicon|healthz|readyz|metrics)(?=[/?.#]|$)/;
