import { Link } from "react-router";
import { imageSrc, imageSrcSet } from "~/photos/image-urls";
import { formatRent, formatRM, formatSqft } from "~/properties/money";
import { listingPath } from "~/properties/property";
import type { PropertyCardData } from "~/properties/table";

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
    `ID ${p.display_id}`,
  ].filter(Boolean);
  return (
    <article className="overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
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
            <span className="absolute left-2 top-2 rounded bg-amber-400 px-2 py-0.5 text-xs font-semibold text-stone-900">
              Featured
            </span>
          )}
        </div>
        <div className="space-y-1 p-4">
          <Heading className="line-clamp-2 font-semibold text-stone-900">{p.title}</Heading>
          <p className="text-sm text-stone-700">{[p.project_name, p.location].filter(Boolean).join(" · ")}</p>
          <p className="text-sm text-stone-700">{p.property_type}</p>
          <div className="pt-1 font-semibold text-brand-700">
            {p.price_sale !== null && <p>{formatRM(p.price_sale)}</p>}
            {p.price_rent !== null && <p>{formatRent(p.price_rent)}</p>}
          </div>
          <p className="text-xs text-stone-700">{facts.join(" · ")}</p>
        </div>
      </Link>
    </article>
  );
}
