// @ts-check
/**
 * The one script public pages load (decision 013). They are server-rendered
 * HTML that works without it; this adds what a visitor on a phone expects:
 *
 * - the gallery moves with arrows, thumbnails, arrow keys and swipes;
 * - the search box's results follow the typing;
 * - the loading texts (docs/product.md#loading-states) while the next page is on its way;
 * - the shortlist hearts, the share sheet and the instalment estimate (docs/product.md#visitor-tools);
 * - the offer of the browser's language, when the page is in another (issue 15).
 *
 * Its texts are in the page's language: the server renders them into the page
 * as JSON (`#page-text`, app/components/PageText.tsx, the `script` catalog).
 *
 * Plain JavaScript (checked by TypeScript through `@ts-check`) imported by
 * app/root.tsx with `?url`: Vite ships it as one hashed, immutable asset.
 */

const SWIPE_PX = 40;
const TYPING_PAUSE_MS = 300;
const LIST_PATHS = /^\/($|listings|category\/|location\/|price-range\/|project\/|search)/;
const LANG_PREFIX = /^\/(ms|zh)(?=\/|$)/;

/** @type {{ lang?: string, text?: Record<string, string> }} */
const PAGE = (() => {
  try {
    return JSON.parse(document.getElementById("page-text")?.textContent ?? "{}");
  } catch {
    return {};
  }
})();
const LANG = PAGE.lang ?? "en";
/** Where this language's pages live: "" for English, "/ms" or "/zh". */
const LANG_ROOT = LANG === "en" ? "" : `/${LANG}`;

/**
 * A text in the page's language, its `{name}` placeholders filled.
 * @param {string} key @param {Record<string, string | number>} [values]
 */
function text(key, values = {}) {
  return (PAGE.text?.[key] ?? "").replace(/\{(\w+)\}/g, (all, name) => (name in values ? String(values[name]) : all));
}

/** @param {string} path a site path in any language → its English path ("/ms/listing/x" → "/listing/x"). */
const englishPath = (path) => path.replace(LANG_PREFIX, "") || "/";

/** @param {URL} url the loading text (docs/product.md#loading-states) for the page at url, or "" for any other page. */
function loadingText(url) {
  if (url.origin !== location.origin) return "";
  const path = englishPath(url.pathname);
  if (path.startsWith("/listing/")) return text("loading");
  return LIST_PATHS.test(path) ? text("loadingProperties") : "";
}

/** @param {string} text shown in the page's status region ("" hides it). */
function showStatus(text) {
  const bubble = document.querySelector("[data-page-status] > p");
  if (!(bubble instanceof HTMLElement)) return;
  bubble.textContent = text;
  bubble.hidden = !text;
}

// --- Loading texts while the browser fetches the next page ----------------

// --- A listing's video and 3D tour: the player loads only when asked ------

document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest("a[data-embed]") : null;
  if (!(link instanceof HTMLAnchorElement) || event.button !== 0) return;
  event.preventDefault();
  const frame = document.createElement("iframe");
  frame.src = link.dataset.embed ?? "";
  frame.title = link.dataset.embedTitle ?? "";
  frame.allow = "autoplay; fullscreen; xr-spatial-tracking";
  frame.allowFullscreen = true;
  frame.className = "absolute inset-0 h-full w-full";
  link.replaceWith(frame);
});

