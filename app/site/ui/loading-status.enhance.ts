import { closestTo, showStatus, text } from "~/components/page-script";
import { stripLang } from "~/i18n/languages";
import { isListingPath, isListPath } from "~/properties/paths";

/** The loading text (docs/product.md#loading-states) for the page at url, or "" for any other page. */
function loadingText(url: URL): string {
  if (url.origin !== location.origin) return "";
  const path = stripLang(url.pathname);
  if (isListingPath(path)) return text("loading");
  return isListPath(path) ? text("loadingProperties") : "";
}

/**
 * Public pages have no client router: while the browser fetches the next page,
 * the status bubble (components/PageStatus.tsx) says what is loading. Registered
 * after the widgets that take a click for themselves (a video's player), which
 * mark it handled.
 */
export function enhanceLoadingStatus(): void {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = closestTo(event, "a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
    if (link.target && link.target !== "_self") return;
    const url = new URL(link.href);
    // A link within this page (the skip link) loads nothing.
    if (url.hash && url.pathname === location.pathname && url.search === location.search) return;
    showStatus(loadingText(url));
  });
  // Back to a page kept in the browser's memory: it is not loading anything.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) showStatus("");
  });
}
