import { createContext, useContext, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { MessageKey } from "./catalogs";
import { DEFAULT_LANG, langPath, type Lang } from "./languages";
import type { Translate } from "./translator";

export interface I18n {
  lang: Lang;
  t: Translate;
  /** A site path in the page's language (`/listing/x` → `/ms/listing/x`). */
  path: (path: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * Given by entry.server.tsx for every render, from the request's path. On
 * the client (only the admin hydrates, and it is English) there is no
 * provider: the top bar and footer it re-renders read the `frame` texts the
 * root loader sent as plain strings, so no catalog or ICU code reaches the
 * admin's scripts.
 */
export function I18nProvider({ lang, t, children }: { lang: Lang; t: Translate; children: ReactNode }) {
  return <I18nContext.Provider value={{ lang, t, path: (p) => langPath(lang, p) }}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const given = useContext(I18nContext);
  // The root loader's data (app/site/root-data.ts), read by id: i18n sits below site.
  const frame = useRouteLoaderData<{ frameText?: Record<string, string> }>("root")?.frameText;
  if (given) return given;
  const t = ((key: MessageKey) => frame?.[key] ?? key) as Translate;
  return { lang: DEFAULT_LANG, t, path: (p) => p };
}
