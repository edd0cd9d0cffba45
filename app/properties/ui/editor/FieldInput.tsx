import { useId } from "react";
import { FieldHint, FormField, numberInput, RequiredMark } from "./FormField";
import { FieldErrorText, invalidProps, useFieldError } from "./field-errors";
import { groupDigits, groupsThousands, regroup, skipSeparator } from "./grouped-number";
import { displayLabel, type FieldDef } from "~/properties/model/fields";

const inputClass = "mt-1 w-full rounded border bg-white px-3 py-2";
const borderFor = (invalid: boolean) => (invalid ? "border-red-600" : "border-stone-300");

/**
 * One field of fields.ts as the admin form asks for it (lists, the flag, rich
 * text and photos have their own components). `required` only marks a field:
 * the server gives the required-fields message. A refused save's problem with
 * the field shows under it.
 */
export function FieldInput({ name, field, value }: { name: string; field: FieldDef; value: string | string[] }) {
  const id = useId();
  const problem = useFieldError(name);
  const label = displayLabel(field);
  switch (field.kind) {
    case "choice": {
      const hintId = field.hint ? `${id}-hint` : undefined;
      return (
        // A long choice ("Condominium/Apartment/Flat") would be cut short in half a phone's width.
        <div className={[field.placeholder ?? "", ...field.options].some((o) => o.length > 18) ? "col-span-2 sm:col-span-1" : ""}>
          <label htmlFor={id} className="block text-sm font-medium">
            {label}
            {field.marked ? <RequiredMark /> : null}
          </label>
          <select
            id={id}
            name={name}
            defaultValue={String(value)}
            required={field.marked}
            className={`${inputClass} ${borderFor(Boolean(problem))}`}
            {...invalidProps(problem, hintId)}
          >
            {field.placeholder ? <option value="">{field.placeholder}</option> : null}
            {withCurrent(field.options, field.strict ? "" : String(value)).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <FieldErrorText problem={problem} />
          <FieldHint id={hintId} hint={field.hint} />
        </div>
      );
    }
    case "multi":
      return (
        <fieldset className="col-span-2">
          <legend className="text-sm font-medium">{label}</legend>
          <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
            {field.options.map((option) => (
              <label key={option} className="flex min-h-8 items-center gap-2 text-sm">
                <input type="checkbox" name={name} value={option} defaultChecked={value.includes(option)} className="size-4" />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
      );
    case "text":
      if (field.input === "textarea") {
        const hintId = field.hint ? `${id}-hint` : undefined;
        return (
          <div className="col-span-2">
            <label htmlFor={id} className="block text-sm font-medium">
              {label}
            </label>
            <textarea
              id={id}
              name={name}
              defaultValue={String(value)}
              rows={3}
              className={`${inputClass} ${borderFor(Boolean(problem))}`}
              {...invalidProps(problem, hintId)}
            />
            <FieldErrorText problem={problem} />
            <FieldHint id={hintId} hint={field.hint} />
          </div>
        );
      }
      return <LineInput name={name} field={field} value={String(value)} />;
    case "number":
    case "date":
    case "link":
      return <LineInput name={name} field={field} value={String(value)} />;
    default:
      return null;
  }
}

/** An imported listing may carry a value outside the list: keep it selectable rather than lose it. */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [...options, current] : [...options];
}

type LineField = Extract<FieldDef, { kind: "text" | "number" | "date" | "link" }>;

const groupedInput = {
  ...numberInput,
  onInput: (e: React.FormEvent<HTMLInputElement>) => regroup(e.currentTarget),
  onKeyDown: skipSeparator,
};

/** A one-line input: numbers as text (so "1,250,000" works, and prices group as typed), dates with the date picker, links as URLs. */
function LineInput({ name, field, value }: { name: string; field: LineField; value: string }) {
  const problem = useFieldError(name);
  const grouped = groupsThousands(field);
  const inputProps =
    field.kind === "number"
      ? grouped
        ? groupedInput
        : numberInput
      : field.kind === "date"
        ? { type: "date" }
        : field.kind === "link"
          ? { type: "url", inputMode: "url" as const, placeholder: "https://", autoComplete: "off" }
          : field.suggest
            ? { list: `${field.suggest}-options`, autoComplete: "off" }
            : undefined;
  // Numbers and dates sit two to a row even on a phone; free text and links take the row there.
  const span = field.kind === "text" && field.wide ? "col-span-2" : field.kind === "number" || field.kind === "date" ? "" : "col-span-2 sm:col-span-1";
  return (
    <FormField
      label={displayLabel(field)}
      name={name}
      defaultValue={grouped ? groupDigits(value) : value}
      hint={field.hint}
      required={field.required}
      problem={problem}
      className={span}
      inputProps={inputProps}
    />
  );
}
