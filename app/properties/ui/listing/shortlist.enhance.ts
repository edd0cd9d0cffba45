import { closestTo, pageLang, selector, text } from "~/components/page-script";
import { langPath, type Lang } from "~/i18n/languages";
import { HEART_UNSHOWN, SHORTLIST, SHORTLIST_KEY } from "~/properties/shortlist";

type Saved = { id: number; title: string };

/** The saved listings, newest first; [] when storage is blocked or garbled. */
function readShortlist(): Saved[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(SHORTLIST_KEY) ?? "[]");
    return Array.isArray(saved) ? saved.filter((s): s is Saved => Number.isInteger(s?.id) && typeof s.title === "string") : [];
  } catch {
    return [];
  }
}

function writeShortlist(list: Saved[]): void {
  try {
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify(list));
  } catch {
    // Private mode with storage off: the heart still answers, the list lasts this page.
  }
}

function markHearts(): void {
  const saved = new Set(readShortlist().map((s) => s.id));
  for (const count of document.querySelectorAll(selector(SHORTLIST.count))) count.textContent = saved.size ? ` (${saved.size})` : "";
  for (const heart of document.querySelectorAll(`button${selector(SHORTLIST.heart)}`)) {
    if (!(heart instanceof HTMLButtonElement)) continue;
    heart.setAttribute("aria-pressed", String(saved.has(Number(heart.getAttribute(SHORTLIST.heart)))));
    // Laid out already (HeartButton.tsx): showing it paints, it lays nothing out again.
    heart.classList.remove(HEART_UNSHOWN);
  }
}

/** The cards of the saved listings, rendered by the server at /shortlist?ids=… and put in place. */
async function showShortlist(): Promise<void> {
  const region = document.querySelector(selector(SHORTLIST.results));
  // `/shortlist?ids=…` opened as a link shows those listings, not this browser's.
  if (!(region instanceof HTMLElement) || new URLSearchParams(location.search).has("ids")) return;
  const saved = readShortlist();
  region.textContent = text("shortlistLoading");
  try {
    const url = langPath(pageLang() as Lang, `/shortlist?ids=${saved.map((s) => s.id).join(",")}`);
    const response = await fetch(url, { headers: { Accept: "text/html" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const next = new DOMParser().parseFromString(await response.text(), "text/html").querySelector(selector(SHORTLIST.results));
    if (!next) throw new Error("no shortlist in the answer");
    region.replaceWith(document.adoptNode(next));
  } catch {
    region.textContent = text("loadFailed");
    return;
  }
  // A deleted listing: the server knows only its id; this browser still knows its title. It leaves the list.
  const gone = new Set<number>();
  for (const item of document.querySelectorAll(selector(SHORTLIST.gone))) {
    const id = Number(item.getAttribute(SHORTLIST.gone));
    const title = saved.find((s) => s.id === id)?.title;
    if (title) item.textContent = text("shortlistGone", { id, title });
    gone.add(id);
  }
  if (gone.size) writeShortlist(saved.filter((s) => !gone.has(s.id)));
  markHearts();
}

/**
 * The shortlist hearts, the top bar's count and the shortlist page (decision 024).
 * The saved list is read after the page's load task (app/enhance/public-page.ts).
 */
export function enhanceShortlist(): () => void {
  document.addEventListener("click", (event) => {
    const heart = closestTo(event, `button${selector(SHORTLIST.heart)}`);
    if (!(heart instanceof HTMLButtonElement)) return;
    const id = Number(heart.getAttribute(SHORTLIST.heart));
    const saved = readShortlist();
    const on = !saved.some((s) => s.id === id);
    writeShortlist(on ? [{ id, title: heart.getAttribute(SHORTLIST.title) ?? "" }, ...saved] : saved.filter((s) => s.id !== id));
    markHearts();
  });
  // Another tab saved or removed one.
  window.addEventListener("storage", (event) => event.key === SHORTLIST_KEY && markHearts());
  return () => {
    markHearts();
    void showShortlist();
  };
}
