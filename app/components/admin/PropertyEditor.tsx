import { PropertyForm } from "./PropertyForm";
import { Toasts } from "./Toasts";
import { ADMIN_PROPERTIES_PATH } from "~/properties/paths";
import type { PropertyFormValues } from "~/properties/model/form";
import type { Toast } from "~/platform/toast";

type EditorData = {
  values: PropertyFormValues;
  edit: { id: string; version: number; title: string } | null;
  locations: string[];
  projectNames: string[];
};

/** The add and edit routes' one page: the form, refilled with what was typed after a refused save. */
export function PropertyEditor({ loaderData, actionData }: { loaderData: EditorData; actionData?: { values: PropertyFormValues | null; toast: Toast } }) {
  return (
    <>
      <PropertyForm
        values={actionData?.values ?? loaderData.values}
        edit={loaderData.edit}
        cancelTo={ADMIN_PROPERTIES_PATH}
        locations={loaderData.locations}
        projectNames={loaderData.projectNames}
      />
      <Toasts toasts={[actionData?.toast]} />
    </>
  );
}
