import { selector, text, type DataName } from "~/components/page-script";

/** What ListingActions.tsx renders: the box (with the address and title to share), the phone's share button, our links, Copy link. */
export const SHARE = {
  root: "data-share",
  url: "data-share-url",
  title: "data-share-title",
  native: "data-share-native",
  links: "data-share-links",
  copy: "data-share-copy",
} as const satisfies Record<string, DataName>;

/**
 * The share links work without JavaScript; where the browser has a share sheet
 * (navigator.share) it replaces them, and where it has not, Copy link shows.
 */
export function enhanceShare(): void {
  const box = document.querySelector(selector(SHARE.root));
  if (!(box instanceof HTMLElement)) return;
  const url = box.getAttribute(SHARE.url) ?? location.href;
  const title = box.getAttribute(SHARE.title) ?? document.title;
  const native = box.querySelector(selector(SHARE.native));
  const links = box.querySelector(selector(SHARE.links));
  const copy = box.querySelector(selector(SHARE.copy));
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
