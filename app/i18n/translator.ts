import { IntlMessageFormat } from "intl-messageformat";
import { CATALOGS, type MessageKey } from "./catalogs";
import { DEFAULT_LANG, LANG_TAG, type Lang } from "./languages";

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

/** The messages of a domain (e.g. `frame`) formatted without values: texts the client may need as plain strings. */
export function plainTexts(lang: Lang, domain: string): Record<string, string> {
  const t = translator(lang);
  const out: Record<string, string> = {};
  for (const key of Object.keys(CATALOGS[DEFAULT_LANG])) {
    if (key.startsWith(`${domain}.`)) out[key] = t(key as MessageKey);
  }
  return out;
}

/** Whether a key has a message (keys built from data, such as a choice's value, may not). */
export function hasMessage(key: string): key is MessageKey {
  return key in CATALOGS[DEFAULT_LANG];
}
