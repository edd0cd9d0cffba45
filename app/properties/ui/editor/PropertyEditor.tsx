import { PropertyForm, type PhotoManagerSlot } from "./PropertyForm";
import { Toasts } from "~/components/Toasts";
import { ADMIN_PROPERTIES_PATH } from "~/properties/paths";
import type { FieldErrors } from "~/properties/model/field-errors";
import type { PropertyFormValues } from "~/properties/model/form";
import type { Toast } from "~/platform/toast";

type EditorData = {
  values: PropertyFormValues;
  edit: { id: string; version: number; title: string } | null;
  copyOf?: { id: string; title: string } | null;
  locations: string[];
  projectNames: string[];
};

type RefusedSave = { values: PropertyFormValues | null; toast: Toast; errors?: FieldErrors };

/** The add and edit routes' one page: the form, refilled with what was typed after a refused save, each problem beside its field. */
export function PropertyEditor({
  loaderData,
  actionData,
  photoManager,
}: {
  loaderData: EditorData;
  actionData?: RefusedSave;
  photoManager: PhotoManagerSlot;
}) {
  return (
    <>
      <PropertyForm
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors}
        edit={loaderData.edit}
        copyOf={loaderData.copyOf}
        cancelTo={ADMIN_PROPERTIES_PATH}
        locations={loaderData.locations}
        projectNames={loaderData.projectNames}
        photoManager={photoManager}
      />
      <Toasts toasts={[actionData?.toast]} />
    </>
  );
}
