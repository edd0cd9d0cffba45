import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FieldInput } from "./FieldInput";
import { ListingTypeFields } from "./ListingTypeFields";
import { PhotoManager } from "./PhotoManager";
import { RichTextEditor } from "./RichTextEditor";
import { fieldEntries, SECTIONS, type FieldDef } from "~/properties/model/fields";
import type { PropertyFormValues } from "~/properties/model/form";

const PRIVATE_NOTE = "Private — never shown to visitors";

type Values = Record<string, string | string[] | boolean>;

/**
 * Add and edit share this form; it replaces the list and has a Cancel button.
 * Every field comes from fields.ts, in its order; the private ones sit apart.
 */
export function PropertyForm({
  values,
  edit,
  cancelTo,
  locations,
  projectNames,
}: {
  values: PropertyFormValues;
  edit: { id: string; version: number; title: string } | null;
  cancelTo: string;
  locations: string[];
  projectNames: string[];
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const heading = edit ? `Edit Property: ${edit.title}` : "Add New Property";
  const fields = fieldEntries();
  return (
    <Form method="post" className="max-w-4xl" aria-label={heading}>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <input type="hidden" name="intent" value="save" />
      {edit ? <input type="hidden" name="version" value={edit.version} /> : null}
      {SECTIONS.map((section) => {
        const inSection = fields.filter(([, f]) => f.section === section);
        if (inSection.length === 0) return null;
        const isPrivate = section === "Private";
        return (
          <fieldset
            key={section}
            className={`mt-6 rounded-lg border p-4 ${isPrivate ? "border-amber-300 bg-amber-50" : "border-stone-200 bg-white"}`}
          >
            <legend className={`px-1 text-sm font-semibold ${isPrivate ? "text-amber-900" : "text-stone-800"}`}>
              {isPrivate ? PRIVATE_NOTE : section}
            </legend>
            <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
              {inSection.map(([name, field]) => (
                <Field key={name} name={name} field={field} values={values as Values} />
              ))}
            </div>
          </fieldset>
        );
      })}
      <datalist id="locations-options">
        {locations.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <datalist id="project_names-options">
        {projectNames.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <div className="mt-6 flex gap-3">
        <button
          type="submit"
          disabled={saving}
          className="rounded bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {saving ? "Saving..." : edit ? "Update Property" : "Add Property"}
        </button>
        <Link to={cancelTo} className="rounded border border-stone-300 px-5 py-2 hover:bg-stone-100">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** One field of the form, by its kind; a deal's price is drawn by the listing-type fields beside its checkbox. */
function Field({ name, field, values }: { name: string; field: FieldDef; values: Values }) {
  const labelId = useId();
  const value = values[name];
  switch (field.kind) {
    case "deal_types":
      return <ListingTypeFields selected={value as string[]} values={values} />;
    case "flag":
      return (
        <label className="flex items-center gap-2 self-end pb-2">
          <input type="checkbox" name={name} defaultChecked={Boolean(value)} className="size-4" />
          {field.label}
        </label>
      );
    case "html":
      return (
        <div className="col-span-2">
          <p id={labelId} className="mb-1 text-sm font-medium">
            {field.label}
          </p>
          <RichTextEditor name={name} labelId={labelId} initialHtml={String(value)} />
        </div>
      );
    case "photos":
      return (
        <div className="col-span-2">
          <PhotoManager initial={value as string[]} />
        </div>
      );
    case "number":
      if (field.deal) return null;
      return <FieldInput name={name} field={field} value={String(value)} />;
    default:
      return <FieldInput name={name} field={field} value={value as string | string[]} />;
  }
}
