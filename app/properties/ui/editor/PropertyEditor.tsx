import { useEffect, useState } from "react";
import { PropertyForm, type PhotoManagerSlot } from "./PropertyForm";
import { Toasts } from "~/components/Toasts";
import { formatMalaysiaTime } from "~/properties/display/malaysia-date";
import { clearDraft, draftKey, formEntries, readDraft, type PropertyDraft } from "./property-draft";
import { ADMIN_PROPERTIES_PATH } from "~/properties/paths";
import type { FieldErrors } from "~/properties/model/field-errors";
import { formValues, type PropertyFormValues } from "~/properties/model/form";
import type { Toast } from "~/platform/toast";
import type { PinStarts } from "~/properties/place/pin-starts.server";

type EditorData = {
  values: PropertyFormValues;
  edit: { id: string; version: number; title: string } | null;
  copyOf?: { id: string; title: string } | null;
  locations: string[];
  projectNames: string[];
  pinStarts: PinStarts;
};

type RefusedSave = { values: PropertyFormValues | null; toast: Toast; errors?: FieldErrors };

/** A draft's photos that are still there: those uploaded in a form that was left were deleted (decision 018). */
async function withPhotosThatExist(values: PropertyFormValues): Promise<PropertyFormValues> {
  const found = await Promise.all(values.images.map((url) => fetch(url, { method: "HEAD" }).then((r) => r.ok, () => false)));
  return { ...values, images: values.images.filter((_, i) => found[i]) };
}

/**
 * The add and edit routes' one page: the form, refilled with what was typed
 * after a refused save, each problem beside its field; and, when this form
 * was left with changes that were never saved (a reload, a crashed tab), an
 * offer to bring them back (property-draft.ts).
 */
export function PropertyEditor({
  loaderData,
  actionData,
  photoManager,
}: {
  loaderData: EditorData;
  actionData?: RefusedSave;
  photoManager: PhotoManagerSlot;
}) {
  const key = draftKey(loaderData.edit, loaderData.copyOf);
  const [offered, setOffered] = useState<PropertyDraft | null>(null);
  const [restored, setRestored] = useState<PropertyFormValues | null>(null);

  // In the browser only, once: the server knows nothing of drafts.
  useEffect(() => {
    const draft = readDraft(key, loaderData.edit?.version ?? null);
    const form = document.querySelector<HTMLFormElement>("form[data-property-form]");
    if (draft && form && JSON.stringify(draft.entries) !== JSON.stringify(formEntries(form))) setOffered(draft);
  }, [key, loaderData.edit?.version]);

  const restore = async (draft: PropertyDraft) => {
    const form = new FormData();
    for (const [name, value] of draft.entries) form.append(name, value);
    setRestored(await withPhotosThatExist(formValues(form)));
    setOffered(null);
  };

  return (
    <>
      {offered ? (
        <div role="alert" data-draft-offer="" className="mb-4 max-w-4xl rounded border border-amber-300 bg-amber-50 p-4 text-sm text-stone-900">
          <p>
            This form has changes from {formatMalaysiaTime(new Date(offered.savedAt).toISOString())} that were never saved. They are kept in this browser.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={() => restore(offered)} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
              Restore my changes
            </button>
            <button
              type="button"
              onClick={() => {
                clearDraft(key);
                setOffered(null);
              }}
              className="rounded border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100"
            >
              Discard them
            </button>
          </div>
        </div>
      ) : null}
      <PropertyForm
        // A restored draft is a new form: its fields, photos and editors start from it.
        key={restored ? "restored" : "loaded"}
        values={restored ?? actionData?.values ?? loaderData.values}
        errors={actionData?.errors}
        edit={loaderData.edit}
        copyOf={loaderData.copyOf}
        cancelTo={ADMIN_PROPERTIES_PATH}
        locations={loaderData.locations}
        projectNames={loaderData.projectNames}
        pinStarts={loaderData.pinStarts}
        photoManager={photoManager}
        draftKey={key}
      />
      <Toasts toasts={[actionData?.toast]} />
    </>
  );
}
