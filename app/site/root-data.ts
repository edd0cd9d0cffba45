import { useRouteLoaderData } from "react-router";
import type { PublicEnv } from "~/platform/config.server";
import type { Lang } from "~/i18n/languages";

/**
 * What the root loader gives every page: the agency and negotiator details
 * and whether an admin is signed in. Declared here rather than inferred from
 * root.tsx, so the top bar and footer need not import the root module that
 * renders them.
 */
export interface RootData {
  env: PublicEnv;
  brand: SiteBrand;
  signedIn: boolean;
  /** The page's language, from its path (issue 15): meta functions read it from the root match. */
  lang: Lang;
  /** The `frame` messages pre-formatted: the hydrated admin re-renders the top bar and footer without the catalogs. */
  frameText: Record<string, string>;
  /** "This page is also in …", each in its own language: the page script shows the one the browser prefers. */
  suggestText: Record<Lang, { offer: string; dismiss: string }>;
  /** The page script's texts in the page's language (app/i18n/script-text.ts); absent on the admin's pages. */
  scriptText?: Record<string, string>;
}

/** The agency's logo and colours from /admin/settings (decision 020). */
export interface SiteBrand {
  logo: { url: string; width: number; height: number } | null;
  /** `:root{--color-brand-…}`: built from validated #rrggbb values only (app/platform/site-settings/palette.ts). */
  css: string;
  /** The negotiator's square photo for the contact card, or null. */
  consultantPhoto: string | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
