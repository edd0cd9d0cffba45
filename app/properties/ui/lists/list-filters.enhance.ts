import { selector, showStatus, text, type DataName } from "~/components/page-script";

/** ListFilterBar.tsx's form (its Apply button is in <noscript>: this applies a changed sort itself). */
export const LIST_FILTERS: DataName = "data-list-filters";

type Field = HTMLInputElement | HTMLSelectElement;
const isField = (el: Element): el is Field => el instanceof HTMLInputElement || el instanceof HTMLSelectElement;

/**
 * The filter form works without this; with it, a changed choice applies at
 * once (the Apply button is only for pages without JavaScript), empty fields
 * stay out of the URL, and the disclosure is opened on a wide screen (where
 * CSS already shows its fields in a row, app.css: so nothing moves).
 */
export function enhanceListFilters(): void {
  for (const form of document.querySelectorAll(`form${selector(LIST_FILTERS)}`)) {
    if (!(form instanceof HTMLFormElement)) continue;
    const details = form.querySelector("details");
    if (details && matchMedia("(min-width: 768px)").matches) details.open = true;
    form.addEventListener("change", (event) => {
      if (event.target instanceof HTMLSelectElement) form.requestSubmit();
    });
    form.addEventListener("submit", () => {
      for (const field of form.elements) if (isField(field) && field.name && !field.value.trim()) field.disabled = true;
      showStatus(text("loadingProperties"));
    });
    // Back to this page from the results: the fields are the visitor's again.
    window.addEventListener("pageshow", () => {
      for (const field of form.elements) if (isField(field)) field.disabled = false;
    });
  }
}
