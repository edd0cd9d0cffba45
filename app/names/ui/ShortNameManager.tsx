import { Form, useNavigation } from "react-router";
import { ConfirmButton } from "~/components/ConfirmButton";
import { Toasts } from "~/components/Toasts";
import type { Toast } from "~/platform/toast";
import { ALIAS_MAX_LENGTH, type SearchAlias } from "~/names/place-aliases";

const input = "flex-1 rounded border border-stone-300 px-3 py-2";

/** The whole screen of /admin/search-names (decision 037). */
export function ShortNameManager({
  own,
  shipped,
  result,
}: {
  own: SearchAlias[];
  shipped: string[][];
  result: { id: string; toast: Toast | null; keep: { short: string; full: string } } | undefined;
}) {
  const adding = useNavigation().formData?.get("intent") === "add";
  return (
    <>
      <h1 className="text-2xl font-bold">Search Short Names</h1>
      <p className="mt-1 max-w-2xl text-sm text-stone-600">
        A search for either name also finds listings that use the other: "PJ" finds "Petaling Jaya" and back.
      </p>
      <Form method="post" key={result?.id ?? "initial"} className="mt-6 flex max-w-2xl flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="add" />
        <label className="flex flex-1 flex-col text-sm">
          Short name
          <input name="short_name" maxLength={ALIAS_MAX_LENGTH} defaultValue={result?.keep.short} placeholder="DU" className={input} />
        </label>
        <label className="flex flex-[2] flex-col text-sm">
          Full name
          <input name="full_name" maxLength={ALIAS_MAX_LENGTH} defaultValue={result?.keep.full} placeholder="Damansara Utama" className={input} />
        </label>
        <button type="submit" disabled={adding} className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-70">
          Add Short Name
        </button>
      </Form>
      <h2 className="mt-8 text-lg font-semibold">Your short names</h2>
      {own.length === 0 ? (
        <p className="mt-2 text-stone-600">None yet.</p>
      ) : (
        <ul aria-label="Your short names" className="mt-2 max-w-2xl divide-y divide-stone-200 rounded border border-stone-200 bg-white">
          {own.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 px-4 py-2">
              <span>
                {a.short_name} = {a.full_name}
              </span>
              <ConfirmButton
                label="Delete"
                accessibleLabel={`Delete ${a.short_name}`}
                question={`Are you sure you want to delete '${a.short_name} = ${a.full_name}'? This cannot be undone.`}
                fields={{ intent: "delete", id: a.id }}
                className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50"
              />
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-8 text-lg font-semibold">Included with the site</h2>
      <ul aria-label="Included with the site" className="mt-2 max-w-2xl columns-2 text-sm text-stone-700">
        {shipped.map((group) => (
          <li key={group[0]}>{group.join(" = ")}</li>
        ))}
      </ul>
      <Toasts toasts={[result?.toast]} />
    </>
  );
}

