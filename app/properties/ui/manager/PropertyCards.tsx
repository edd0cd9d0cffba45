import { FeaturedToggle, StatusButtons } from "./QuickChanges";
import type { Selection } from "./selection";
import type { AdminRow } from "~/properties/admin-list.server";
import { imageSrc } from "~/photos/image-urls";
import { formatRent, formatRM } from "~/properties/display/money";
import { listingPath } from "~/properties/model/property";
import { RowActions } from "./RowActions";
import { SelectBox } from "./SelectBox";
import { NO_PLACE } from "./lacking-place";

/**
 * The Property Manager below the `md` breakpoint: one compact card per listing
 * instead of the nine-column table, so a 390 px phone never scrolls sideways
 * and Edit and Delete are within a thumb's reach (issue 17).
 */
export function PropertyCards({ rows, editHref, selection }: { rows: AdminRow[]; editHref: (id: string) => string; selection: Selection }) {
  return (
    <ul aria-label="Properties" className="divide-y divide-stone-200 rounded border border-stone-200 bg-white">
      {rows.map((p) => (
        <li key={p.id} aria-label={p.title} className="flex flex-col gap-3 p-3">
          <div className="flex gap-3">
            <SelectBox id={p.id} title={p.title} selection={selection} className="mt-1 size-6 shrink-0" />
            {p.cover ? (
              <img src={imageSrc(p.cover, 160)} alt="" width={80} height={60} loading="lazy" className="h-15 w-20 shrink-0 rounded object-cover" />
            ) : (
              <div aria-hidden="true" className="h-15 w-20 shrink-0 rounded bg-stone-100" />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <a href={listingPath(p)} className="font-medium break-words text-brand-700 hover:underline" target="_blank" rel="noreferrer">
                {p.title}
              </a>
              <p className="text-stone-600">ID {p.display_id}</p>
              {p.price_sale ? <p>{formatRM(p.price_sale)}</p> : null}
              {p.price_rent ? <p>{formatRent(p.price_rent)}</p> : null}
              {p.authorisation && <p className="text-xs font-semibold text-amber-800">{p.authorisation}</p>}
              {p.lacksPlace && <p className="text-xs font-semibold text-amber-800">{NO_PLACE}</p>}
            </div>
          </div>
          <StatusButtons id={p.id} title={p.title} status={p.status} />
          <div>
            <FeaturedToggle id={p.id} title={p.title} featured={p.is_featured} />
          </div>
          {/* Edit, Duplicate and Delete side by side, a third of the card each: three thumb-sized targets on one row. */}
          <div className="grid grid-cols-3 gap-2">
            <RowActions
              id={p.id}
              title={p.title}
              editHref={editHref}
              classes={{
                edit: "rounded border border-stone-300 px-2 py-2 text-center text-sm font-medium text-brand-700",
                delete: "rounded border border-red-200 px-2 py-2 text-center text-sm font-medium text-red-700",
              }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
