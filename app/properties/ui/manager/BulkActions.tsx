import { Form } from "react-router";
import { ConfirmButton } from "~/components/ConfirmButton";
import type { Selection } from "./selection";
import { STATUSES } from "~/properties/model/property";

/** Select all on the page, then change the status of, or delete, the ticked listings together. */
export function BulkActions({ selection, pageIds }: { selection: Selection; pageIds: string[] }) {
  const n = selection.ids.length;
  const all = n > 0 && n === pageIds.length;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded border border-stone-200 bg-stone-50 px-3 py-2 text-sm">
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-6" checked={all} disabled={!selection.ready} onChange={(e) => selection.setAll(e.currentTarget.checked)} />
        Select all on this page
      </label>
      {n > 0 ? (
        <>
          <span aria-live="polite" className="font-medium">
            {n} selected
          </span>
          <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="status" />
            {selection.ids.map((id) => (
              <input key={id} type="hidden" name="id" value={id} />
            ))}
            <select name="status" aria-label="New status for the selected properties" className="rounded border border-stone-300 bg-white px-2 py-2">
              {STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
            <button type="submit" className="rounded bg-brand-600 px-3 py-2 font-medium text-white hover:bg-brand-700">
              Change status
            </button>
          </Form>
          <ConfirmButton
            label="Delete selected"
            question={`Delete ${n} ${n === 1 ? "property" : "properties"}? This cannot be undone.`}
            fields={{ intent: "delete", id: selection.ids }}
            className="rounded border border-red-300 bg-white px-3 py-2 font-medium text-red-700 hover:bg-red-50"
          />
        </>
      ) : null}
    </div>
  );
}
