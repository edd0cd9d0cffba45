import { Link } from "react-router";
import { imageSrc, imageSrcSet } from "~/photos/image-urls";
import { DealPrices } from "./listing/DealPrices";
import { formatSqft } from "~/properties/display/money";
import { listingPath } from "~/properties/model/property";
import type { PropertyCardData } from "~/properties/model/table";
import { HeartButton } from "./leads/HeartButton";
import { useI18n } from "~/i18n/context";
import { listingTitle } from "~/i18n/listing-text";

export function PropertyCard({
  property: p,
  eager = false,
  priority = false,
  headingLevel = 2,
}: {
  property: PropertyCardData;
  /** The first row is above the fold: load it at once. */
  eager?: boolean;
  /** The first card is the largest paint on a phone: fetch it before anything else. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const facts = [
    p.bedrooms !== null && `${p.bedrooms} bed`,
    p.bathrooms !== null && `${p.bathrooms} bath`,
    p.built_up_area !== null && formatSqft(p.built_up_area),
  ].filter(Boolean);
  const terms = [p.tenure, p.furnishing].filter(Boolean);
  return (
    <article className="relative overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={listingPath(p)} className="block h-full focus-visible:outline-offset-[-3px]">
        <div className="relative aspect-[3/2] bg-stone-200">
          {p.cover ? (
            <img
              src={imageSrc(p.cover, 480)}
              srcSet={imageSrcSet(p.cover)}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              width={480}
              height={320}
              alt={p.title}
              loading={eager ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : undefined}
              decoding="async"
              className="h-full w-full object-cover"
            />
          ) : (
            <div className="flex h-full items-center justify-center text-sm text-stone-700">No photo</div>
          )}
          {p.is_featured && (
            <span className="absolute left-2 top-2 rounded bg-accent-400 px-2 py-0.5 text-xs font-semibold text-stone-900">
              Featured
            </span>
          )}
          {p.photo_count > 1 && (
            <span className="absolute right-2 bottom-2 flex items-center gap-1 rounded bg-black/65 px-2 py-0.5 text-xs font-medium text-white">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-current">
                <path d="M4 5h2.5l1.2-1.6A1 1 0 0 1 8.5 3h3a1 1 0 0 1 .8.4L13.5 5H16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm6 9a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z" />
              </svg>
              {p.photo_count} photos
            </span>
          )}
        </div>
        <div className="space-y-1.5 p-4">
          <DealPrices listing={p} size="card" />
          <CardTitle as={Heading} property={p} />
          <p className="text-sm text-stone-700">{[p.project_name, p.location].filter(Boolean).join(" · ")}</p>
          {facts.length > 0 && <p className="text-sm text-stone-800">{facts.join(" · ")}</p>}
          <p className="text-xs text-stone-700">{[p.property_type, ...terms, `ID ${p.display_id}`].filter(Boolean).join(" · ")}</p>
        </div>
      </Link>
      {/* Outside the link: a button inside a link is invalid, and the heart must not open the listing. */}
      <HeartButton listing={p} />
    </article>
  );
}

/** The card's title line: the listing's own title in the page's language, or its main title marked lang="en" (issue 15). */
function CardTitle({ as: Heading, property }: { as: "h2" | "h3"; property: PropertyCardData }) {
  const title = listingTitle(property, useI18n().lang);
  return (
    <Heading className="line-clamp-2 font-semibold text-stone-900" lang={title.lang}>
      {title.text}
    </Heading>
  );
}
