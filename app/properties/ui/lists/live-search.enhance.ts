import { selector, showStatus, text, type DataName } from "~/components/page-script";

/** SearchBox.tsx's form; the page's regions that a new search replaces (the heading, the cards). */
export const LIVE_SEARCH: DataName = "data-live-search";
export const LIVE_REGION: DataName = "data-live";

const TYPING_PAUSE_MS = 300;

/**
 * Search as you type: after a pause in the typing, the results page is fetched
 * and its `data-live` regions replace this page's, in place; the URL follows.
 * Without this script the form is an ordinary GET.
 */
export function enhanceLiveSearch(): void {
  for (const form of document.querySelectorAll(`form${selector(LIVE_SEARCH)}`)) {
    if (form instanceof HTMLFormElement) wire(form);
  }
}

function wire(form: HTMLFormElement): void {
  const input = form.elements.namedItem("q");
  if (!(input instanceof HTMLInputElement)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;

  const search = async () => {
    clearTimeout(timer);
    const url = new URL(form.action);
    // The text and the list's filters (hidden fields), empty ones left out.
    const params: string[] = [];
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim()) params.push(`${encodeURIComponent(name)}=${encodeURIComponent(value.trim())}`);
    }
    url.search = params.length ? `?${params.join("&")}` : "";
    if (url.href === location.href) return;
    running?.abort();
    const controller = (running = new AbortController());
    showStatus(text("loadingProperties"));
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: "text/html" } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const next = new DOMParser().parseFromString(await response.text(), "text/html");
      const fresh = next.querySelectorAll(selector(LIVE_REGION));
      const current = document.querySelectorAll(selector(LIVE_REGION));
      if (fresh.length !== current.length) throw new Error("a different page came back");
      current.forEach((region, i) => region.replaceWith(document.adoptNode(fresh[i]!)));
      document.title = next.title;
      history.replaceState(history.state, "", url);
      showStatus("");
    } catch {
      if (controller.signal.aborted) return;
      // Let the browser show whatever the server has to say (an error page, say).
      location.replace(url);
    }
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    // One letter matches nothing (decision 014): keep the current results until the second.
    if (/^\D$/u.test(input.value.trim())) return;
    timer = setTimeout(search, TYPING_PAUSE_MS);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // On a phone, "search" on the keyboard also closes the keyboard over the results.
    input.blur();
    void search();
  });
  // Typed on a slow phone before this script ran: search for it now.
  if (input.value !== input.defaultValue) input.dispatchEvent(new Event("input"));
}
