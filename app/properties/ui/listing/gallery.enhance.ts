import { selector, text, type DataName } from "~/components/page-script";

/** What Gallery.tsx renders: the gallery, its stage, photo, counter, full-size link, arrows and thumbnails. */
export const GALLERY = {
  root: "data-gallery",
  title: "data-title",
  stage: "data-gallery-stage",
  photo: "data-gallery-photo",
  counter: "data-gallery-counter",
  full: "data-gallery-full",
  /** On an arrow: how far it moves (-1, 1). */
  step: "data-gallery-step",
  thumb: "data-gallery-thumb",
  /** On a thumbnail: its photo's full-size, stage-size and srcset addresses. */
  thumbFull: "data-full",
  thumbSrc: "data-src",
  thumbSrcset: "data-srcset",
} as const satisfies Record<string, DataName>;

const SWIPE_PX = 40;

/** The listing's gallery moves with its arrows, thumbnails, the arrow keys and swipes. */
export function enhanceGalleries(): void {
  for (const gallery of document.querySelectorAll(selector(GALLERY.root))) {
    if (gallery instanceof HTMLElement) wire(gallery);
  }
}

function wire(gallery: HTMLElement): void {
  const stage = gallery.querySelector(selector(GALLERY.stage));
  const photo = gallery.querySelector(selector(GALLERY.photo));
  const counter = gallery.querySelector(selector(GALLERY.counter));
  const full = gallery.querySelector(selector(GALLERY.full));
  const thumbs = [...gallery.querySelectorAll(selector(GALLERY.thumb))].filter((t) => t instanceof HTMLElement);
  if (!(stage instanceof HTMLElement) || !(photo instanceof HTMLImageElement) || !counter || thumbs.length < 2) return;
  const total = thumbs.length;
  const title = gallery.getAttribute(GALLERY.title) ?? "";
  let index = 0;

  /** Any index; wraps around both ends. */
  const show = (to: number) => {
    index = (to + total) % total;
    const thumb = thumbs[index]!;
    photo.removeAttribute("fetchpriority");
    photo.srcset = thumb.getAttribute(GALLERY.thumbSrcset) ?? "";
    photo.src = thumb.getAttribute(GALLERY.thumbSrc) ?? "";
    photo.alt = text("photoAlt", { title, n: index + 1, total });
    if (full instanceof HTMLAnchorElement) full.href = thumb.getAttribute(GALLERY.thumbFull) ?? full.href;
    counter.textContent = `${index + 1} / ${total}`;
    thumbs.forEach((t, i) => (i === index ? t.setAttribute("aria-current", "true") : t.removeAttribute("aria-current")));
  };

  gallery.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button) return;
    const step = button.getAttribute(GALLERY.step);
    if (step) show(index + Number(step));
    else if (button.hasAttribute(GALLERY.thumb)) show(thumbs.indexOf(button));
  });

  gallery.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "ArrowRight") show(index + 1);
    else return;
    event.preventDefault();
  });

  let swipeStart: number | null = null;
  stage.addEventListener("pointerdown", (event) => (swipeStart = event.clientX));
  stage.addEventListener("pointercancel", () => (swipeStart = null));
  stage.addEventListener("pointerup", (event) => {
    if (swipeStart === null) return;
    const dx = event.clientX - swipeStart;
    swipeStart = null;
    if (Math.abs(dx) >= SWIPE_PX) show(dx < 0 ? index + 1 : index - 1);
  });
}
