import { FeaturedToggle, StatusSelect } from "./QuickChanges";
import { NO_SELECTION, type Selection } from "./selection";
import type { AdminRow } from "~/properties/admin-list.server";
import { formatRM } from "~/properties/display/money";
import { listingPath } from "~/properties/model/property";
import { RowActions } from "./RowActions";
import { SelectBox } from "./SelectBox";
import { NO_PLACE } from "./lacking-place";

const COLUMNS = [
  "Display ID", "Title", "Project Name", "Location", "Price (Sale)", "Price (Rent)", "Status", "Featured", "Actions",
];

/** The Property Manager's table (docs/product.md#property-manager), from the `md` breakpoint up; phones get PropertyCards. */
export function PropertyTable({
  rows,
  editHref,
  selection = NO_SELECTION,
}: {
  rows: AdminRow[];
  editHref: (id: string) => string;
  selection?: Selection;
}) {
  return (
    <div className="overflow-x-auto rounded border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            <th scope="col" className="py-2 pl-3">
              <span className="sr-only">Selected</span>
            </th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((p) => (
            <tr key={p.id}>
              <td className="py-2 pl-3">
                <SelectBox id={p.id} title={p.title} selection={selection} className="size-6" />
              </td>
              <td className="px-3 py-2">{p.display_id}</td>
              <td className="px-3 py-2">
                <a href={listingPath(p)} className="text-brand-700 hover:underline" target="_blank" rel="noreferrer">
                  {p.title}
                </a>
              </td>
              <td className="px-3 py-2">{p.project_name}</td>
              <td className="px-3 py-2">
                {p.location}
                {p.lacksPlace && <span className="mt-1 block text-xs font-semibold whitespace-nowrap text-amber-800">{NO_PLACE}</span>}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{p.price_sale ? formatRM(p.price_sale) : "-"}</td>
              <td className="px-3 py-2 whitespace-nowrap">{p.price_rent ? formatRM(p.price_rent) : "-"}</td>
              <td className="px-3 py-2">
                <StatusSelect id={p.id} title={p.title} status={p.status} />
                {p.authorisation && (
                  <span className="mt-1 block text-xs font-semibold whitespace-nowrap text-amber-800">{p.authorisation}</span>
                )}
              </td>
              <td className="px-3 py-2">
                <FeaturedToggle id={p.id} title={p.title} featured={p.is_featured} compact />
              </td>
              <td className="px-3 py-2">
                {/* Wraps rather than push Delete out of the table's view on a laptop. */}
                <div className="flex flex-wrap gap-x-2 gap-y-1">
                  <RowActions
                    id={p.id}
                    title={p.title}
                    editHref={editHref}
                    classes={{ edit: "rounded px-2 py-1 text-brand-700 hover:bg-brand-50", delete: "rounded px-2 py-1 text-red-700 hover:bg-red-50" }}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
