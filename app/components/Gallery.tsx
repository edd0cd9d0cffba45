import { useRef, useState } from "react";
import { imageSrc, imageSrcSet } from "~/lib/image-urls";

const SWIPE_PX = 40;
const MAIN_SIZES = "(min-width: 1024px) 720px, 100vw";

/**
 * Spec §2 gallery: previous/next arrows, thumbnails and an "n / total"
 * counter; arrow keys while it has focus, and swipe on a touch screen.
 * The server renders the first photo, so it shows before any script runs.
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);

  if (images.length === 0) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-lg bg-stone-200 px-4 text-center text-stone-700">
        No images available for this property.
      </div>
    );
  }

  const total = images.length;
  const go = (delta: number) => setIndex((i) => (i + delta + total) % total);
  const current = images[index];

  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === "ArrowLeft") go(-1);
    else if (e.key === "ArrowRight") go(1);
    else return;
    e.preventDefault();
  }

  function onPointerUp(e: React.PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = e.clientX - start;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  }

  const arrow =
    "absolute top-1/2 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-white";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      onKeyDown={onKeyDown}
      tabIndex={0}
      className="rounded-lg"
    >
      <div
        className="relative aspect-[3/2] touch-pan-y select-none overflow-hidden rounded-lg bg-stone-900"
        onPointerDown={(e) => (swipeStart.current = e.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        data-testid="gallery-stage"
      >
        <img
          key={current}
          src={imageSrc(current, 960)}
          srcSet={imageSrcSet(current)}
          sizes={MAIN_SIZES}
          width={960}
          height={640}
          alt={`${title}, photo ${index + 1} of ${total}`}
          // The largest paint: high priority makes React put a preload for it in <head>.
          fetchPriority={index === 0 ? "high" : undefined}
          draggable={false}
          className="h-full w-full object-contain"
        />
        {total > 1 && (
          <>
            <button type="button" aria-label="Previous photo" onClick={() => go(-1)} className={`${arrow} left-2`}>
              <Chevron direction="left" />
            </button>
            <button type="button" aria-label="Next photo" onClick={() => go(1)} className={`${arrow} right-2`}>
              <Chevron direction="right" />
            </button>
          </>
        )}
        <p className="absolute bottom-2 right-2 rounded bg-black/70 px-2 py-0.5 text-sm text-white" aria-live="polite">
          {index + 1} / {total}
        </p>
      </div>
      {total > 1 && (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
          {images.map((url, i) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                className={`block overflow-hidden rounded border-2 ${i === index ? "border-brand-600" : "border-transparent opacity-80 hover:opacity-100"}`}
              >
                <img
                  src={imageSrc(url, 160)}
                  width={96}
                  height={64}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2.5}>
      <path d={direction === "left" ? "M15 18l-6-6 6-6" : "M9 6l6 6-6 6"} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
