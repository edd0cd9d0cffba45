import { useEffect, useId, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { FieldErrorsProvider } from "./field-errors";
import { FieldInput } from "./FieldInput";
import { PinDrop } from "./PinDrop";
import { FormSection } from "./FormSection";
import { LeaveDialog } from "./LeaveDialog";
import { ListingTypeFields } from "./ListingTypeFields";
import { RichTextEditor } from "./RichTextEditor";
import { SaveBar } from "./SaveBar";
import { useLeaveGuard } from "./useLeaveGuard";
import { usePhotoUploads, type PhotoUploads } from "~/photos/uploads/usePhotoUploads";
import { useSaveAfterUploads } from "./useSaveAfterUploads";
import { useKeptDraft } from "./property-draft";
import { fieldEntries, FIELDS, SECTIONS, type FieldDef, type FieldName, type Section } from "~/properties/model/fields";
import type { FieldErrors } from "~/properties/model/field-errors";
import type { PropertyFormValues } from "~/properties/model/form";
import { duplicatePath } from "~/properties/paths";
import type { PinStarts } from "~/properties/place/pin-starts.server";

const PRIVATE_NOTE = "Private — never shown to visitors";

/** What an agent changes on the go: open on a phone; the other sections start folded there. */
const OPEN_ON_PHONE: readonly Section[] = ["Basics", "Prices", "Media"];
/** The listing's own Malay and Chinese text is optional: its section stays folded until one is written. */
const TRANSLATIONS: readonly FieldName[] = ["title_ms", "title_zh", "description_ms", "description_zh"];

/** Draws the photo manager for the form's uploads. */
export type PhotoManagerSlot = (photos: PhotoUploads) => ReactNode;

type Values = Record<string, string | string[] | boolean>;

/** One object for "no problems", so the form's effects and context do not see a new one each render. */
const NO_PROBLEMS: FieldErrors = {};

/** How many of a refused save's problems are in each section. */
function problemsBySection(errors: FieldErrors): Map<Section, number> {
  const counts = new Map<Section, number>();
  for (const name of Object.keys(errors) as FieldName[]) {
    const section = FIELDS[name].section;
    counts.set(section, (counts.get(section) ?? 0) + 1);
  }
  return counts;
}

/** After a refused save, the first field with a problem gets the focus (its section opened first). */
function useFocusFirstProblem(form: React.RefObject<HTMLFormElement | null>, errors: FieldErrors) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    const section = first.closest("details");
    if (section) section.open = true;
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: "center" });
  }, [form, errors]);
}

/**
 * Add and edit share this form. Every field comes from fields.ts, in its
 * order, under its folding section; the private ones sit apart. Save and
 * Cancel stay in view at the bottom; Save waits for photos still uploading;
 * leaving with changes not saved asks first.
 */