document.addEventListener("click", (event) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
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

// --- Search as you type ---------------------------------------------------

for (const form of document.querySelectorAll("form[data-live-search]")) {
  if (!(form instanceof HTMLFormElement)) continue;
  const input = form.elements.namedItem("q");
  if (!(input instanceof HTMLInputElement)) continue;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {AbortController | undefined} */
  let running;

  const search = async () => {
    clearTimeout(timer);
    const url = new URL(form.action);
    // The text and the list's filters (hidden fields), empty ones left out.
    /** @type {string[]} */
    const params = [];
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
      const fresh = next.querySelectorAll("[data-live]");
      const current = document.querySelectorAll("[data-live]");
      if (fresh.length !== current.length) throw new Error("a different page came back");
      current.forEach((region, i) => region.replaceWith(document.adoptNode(fresh[i])));
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

// --- Gallery --------------------------------------------------------------

for (const gallery of document.querySelectorAll("[data-gallery]")) {
  if (!(gallery instanceof HTMLElement)) continue;
  const stage = gallery.querySelector("[data-gallery-stage]");
  const photo = gallery.querySelector("[data-gallery-photo]");
  const counter = gallery.querySelector("[data-gallery-counter]");
  const full = gallery.querySelector("[data-gallery-full]");
  const thumbs = [...gallery.querySelectorAll("[data-gallery-thumb]")].filter((t) => t instanceof HTMLElement);
  if (!(stage instanceof HTMLElement) || !(photo instanceof HTMLImageElement) || !counter || thumbs.length < 2) continue;
  const total = thumbs.length;
  const title = gallery.dataset.title ?? "";
  let index = 0;

  /** @param {number} to any index; wraps around both ends. */
  const show = (to) => {
    index = (to + total) % total;
    const thumb = thumbs[index];
    photo.removeAttribute("fetchpriority");
    photo.srcset = thumb.dataset.srcset ?? "";
    photo.src = thumb.dataset.src ?? "";
    photo.alt = text("photoAlt", { title, n: index + 1, total });
    if (full instanceof HTMLAnchorElement) full.href = thumb.dataset.full ?? full.href;
    counter.textContent = `${index + 1} / ${total}`;
    thumbs.forEach((t, i) => (i === index ? t.setAttribute("aria-current", "true") : t.removeAttribute("aria-current")));
  };

  gallery.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button) return;
    if (button.dataset.galleryStep) show(index + Number(button.dataset.galleryStep));
    else if (button.hasAttribute("data-gallery-thumb")) show(thumbs.indexOf(button));
  });

  gallery.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "ArrowRight") show(index + 1);
    else return;
    event.preventDefault();
  });

  /** @type {number | null} */
  let swipeStart = null;
  stage.addEventListener("pointerdown", (event) => (swipeStart = event.clientX));
  stage.addEventListener("pointercancel", () => (swipeStart = null));
  stage.addEventListener("pointerup", (event) => {
    if (swipeStart === null) return;
    const dx = event.clientX - swipeStart;
    swipeStart = null;
    if (Math.abs(dx) >= SWIPE_PX) show(dx < 0 ? index + 1 : index - 1);
  });
}

// --- Leads: counting a listing's views and WhatsApp taps; enquiries (docs/decisions/023) ---
// No cookie, no identifier: one beacon per view and per tap on WhatsApp Now,
// naming only the listing. The cached page stays the same for everyone; the
// server leaves out crawlers and the signed-in admin.

/** @param {string} listing @param {"view" | "whatsapp"} event */
function sendListingEvent(listing, event) {
  navigator.sendBeacon(`/api/listing-event?listing=${encodeURIComponent(listing)}&event=${event}`);
}

function countListingActivity() {
  const page = document.querySelector("[data-count-listing]");
  if (!(page instanceof HTMLElement) || typeof navigator.sendBeacon !== "function") return;
  const listing = page.dataset.countListing ?? "";
  // A page the browser prerenders is counted when the visitor actually opens it.
  const doc = /** @type {Document & { prerendering?: boolean }} */ (document);
  if (doc.prerendering) document.addEventListener("prerenderingchange", () => sendListingEvent(listing, "view"), { once: true });
  else sendListingEvent(listing, "view");
  /** @param {MouseEvent} event */
  const onTap = (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-whatsapp-now]") : null;
    if (link && event.button <= 1) sendListingEvent(listing, "whatsapp");
  };
  document.addEventListener("click", onTap);
  document.addEventListener("auxclick", onTap);
}

/**
 * The enquiry form is sent in the background: the visitor stays on the listing and
 * sees the thank-you or the form's messages in its place (the server's own HTML,
 * from the enquiry page). Without this script the form posts as a page.
 */
function sendEnquiriesInPlace() {
  const form = document.querySelector("#enquiry form[data-enquiry-form]");
  if (!(form instanceof HTMLFormElement) || !document.querySelector("[data-count-listing]")) return;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const section = form.closest("#enquiry");
    form.querySelector("button[type=submit]")?.setAttribute("disabled", "");
    try {
      const response = await fetch(form.action, { method: "POST", body: new FormData(form) });
      const answer = new DOMParser().parseFromString(await response.text(), "text/html");
      const reply = answer.querySelector("[data-enquiry-sent]") ?? answer.querySelector("#enquiry");
      if (!section || !reply) throw new Error("not an enquiry page");
      // The enquiry page's h1 is one heading among others here.
      const heading = reply.querySelector("h1");
      if (heading) heading.outerHTML = heading.outerHTML.replace(/^<h1/, "<h2").replace(/h1>$/, "h2>");
      reply.id = "enquiry";
      section.replaceWith(document.adoptNode(reply));
      const focus = reply.querySelector("[role=alert], h2");
      if (focus instanceof HTMLElement) {
        focus.tabIndex = -1;
        focus.focus();
      }
      sendEnquiriesInPlace();
    } catch {
      form.submit();
    }
  });
}

countListingActivity();
sendEnquiriesInPlace();

