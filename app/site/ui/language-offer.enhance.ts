import { closestTo, pageLang, selector, type DataName } from "~/components/page-script";
import { LANGS } from "~/i18n/languages";

/** What LanguageSwitcher.tsx renders: each language's link, the hidden offers (by language) and their "No, thanks". */
export const LANGUAGE = {
  link: "data-lang",
  suggest: "data-lang-suggest",
  dismiss: "data-lang-dismiss",
} as const satisfies Record<string, DataName>;

const CHOSEN_KEY = "lang-chosen";

/**
 * Offer the browser's language, never redirect (issue 15). The page is the same
 * for every visitor (it is cached), so it cannot pick the language itself. Where
 * the browser's first language among ours (navigator.languages) differs from the
 * page's, the bubble the language switcher rendered hidden ("Halaman ini juga ada
 * dalam Bahasa Malaysia.") is shown. A visitor who picked a language, or said
 * "No, thanks", is not asked again. The offer is looked at after the page's load task
 * (app/enhance/public-page.ts): it reads localStorage.
 */
export function enhanceLanguageOffer(): () => void {
  const lang = pageLang();
  document.addEventListener("click", (event) => {
    const link = closestTo(event, `${selector(LANGUAGE.link)}, ${selector(LANGUAGE.suggest)} a, ${selector(LANGUAGE.dismiss)}`);
    // "No, thanks" keeps the page's language: the visitor chose it.
    const dismissed = link?.hasAttribute(LANGUAGE.dismiss);
    const chosen = dismissed
      ? lang
      : (link?.getAttribute(LANGUAGE.link) ?? link?.closest(selector(LANGUAGE.suggest))?.getAttribute(LANGUAGE.suggest));
    if (!chosen) return;
    if (dismissed) link?.closest(selector(LANGUAGE.suggest))?.setAttribute("hidden", "");
    try {
      localStorage.setItem(CHOSEN_KEY, chosen);
    } catch {
      // Storage off: the offer may show again, nothing worse.
    }
  });
  return () => {
    let chosen: string | null = null;
    try {
      chosen = localStorage.getItem(CHOSEN_KEY);
    } catch {
      // Storage off: treat as not chosen.
    }
    if (chosen) return;
    const first = (navigator.languages?.length ? navigator.languages : [navigator.language])
      .map((tag) => tag.trim().toLowerCase().split(/[-_;]/)[0])
      .find((base) => (LANGS as readonly string[]).includes(base ?? ""));
    const offer = first && first !== lang ? document.querySelector(selector(LANGUAGE.suggest, first)) : null;
    if (offer instanceof HTMLElement) offer.hidden = false;
  };
}
