import { dataAttr, PAGE_STATUS } from "./page-script";

/**
 * docs/product.md#loading-states ("Loading...", "Loading properties...") while the
 * next page is on its way. Public pages have no client router, so
 * the page script fills this region (`showStatus`, page-script.ts) when a link is followed or the
 * search runs; the current page stays visible underneath until the next
 * one arrives.
 */
export function PageStatus() {
  return (
    <div role="status" aria-live="polite" {...dataAttr(PAGE_STATUS)} className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center">
      <p hidden className="mt-2 rounded-full bg-stone-900 px-4 py-1.5 text-sm font-medium text-white shadow-lg" />
    </div>
  );
}
