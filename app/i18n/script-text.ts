import { CATALOGS } from "./catalogs";
import { DEFAULT_LANG, type Lang } from "./languages";

const PREFIX = "script.";
const byLang = new Map<Lang, Record<string, string>>();

/**
 * The page script's texts (the `script` domain) in one language, as their
 * catalog source: short keys ("loading") to ICU messages that use only
 * plain `{name}` placeholders, which the page script (components/page-script.ts, `text`) fills in
 * itself. The script stays small: no ICU code ships to visitors.
 * The root loader gives them to public pages only; `PageText` renders them.
 */
export function scriptTexts(lang: Lang): Record<string, string> {
  // The same for every request in a language: worked out once (the root loader asks on every render).
  const known = byLang.get(lang);
  if (known) return known;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(CATALOGS[DEFAULT_LANG])) {
    if (key.startsWith(PREFIX)) out[key.slice(PREFIX.length)] = CATALOGS[lang][key] ?? message;
  }
  byLang.set(lang, out);
  return out;
}
