import { imageSrc } from "~/photos/image-urls";
import { tourEmbed, youtubeEmbed } from "~/properties/display/media";
import { useI18n } from "~/i18n/context";
import { dataAttr } from "~/components/page-script";
import { EMBED, EMBED_TITLE } from "./media-embed.enhance";

/**
 * The listing's video and 3D tour as a preview drawn from our own cover
 * photo: nothing is requested from YouTube or the tour's host until the
 * visitor taps (privacy, and the page's speed). The page script swaps the
 * preview for the player; without it, the link opens the video or tour.
 */
export function MediaPreviews({ video, tour, cover, title }: { video: string; tour: string; cover: string | undefined; title: string }) {
  const { t } = useI18n();
  const items = [
    { key: "video", link: video, embed: video ? youtubeEmbed(video) : null, label: t("listing.media.play"), caption: t("listing.media.video") },
    { key: "tour", link: tour, embed: tour ? tourEmbed(tour) : null, label: t("listing.media.openTour"), caption: t("listing.media.tour") },
  ].filter((m) => m.link && m.embed);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="media-heading">
      <h2 id="media-heading" className="text-lg font-semibold">
        {t("listing.media.heading")}
      </h2>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {items.map((m) => (
          <div key={m.key} data-embed-frame className="relative aspect-video overflow-hidden rounded-lg bg-stone-800">
            <a
              href={m.link}
              target="_blank"
              rel="noopener noreferrer"
              {...dataAttr(EMBED, m.embed!)}
              {...dataAttr(EMBED_TITLE, t("listing.media.embedTitle", { caption: m.caption, title }))}
              className="group absolute inset-0 flex items-center justify-center"
            >
              {cover ? (
                <img src={imageSrc(cover, 480)} alt="" loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover opacity-60" />
              ) : null}
              <span className="relative flex items-center gap-2 rounded-full bg-white/95 px-4 py-2 font-semibold text-stone-900 shadow group-hover:bg-white">
                <span aria-hidden="true">▶</span>
                {m.label}
              </span>
            </a>
          </div>
        ))}
      </div>
      <p className="mt-2 text-xs text-stone-600">{t("listing.media.note")}</p>
    </section>
  );
}