// --- Visitor tools: shortlist, share, monthly instalment (decision 024) ---

const SHORTLIST_KEY = "shortlist";

/** @returns {{ id: number, title: string }[]} the saved listings, newest first; [] when storage is blocked or garbled. */
function readShortlist() {
  try {
    const saved = JSON.parse(localStorage.getItem(SHORTLIST_KEY) ?? "[]");
    return Array.isArray(saved) ? saved.filter((s) => Number.isInteger(s?.id) && typeof s.title === "string") : [];
  } catch {
    return [];
  }
}

/** @param {{ id: number, title: string }[]} list */
function writeShortlist(list) {
  try {
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify(list));
  } catch {
    // Private mode with storage off: the heart still answers, the list lasts this page.
  }
}

function markHearts() {
  const saved = new Set(readShortlist().map((s) => s.id));
  for (const count of document.querySelectorAll("[data-shortlist-count]")) count.textContent = saved.size ? ` (${saved.size})` : "";
  for (const heart of document.querySelectorAll("button[data-heart]")) {
    if (!(heart instanceof HTMLButtonElement)) continue;
    heart.setAttribute("aria-pressed", String(saved.has(Number(heart.dataset.heart))));
    heart.hidden = false;
  }
}

/** The cards of the saved listings, rendered by the server at /shortlist?ids=… and put in place. */
async function showShortlist() {
  const region = document.querySelector("[data-shortlist-results]");
  // `/shortlist?ids=…` opened as a link shows those listings, not this browser's.
  if (!(region instanceof HTMLElement) || new URLSearchParams(location.search).has("ids")) return;
  const saved = readShortlist();
  region.textContent = text("shortlistLoading");
  try {
    const response = await fetch(`${LANG_ROOT}/shortlist?ids=${saved.map((s) => s.id).join(",")}`, { headers: { Accept: "text/html" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const next = new DOMParser().parseFromString(await response.text(), "text/html").querySelector("[data-shortlist-results]");
    if (!next) throw new Error("no shortlist in the answer");
    region.replaceWith(document.adoptNode(next));
  } catch {
    region.textContent = text("loadFailed");
    return;
  }
  // A deleted listing: the server knows only its id; this browser still knows its title. It leaves the list.
  const gone = new Set();
  for (const item of document.querySelectorAll("[data-shortlist-gone]")) {
    const id = Number(item.getAttribute("data-shortlist-gone"));
    const title = saved.find((s) => s.id === id)?.title;
    if (title) item.textContent = text("shortlistGone", { id, title });
    gone.add(id);
  }
  if (gone.size) writeShortlist(saved.filter((s) => !gone.has(s.id)));
  markHearts();
}

function wireShortlist() {
  document.addEventListener("click", (event) => {
    const heart = event.target instanceof Element ? event.target.closest("button[data-heart]") : null;
    if (!(heart instanceof HTMLButtonElement)) return;
    const id = Number(heart.dataset.heart);
    const saved = readShortlist();
    const on = !saved.some((s) => s.id === id);
    writeShortlist(on ? [{ id, title: heart.dataset.title ?? "" }, ...saved] : saved.filter((s) => s.id !== id));
    markHearts();
  });
  // Another tab saved or removed one.
  window.addEventListener("storage", (event) => event.key === SHORTLIST_KEY && markHearts());
  markHearts();
  void showShortlist();
}

function wireShare() {
  const box = document.querySelector("[data-share]");
  if (!(box instanceof HTMLElement)) return;
  const url = box.dataset.shareUrl ?? location.href;
  const title = box.dataset.shareTitle ?? document.title;
  const native = box.querySelector("[data-share-native]");
  const links = box.querySelector("[data-share-links]");
  const copy = box.querySelector("[data-share-copy]");
  if (typeof navigator.share === "function" && native instanceof HTMLElement && links instanceof HTMLElement) {
    // The phone's own sheet lists every app the visitor has: no need for our three.
    native.hidden = false;
    links.hidden = true;
    native.addEventListener("click", () => navigator.share({ title, url }).catch(() => {}));
  } else if (copy instanceof HTMLButtonElement && navigator.clipboard) {
    copy.classList.remove("invisible");
    copy.addEventListener("click", async () => {
      await navigator.clipboard.writeText(url).catch(() => {});
      copy.textContent = text("linkCopied");
    });
  }
}

const ringgit = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 2 });

/** Repeats app/properties/display/instalment.ts: the annuity payment in whole ringgit. */
function monthlyInstalment(/** @type {number} */ price, /** @type {number} */ margin, /** @type {number} */ rate, /** @type {number} */ years) {
  const loan = (price * margin) / 100;
  const n = years * 12;
  const r = rate / 100 / 12;
  if (n <= 0) return 0;
  if (r === 0) return Math.round(loan / n);
  const growth = (1 + r) ** n;
  return Math.round((loan * r * growth) / (growth - 1));
}

function wireInstalment() {
  const box = document.querySelector("[data-instalment]");
  const inputs = box?.querySelector("[data-instalment-inputs]");
  const result = box?.querySelector("[data-instalment-result]");
  const terms = box?.querySelector("[data-instalment-terms]");
  if (!(box instanceof HTMLElement) || !(inputs instanceof HTMLFieldSetElement) || !result || !terms) return;
  const price = Number(box.dataset.price);
  /** @param {string} name */
  const value = (name) => {
    const input = inputs.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement)) return NaN;
    const n = input.valueAsNumber;
    return Number.isFinite(n) ? Math.min(Number(input.max), Math.max(Number(input.min), n)) : NaN;
  };
  inputs.disabled = false;
  inputs.addEventListener("input", () => {
    const [margin, rate, years] = [value("marginPercent"), value("ratePercent"), value("years")];
    if ([margin, rate, years].some(Number.isNaN)) return; // half-typed: keep the last estimate
    const rm = (/** @type {number} */ n) => `RM ${ringgit.format(n)}`;
    result.textContent = text("perMonth", { price: rm(monthlyInstalment(price, margin, rate, years)) });
    terms.textContent = text("instalmentTerms", {
      loan: rm(Math.round((price * margin) / 100)),
      margin,
      price: rm(price),
      rate: rate.toFixed(2),
      years,
    });
  });
}

