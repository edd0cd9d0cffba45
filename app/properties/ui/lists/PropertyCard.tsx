import { imageSrc, imageSrcSet } from "~/photos/image-urls";
import { DealPrices } from "~/properties/ui/listing/DealPrices";
import { optionLabel } from "~/properties/display/field-text";
import { useI18n } from "~/i18n/context";
import { listingPath } from "~/properties/model/property";
import type { PropertyCardData } from "~/properties/model/table";
import { HeartButton } from "~/properties/ui/listing/HeartButton";
import { KeyFacts } from "~/properties/ui/listing/KeyFacts";
import { NearStations } from "~/properties/ui/listing/NearStations";
import { StatusRibbon } from "~/properties/ui/listing/StatusRibbon";
import { statusRibbon } from "~/properties/display/availability";
import { listingTitle } from "~/i18n/listing-text";
import type { ListingType } from "~/properties/model/property";

export function PropertyCard({
  property: p,
  eager = false,
  priority = false,
  headingLevel = 2,
  status,
  lead,
}: {
  property: PropertyCardData;
  /** The deal whose price comes first: the rent on a rent list (issue 29 item 6). */
  lead?: ListingType;
  /** The first row is above the fold: load it at once. */
  eager?: boolean;
  /** The first card is the largest paint on a phone: fetch it before anything else. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** The shortlist's cards may be Sold, Rented or Temporarily Unavailable (decision 046); lists show Available ones only. */
  status?: string;
}) {
  const { t, path, lang } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The listing's own title in the page's language, or its main title marked lang="en" (issue 15).
  const title = listingTitle(p, lang);
  const gone = statusRibbon(status) !== null;
  // Stored in English (the spec's values); shown in the page's language.
  const terms = [p.property_type, p.tenure, p.furnishing].filter((v): v is string => Boolean(v)).map((v) => optionLabel(t, v));
  return (
    <article className="relative overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      {/* A plain link: public pages are not hydrated, and React Router's <Link> per card was a measurable share of a list's render (decision 026). */}
      <a href={path(listingPath(p))} className="block h-full focus-visible:outline-offset-[-3px]">
        <div className="relative aspect-[3/2] bg-stone-200">
          {p.cover ? (
            <img
              src={imageSrc(p.cover, 480)}
              srcSet={imageSrcSet(p.cover)}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              width={480}
              height={320}
              alt={title.text}
              loading={eager ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : undefined}
              decoding="async"
              className={`h-full w-full object-cover ${gone ? "grayscale" : ""}`}
            />
          ) : (
            <div className="flex h-full items-center justify-center text-sm text-stone-700">{t("lists.card.noPhoto")}</div>
          )}
          <StatusRibbon status={status} />
          {p.is_featured && !gone && (
            <span className="absolute left-2 top-2 rounded bg-accent-400 px-2 py-0.5 text-xs font-semibold text-stone-900">
              {t("lists.card.featured")}
            </span>
          )}
          {p.photo_count > 1 && (
            <span className="absolute right-2 bottom-2 flex items-center gap-1 rounded bg-black/65 px-2 py-0.5 text-xs font-medium text-white">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-current">
                <path d="M4 5h2.5l1.2-1.6A1 1 0 0 1 8.5 3h3a1 1 0 0 1 .8.4L13.5 5H16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm6 9a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z" />
              </svg>
              {t("lists.card.photos", { count: p.photo_count })}
            </span>
          )}
        </div>
        <div className="space-y-1.5 p-4">
          <DealPrices listing={p} size="card" status={status} lead={lead} />
          <Heading className="line-clamp-2 font-semibold text-stone-900" lang={title.lang}>
            {title.text}
          </Heading>
          <p className="text-sm text-stone-700">{[p.project_name, p.location].filter(Boolean).join(" · ")}</p>
          <KeyFacts listing={p} className="text-sm text-stone-800" />
          <NearStations stations={p.near_stations} limit={1} className="text-sm text-stone-700" />
          <p className="text-xs text-stone-700">{[...terms, t("lists.card.id", { id: String(p.display_id) })].join(" · ")}</p>
        </div>
      </a>
      {/* Outside the link: a button inside a link is invalid, and the heart must not open the listing. */}
      <HeartButton listing={p} />
    </article>
  );
}
