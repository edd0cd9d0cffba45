import type { Lang } from "./languages";

/**
 * A listing's own words (its title and description) are the agent's, not
 * the catalog's: the agent may give a Malay and a Chinese title and
 * description (issue 15, columns title_ms … description_zh). Where the
 * page's language has none, the page shows the main (English) text and marks
 * it lang="en", so a screen reader reads it in English and a search engine
 * does not take it for Malay or Chinese.
 */
export interface ListingText {
  text: string;
  /** "en" when the text shown is the main one on a Malay or Chinese page (render as the element's lang), else undefined. */
  lang: "en" | undefined;
}

export type Titled = { title: string; title_ms?: string; title_zh?: string };
type Described = { description_ms?: string; description_zh?: string };

function choose(main: string, own: string | undefined, lang: Lang): ListingText {
  if (lang === "en") return { text: main, lang: undefined };
  return own?.trim() ? { text: own, lang: undefined } : { text: main, lang: "en" };
}

/** The title a page in `lang` shows. */
export function listingTitle(p: Titled, lang: Lang): ListingText {
  return choose(p.title, lang === "ms" ? p.title_ms : lang === "zh" ? p.title_zh : undefined, lang);
}

/** The description a page in `lang` shows (raw: sanitised on save, and again by the loader). */
export function listingDescription(p: Described & { description: string }, lang: Lang): ListingText {
  return choose(p.description, lang === "ms" ? p.description_ms : lang === "zh" ? p.description_zh : undefined, lang);
}

/** The title alone, for places without markup (alt texts, messages, meta). */
export function titleIn(p: Titled, lang: Lang): string {
  return listingTitle(p, lang).text;
}