export function PropertyForm({
  values,
  errors = NO_PROBLEMS,
  edit,
  copyOf,
  cancelTo,
  locations,
  projectNames,
  pinStarts,
  photoManager,
  draftKey,
}: {
  values: PropertyFormValues;
  /** The last refused save's problems, by field. */
  errors?: FieldErrors;
  edit: { id: string; version: number; title: string } | null;
  /** The listing this new one was duplicated from. */
  copyOf?: { id: string; title: string } | null;
  cancelTo: string;
  locations: string[];
  projectNames: string[];
  /** Where the map under Map Pin opens when the field is empty. */
  pinStarts: PinStarts;
  /** The photos field: the photos domain's manager, given by the route (a domain's UI never imports another's, decision 035). */
  photoManager: PhotoManagerSlot;
  /** Where the form's draft is kept in the browser (property-draft.ts); none when absent. */
  draftKey?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  useKeptDraft(form, draftKey, edit?.version ?? null);
  const photos = usePhotoUploads(values.images);
  const guard = useLeaveGuard(form, photos);
  const save = useSaveAfterUploads(form, photos);
  useFocusFirstProblem(form, errors);
  const heading = edit ? `Edit Property: ${edit.title}` : "Add New Property";
  const fields = fieldEntries();
  const problems = problemsBySection(errors);
  return (
    <Form
      ref={form}
      method="post"
      data-property-form=""
      className="max-w-4xl"
      aria-label={heading}
      onSubmit={(e) => {
        if (save.hold(e)) return;
        guard.saving();
      }}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold break-words">{heading}</h1>
        {edit ? (
          <Link to={duplicatePath(edit.id)} className="rounded border border-stone-300 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-stone-100">
            Duplicate
          </Link>
        ) : null}
      </div>
      {copyOf ? (
        <p role="note" className="mt-3 rounded border border-brand-100 bg-brand-50 p-3 text-sm text-stone-800">
          A copy of <strong className="break-words">{copyOf.title}</strong>, without its photos, private owner details and Malay and Chinese
          title and description (write them for this listing, or leave them empty to show the English). Nothing is saved until you add
          it.
        </p>
      ) : null}
      <input type="hidden" name="intent" value="save" />
      {edit ? <input type="hidden" name="version" value={edit.version} /> : null}
      <FieldErrorsProvider value={errors}>
        {SECTIONS.map((section) => {
          const inSection = fields.filter(([, f]) => f.section === section);
          if (inSection.length === 0) return null;
          const isPrivate = section === "Private";
          return (
            <FormSection
              key={section}
              title={isPrivate ? PRIVATE_NOTE : section}
              tone={isPrivate ? "private" : "plain"}
              openOnPhone={OPEN_ON_PHONE.includes(section)}
              startClosed={section === "Translations" && TRANSLATIONS.every((name) => !values[name])}
              problems={problems.get(section) ?? 0}
            >
              {inSection.map(([name, field]) => (
                <Field
                  key={name}
                  name={name}
                  field={field}
                  values={values as Values}
                  photos={photos}
                  photoManager={photoManager}
                  pinStarts={pinStarts}
                />
              ))}
            </FormSection>
          );
        })}
      </FieldErrorsProvider>
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
      <SaveBar label={edit ? "Update Property" : "Add Property"} cancelTo={cancelTo} waiting={save.waiting} note={save.note} pending={photos.pending} />
      <LeaveDialog open={guard.blocker.state === "blocked"} onStay={guard.stay} onLeave={guard.leave} />
    </Form>
  );
}

/** One field of the form, by its kind; a deal's price is drawn by the listing-type fields beside its checkbox. */
function Field({
  name,
  field,
  values,
  photos,
  photoManager,
  pinStarts,
}: {
  name: string;
  field: FieldDef;
  values: Values;
  photos: PhotoUploads;
  pinStarts: PinStarts;
  photoManager: PhotoManagerSlot;
}) {
  const labelId = useId();
  const value = values[name];
  switch (field.kind) {
    case "deal_types":
      return <ListingTypeFields selected={value as string[]} values={values} />;
    case "flag":
      return (
        <label className="flex min-h-10 items-center gap-2 self-end pb-1">
          <input type="checkbox" name={name} defaultChecked={Boolean(value)} className="size-5" />
          {field.label}
        </label>
      );
    case "html":
      return (
        <div className="col-span-2">
          <p id={labelId} className="mb-1 text-sm font-medium">
            {field.label}
          </p>
          <RichTextEditor
            name={name}
            labelId={labelId}
            initialHtml={String(value)}
            toolbarLabel={name === "description" ? undefined : `Styles: ${field.label}`}
          />
        </div>
      );
    case "photos":
      return (
        <div className="col-span-2 min-w-0">{photoManager(photos)}</div>
      );
    case "number":
      if (field.deal) return null;
      return <FieldInput name={name} field={field} value={String(value)} />;
    default:
      // The Map Pin: typed or pasted, or dropped on a map (issue 30 item 5).
      if (field.kind === "text" && field.place)
        return (
          <>
            <FieldInput name={name} field={field} value={String(value)} />
            <PinDrop name={name} starts={pinStarts} />
          </>
        );
      return <FieldInput name={name} field={field} value={value as string | string[]} />;
  }
}
