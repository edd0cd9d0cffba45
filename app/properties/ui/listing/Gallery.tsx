import { imageSrc, imageSrcSet } from "~/photos/image-urls";
import { useI18n } from "~/i18n/context";
import { dataAttr } from "~/components/page-script";
import { GALLERY } from "./gallery.enhance";

const MAIN_SIZES = "(min-width: 1024px) 720px, 100vw";

/**
 * The gallery of docs/product.md#listing-detail: previous/next arrows, thumbnails and an "n / total"
 * counter; arrow keys while it has focus, and swipe on a touch screen.
 * The server renders the first photo, so it shows before any script runs;
 * gallery.enhance.ts moves between photos, reading each one's
 * addresses from its thumbnail button.
 *
 * Phones take 4:3 photos, upright or sideways, so the frame is 4:3 and every
 * photo fills it (`object-cover`): no black bars around a 4:3 photo, and an
 * upright one loses its top and bottom rather than shrink to a strip between
 * bars. "Full photo" opens the whole, uncropped photo.
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useI18n();
  if (images.length === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-stone-200 px-4 text-center text-stone-700">
        {t("listing.gallery.none")}
      </div>
    );
  }

  const total = images.length;
  const first = images[0];
  const arrow =
    "absolute top-1/2 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-white";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("listing.gallery.label", { title })}
      tabIndex={0}
      className="rounded-lg"
      {...dataAttr(GALLERY.root)}
      {...dataAttr(GALLERY.title, title)}
    >
      <div
        className="relative aspect-[4/3] touch-pan-y select-none overflow-hidden rounded-lg bg-stone-900"
        data-testid="gallery-stage"
        {...dataAttr(GALLERY.stage)}
      >
        <img
          src={imageSrc(first, 960)}
          srcSet={imageSrcSet(first)}
          sizes={MAIN_SIZES}
          width={960}
          height={720}
          alt={t("listing.gallery.photoAlt", { title, n: "1", total: String(total) })}
          // The largest paint: high priority makes React put a preload for it in <head>.
          fetchPriority="high"
          draggable={false}
          className="h-full w-full object-cover"
          {...dataAttr(GALLERY.photo)}
        />
        <a
          href={first}
          className="absolute bottom-2 left-2 rounded bg-black/70 px-2 py-0.5 text-sm text-white underline-offset-2 hover:underline focus-visible:outline-white"
          {...dataAttr(GALLERY.full)}
        >
          {t("listing.gallery.full")}
        </a>
        {total > 1 && (
          <>
            <button type="button" aria-label={t("listing.gallery.previous")} className={`${arrow} left-2`} {...dataAttr(GALLERY.step, -1)}>
              <Chevron direction="left" />
            </button>
            <button type="button" aria-label={t("listing.gallery.next")} className={`${arrow} right-2`} {...dataAttr(GALLERY.step, 1)}>
              <Chevron direction="right" />
            </button>
          </>
        )}
        <p className="absolute bottom-2 right-2 rounded bg-black/70 px-2 py-0.5 text-sm text-white" aria-live="polite" {...dataAttr(GALLERY.counter)}>
          1 / {total}
        </p>
      </div>
      {total > 1 && (
        // Not on a phone: a swipe, the arrows and the counter do there, and the price comes up into the first screen (issue 29).
        <ul className="mt-2 hidden gap-2 overflow-x-auto pb-1 sm:flex" aria-label={t("listing.gallery.thumbs")}>
          {images.map((url, i) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                aria-label={t("listing.gallery.show", { n: String(i + 1) })}
                aria-current={i === 0 ? "true" : undefined}
                className="block overflow-hidden rounded border-2 border-transparent opacity-80 hover:opacity-100 aria-[current=true]:border-brand-600 aria-[current=true]:opacity-100"
                {...dataAttr(GALLERY.thumb)}
                {...dataAttr(GALLERY.thumbFull, url)}
                {...dataAttr(GALLERY.thumbSrc, imageSrc(url, 960))}
                {...dataAttr(GALLERY.thumbSrcset, imageSrcSet(url))}
              >
                <img
                  src={imageSrc(url, 160)}
                  width={96}
                  height={72}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-18 w-24 object-cover"
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
