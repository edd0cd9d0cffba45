import { useLocation } from "react-router";
import { useI18n } from "~/i18n/context";
import { useRootData } from "~/site/root-data";
import {
  LANG_NAME,
  LANG_SHORT,
  LANG_TAG,
  LANGS,
  langPath,
  stripLang,
} from "~/i18n/languages";
import { dataAttr } from "~/components/page-script";
import { LANGUAGE } from "./language-offer.enhance";

/**
 * EN · BM · 中文 on every public page: the same page (path and query) in
 * each language. Each name is written in its own language and marked with
 * its `lang`, so a screen reader says it right. The page script may offer the
 * browser's language once (language-offer.enhance.ts), but never redirects: the
 * cached page is the same for every visitor and every crawler.
 */
export function LanguageSwitcher() {
  const { lang, t } = useI18n();
  const suggest = useRootData()?.suggestText;
  const { pathname, search } = useLocation();
  // The admin area is in English only (issue 15).
  if (/^\/(admin|login)(\/|$)/.test(pathname)) return null;
  const english = stripLang(pathname) + search;
  return (
    <>
      <nav
        aria-label={t("frame.language.label")}
        className="flex items-center gap-1 text-sm"
        data-lang-switcher={lang}
      >
        {LANGS.map((l) => (
          <a
            key={l}
            href={langPath(l, english)}
            hrefLang={LANG_TAG[l]}
            lang={LANG_TAG[l]}
            title={LANG_NAME[l]}
            aria-current={l === lang ? "true" : undefined}
            {...dataAttr(LANGUAGE.link, l)}
            className={
              l === lang
                ? "rounded bg-white/15 px-2 py-1 font-semibold text-white"
                : "rounded px-2 py-1 text-white/85 hover:bg-white/10 hover:text-white"
            }
          >
            {LANG_SHORT[l]}
          </a>
        ))}
      </nav>
      {/* Hidden until the page script finds the browser prefers that language (language-offer.enhance.ts).
          A bubble over the page, not a line in it: showing it after load moves nothing (no layout shift). */}
      {suggest
        ? LANGS.filter((l) => l !== lang).map((l) => (
            <div key={l} hidden lang={LANG_TAG[l]} {...dataAttr(LANGUAGE.suggest, l)} className="absolute right-3 top-full z-50 mt-1">
              <p className="flex max-w-[min(22rem,calc(100vw-1.5rem))] items-center gap-3 rounded-lg bg-white px-3 py-2 text-sm text-stone-900 shadow-lg ring-1 ring-black/10">
                <a href={langPath(l, english)} hrefLang={LANG_TAG[l]} className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2">
                  {suggest[l].offer}
                </a>
                <button type="button" {...dataAttr(LANGUAGE.dismiss)} className="shrink-0 rounded px-2 py-1 text-stone-700 hover:bg-stone-100">
                  {suggest[l].dismiss}
                </button>
              </p>
            </div>
          ))
        : null}
    </>
  );
}