wireShortlist();
wireShare();
wireInstalment();

// --- List filters (issue 14) ----------------------------------------------

/**
 * The filter form works without this; with it, a changed choice applies at
 * once (so the Apply button goes), empty fields stay out of the URL, and a
 * wide screen shows the fields in a row rather than behind "Filters".
 */
function enhanceListFilters() {
  for (const form of document.querySelectorAll("form[data-list-filters]")) {
    if (!(form instanceof HTMLFormElement)) continue;
    const details = form.querySelector("details");
    if (details && matchMedia("(min-width: 768px)").matches) details.open = true;
    form.querySelector("[data-filter-apply]")?.setAttribute("hidden", "");
    form.addEventListener("change", (event) => {
      if (event.target instanceof HTMLSelectElement) form.requestSubmit();
    });
    form.addEventListener("submit", () => {
      for (const field of form.elements) {
        if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.name && !field.value.trim()) {
          field.disabled = true;
        }
      }
      showStatus(text("loadingProperties"));
    });
    // Back to this page from the results: the fields are the visitor's again.
    window.addEventListener("pageshow", () => {
      for (const field of form.elements) if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.disabled = false;
    });
  }
}

enhanceListFilters();

// --- Languages (issue 15): offer the browser's language, never redirect ---

const CHOSEN_KEY = "lang-chosen";

/**
 * The page is the same for every visitor (it is cached), so it cannot pick
 * the language itself. Where the browser's first language among ours
 * (navigator.languages) differs from the page's, the bubble the language
 * switcher rendered hidden ("Halaman ini juga ada dalam Bahasa Malaysia.") is
 * shown. A visitor who picked a language, or said "No, thanks", is not asked again.
 */
function offerBrowserLanguage() {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("[data-lang], [data-lang-suggest] a, [data-lang-dismiss]") : null;
    // "No, thanks" keeps the page's language: the visitor chose it.
    const dismissed = link?.hasAttribute("data-lang-dismiss");
    const chosen = dismissed ? LANG : link?.getAttribute("data-lang") ?? link?.closest("[data-lang-suggest]")?.getAttribute("data-lang-suggest");
    if (!chosen) return;
    if (dismissed) link?.closest("[data-lang-suggest]")?.setAttribute("hidden", "");
    try {
      localStorage.setItem(CHOSEN_KEY, chosen);
    } catch {
      // Storage off: the offer may show again, nothing worse.
    }
  });
  let chosen = null;
  try {
    chosen = localStorage.getItem(CHOSEN_KEY);
  } catch {
    // Storage off: treat as not chosen.
  }
  if (chosen) return;
  const first = (navigator.languages?.length ? navigator.languages : [navigator.language])
    .map((tag) => tag.trim().toLowerCase().split(/[-_;]/)[0])
    .find((base) => base === "en" || base === "ms" || base === "zh");
  const offer = first && first !== LANG ? document.querySelector(`[data-lang-suggest="${first}"]`) : null;
  if (offer instanceof HTMLElement) offer.hidden = false;
}

offerBrowserLanguage();
