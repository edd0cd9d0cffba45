import { closestTo, selector, type DataName } from "~/components/page-script";

/** On the listing page's frame: the listing counted (its id). On a WhatsApp Now link: a tap counted. */
export const COUNT_LISTING: DataName = "data-count-listing";
export const WHATSAPP_NOW: DataName = "data-whatsapp-now";

function sendListingEvent(listing: string, event: "view" | "whatsapp"): void {
  navigator.sendBeacon(`/api/listing-event?listing=${encodeURIComponent(listing)}&event=${event}`);
}

/**
 * A listing's views and WhatsApp taps (decision 023): no cookie, no identifier,
 * one beacon per view and per tap on WhatsApp Now, naming only the listing. The
 * cached page stays the same for everyone; the server leaves out crawlers and
 * the signed-in admin. The view's beacon leaves after the page's load task
 * (app/enhance/public-page.ts): a request started is work that task need not do.
 */
export function enhanceListingCounting(): (() => void) | undefined {
  const page = document.querySelector(selector(COUNT_LISTING));
  if (!(page instanceof HTMLElement) || typeof navigator.sendBeacon !== "function") return;
  const listing = page.getAttribute(COUNT_LISTING) ?? "";
  const onTap = (event: MouseEvent) => {
    if (closestTo(event, `a${selector(WHATSAPP_NOW)}`) && event.button <= 1) sendListingEvent(listing, "whatsapp");
  };
  document.addEventListener("click", onTap);
  document.addEventListener("auxclick", onTap);
  return () => {
    // A page the browser prerenders is counted when the visitor actually opens it.
    if ((document as Document & { prerendering?: boolean }).prerendering) {
      document.addEventListener("prerenderingchange", () => sendListingEvent(listing, "view"), { once: true });
    } else sendListingEvent(listing, "view");
  };
}
