import { useMatches } from "react-router";

/**
 * Which pages load React in the browser (decision 013).
 *
 * Public pages are server-rendered and stay plain HTML: React DOM and React
 * Router's client (≈ 112 KB gzip) would cost a visitor on a mid-range phone
 * more than everything else on the page, and those pages need no more than
 * the page script (app/enhance/public-page.ts) gives them (gallery, search as you type, the
 * loading texts). The admin area and the sign-in pages hydrate: they are
 * forms, dialogs and an editor. A route opts in with `handle = hydrated`.
 */
export const hydrated = { hydrate: true } as const;

/** Whether any of a page's route handles opts in (the document's scripts; the server's choice of renderer). */
export function hydratesAny(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as { hydrate?: boolean } | undefined)?.hydrate === true);
}

export function useHydrates(): boolean {
  return hydratesAny(useMatches().map((match) => match.handle));
}

/**
 * The clientLoader of every public route. A hydrated page (the admin) that
 * links to a public one would otherwise render it with React, without the
 * public page's script: load it as a document instead, from the page cache.
 * A route with a clientLoader and no server loader is rendered in the browser
 * only, so a public route without data still exports `loader` (tag.tsx).
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}
