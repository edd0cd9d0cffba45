import { closestTo, selector, type DataName } from "~/components/page-script";

/** MediaPreviews.tsx renders a link to the video or tour with these; the player's address and title. */
export const EMBED: DataName = "data-embed";
export const EMBED_TITLE: DataName = "data-embed-title";

/** A listing's video and 3D tour: the player (an iframe) loads only when the visitor asks for it. */
export function enhanceMediaEmbeds(): void {
  document.addEventListener("click", (event) => {
    const link = closestTo(event, `a${selector(EMBED)}`);
    if (!(link instanceof HTMLAnchorElement) || event.button !== 0) return;
    event.preventDefault();
    const frame = document.createElement("iframe");
    frame.src = link.getAttribute(EMBED) ?? "";
    frame.title = link.getAttribute(EMBED_TITLE) ?? "";
    frame.allow = "autoplay; fullscreen; xr-spatial-tracking";
    frame.allowFullscreen = true;
    frame.className = "absolute inset-0 h-full w-full";
    link.replaceWith(frame);
  });
}
