import { IntlMessageFormat } from "intl-messageformat";
import { CATALOGS, type MessageKey } from "./catalogs";
import { DEFAULT_LANG, LANG_TAG, LANGS, type Lang } from "./languages";

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const cache = new Map<Lang, Translate>();

/**
 * The ICU message formatter of one language (intl-messageformat, FormatJS):
 * plural rules and number formats from the runtime's Intl for that locale.
 * Each message is parsed once, on first use. A key missing from a catalog
 * falls back to English (the catalog test keeps that from shipping).
 *
 * Server-side only in practice: public pages are not hydrated, and the
 * admin's client code never imports this module (the top bar and footer
 * read their pre-formatted texts from the root loader, see context.tsx).
 */
export function translator(lang: Lang): Translate {
  const known = cache.get(lang);
  if (known) return known;
  const messages = CATALOGS[lang];
  const fallback = CATALOGS[DEFAULT_LANG];
  const compiled = new Map<string, IntlMessageFormat>();
  const t: Translate = (key, values) => {
    let format = compiled.get(key);
    if (!format) {
      const source = messages[key] ?? fallback[key];
      if (source === undefined) return key;
      format = new IntlMessageFormat(source, LANG_TAG[lang], undefined, { ignoreTag: true });
      compiled.set(key, format);
    }
    return String(format.format(values));
  };
  cache.set(lang, t);
  return t;
}

const plain = new Map<string, Record<string, string>>();

/**
 * The messages of a domain (e.g. `frame`) formatted without values: texts the
 * client may need as plain strings. The same for every request in a language,
 * so worked out once (the root loader asks on every render).
 */
export function plainTexts(lang: Lang, domain: string): Record<string, string> {
  const known = plain.get(`${lang} ${domain}`);
  if (known) return known;
  const t = translator(lang);
  const out: Record<string, string> = {};
  for (const key of Object.keys(CATALOGS[DEFAULT_LANG])) {
    if (key.startsWith(`${domain}.`)) out[key] = t(key as MessageKey);
  }
  plain.set(`${lang} ${domain}`, out);
  return out;
}

let offers: Record<Lang, { offer: string; dismiss: string }> | undefined;

/** "This page is also in …" and "No, thanks", each in its own language (the switcher's hidden bubbles). */
export function languageOffers(): Record<Lang, { offer: string; dismiss: string }> {
  offers ??= Object.fromEntries(
    LANGS.map((l) => [l, { offer: translator(l)("frame.language.suggest"), dismiss: translator(l)("frame.language.dismiss") }]),
  ) as Record<Lang, { offer: string; dismiss: string }>;
  return offers;
}

/** Whether a key has a message (keys built from data, such as a choice's value, may not). */
export function hasMessage(key: string): key is MessageKey {
  return key in CATALOGS[DEFAULT_LANG];
}
