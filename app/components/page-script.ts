/**
 * What every page-script widget shares (decision 036): the page's texts in its
 * language (the `#page-text` data block PageText.tsx renders), the status bubble
 * (PageStatus.tsx) and the typed link between a component's markup and its
 * enhancer: a component renders `{...dataAttr(NAME)}`, its `*.enhance.ts` finds it
 * with `selector(NAME)`, and both import NAME from the enhancer.
 *
 * Browser code without React. Nothing here touches the DOM when imported: the
 * server imports the names too (the components render them).
 */

/** A `data-*` attribute a component renders and its enhancer reads. */
export type DataName = `data-${string}`;

export const PAGE_TEXT_ID = "page-text";
export const PAGE_STATUS: DataName = "data-page-status";

/** `{ "data-x": "value" }`, for a JSX spread. */
export function dataAttr(name: DataName, value: string | number = ""): Record<string, string> {
  return { [name]: String(value) };
}

/** The CSS selector of elements with that attribute (and, given, that value). */
export function selector(name: DataName, value?: string): string {
  return value === undefined ? `[${name}]` : `[${name}="${value}"]`;
}

/** The element an event happened in (or its ancestor) that matches a selector. */
export function closestTo(event: Event, css: string): Element | null {
  return event.target instanceof Element ? event.target.closest(css) : null;
}

type PageText = { lang?: string; text?: Record<string, string> };
let page: PageText | undefined;

/** The JSON the server put in the page, read once. */
function pageText(): PageText {
  if (!page) {
    try {
      page = JSON.parse(document.getElementById(PAGE_TEXT_ID)?.textContent ?? "{}") as PageText;
    } catch {
      page = {};
    }
  }
  return page;
}

/** The page's language ("en", "ms", "zh"). */
export const pageLang = (): string => pageText().lang ?? "en";

/** A text of the `script` catalog in the page's language, its `{name}` placeholders filled. */
export function text(key: string, values: Record<string, string | number> = {}): string {
  return (pageText().text?.[key] ?? "").replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

/** Shows a text in the page's status region ("" hides it). */
export function showStatus(message: string): void {
  const bubble = document.querySelector(`${selector(PAGE_STATUS)} > p`);
  if (!(bubble instanceof HTMLElement)) return;
  bubble.textContent = message;
  bubble.hidden = !message;
}
