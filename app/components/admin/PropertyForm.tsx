import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormField, numberInput, RequiredMark } from "./FormField";
import { ListingTypeFields } from "./ListingTypeFields";
import { PhotoManager } from "./PhotoManager";
import { RichTextEditor } from "./RichTextEditor";
import { PROPERTY_TYPES, STATUSES } from "~/properties/property";
import type { PropertyFormValues } from "~/properties/form";

const PRIVATE_NOTE = "Private — never shown to visitors";

/** Add and edit share this form (docs/product.md#property-form: it replaces the list and has a Cancel button). */
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
  const ids = { type: useId(), status: useId(), description: useId(), remarks: useId() };
  const heading = edit ? `Edit Property: ${edit.title}` : "Add New Property";
  return (
    <Form method="post" className="max-w-4xl" aria-label={heading}>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <input type="hidden" name="intent" value="save" />
      {edit ? (
        <>
          <input type="hidden" name="id" value={edit.id} />
          <input type="hidden" name="version" value={edit.version} />
        </>
      ) : null}
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <FormField label="Title" name="title" defaultValue={values.title} required className="sm:col-span-2" />
        <div>
          <label htmlFor={ids.type} className="block text-sm font-medium">
            Property Type
            <RequiredMark />
          </label>
          <select
            id={ids.type}
            name="property_type"
            defaultValue={values.property_type}
            required
            className="mt-1 w-full rounded border border-stone-300 bg-white px-3 py-2"
          >
            <option value="">Select a property type</option>
            {withCurrent(PROPERTY_TYPES, values.property_type).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label="Project Name"
          name="project_name"
          defaultValue={values.project_name}
          inputProps={{ list: "project-name-options", autoComplete: "off" }}
        />
        <FormField
          label="Location"
          name="location"
          defaultValue={values.location}
          required
          inputProps={{ list: "location-options", autoComplete: "off" }}
        />
        <div>
          <label htmlFor={ids.status} className="block text-sm font-medium">
            Status
          </label>
          <select
            id={ids.status}
            name="status"
            defaultValue={values.status || "Available"}
            className="mt-1 w-full rounded border border-stone-300 bg-white px-3 py-2"
          >
            {STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <ListingTypeFields
          selected={values.listing_type}
          prices={{ price_sale: values.price_sale, price_rent: values.price_rent }}
        />
        <FormField label="Bedrooms" name="bedrooms" defaultValue={values.bedrooms} inputProps={numberInput} />
        <FormField label="Bathrooms" name="bathrooms" defaultValue={values.bathrooms} inputProps={numberInput} />
        <FormField label="Carparks" name="carparks" defaultValue={values.carparks} inputProps={numberInput} />
        <FormField label="Built-up Area (sqft)" name="built_up_area" defaultValue={values.built_up_area} inputProps={numberInput} />
        <FormField label="Land Area (sqft)" name="land_area" defaultValue={values.land_area} inputProps={numberInput} />
        <label className="flex items-center gap-2 self-end pb-2">
          <input type="checkbox" name="is_featured" defaultChecked={values.is_featured} className="size-4" />
          Featured
        </label>
        <div className="sm:col-span-2">
          <p id={ids.description} className="mb-1 text-sm font-medium">
            Description
          </p>
          <RichTextEditor name="description" labelId={ids.description} initialHtml={values.description} />
        </div>
        <div className="sm:col-span-2">
          <PhotoManager initial={values.images} />
        </div>
        <fieldset className="rounded border border-amber-300 bg-amber-50 p-4 sm:col-span-2">
          <legend className="px-1 text-sm font-semibold text-amber-900">{PRIVATE_NOTE}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Owner Name" name="owner_name" defaultValue={values.owner_name} />
            <FormField label="Owner Contact" name="owner_contact" defaultValue={values.owner_contact} />
            <div className="sm:col-span-2">
              <label htmlFor={ids.remarks} className="block text-sm font-medium">
                Remarks
              </label>
              <textarea
                id={ids.remarks}
                name="remarks_hidden"
                defaultValue={values.remarks_hidden}
                rows={3}
                className="mt-1 w-full rounded border border-stone-300 bg-white px-3 py-2"
              />
            </div>
          </div>
        </fieldset>
      </div>
      <datalist id="location-options">
        {locations.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <datalist id="project-name-options">
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

/** An imported listing may carry a type outside the list: keep it selectable rather than lose it. */
function withCurrent(types: readonly string[], current: string): string[] {
  return current && !types.includes(current) ? [...types, current] : [...types];
}
