import { useId } from "react";
import { FormField, numberInput, RequiredMark } from "./FormField";
import { displayLabel, type FieldDef } from "~/properties/fields";

const inputClass = "mt-1 w-full rounded border border-stone-300 bg-white px-3 py-2";

/**
 * One text, choice or number field of fields.ts as the admin form asks for it.
 * `required` only marks a field: the server gives the required-fields message.
 */
export function FieldInput({ name, field, value }: { name: string; field: FieldDef; value: string }) {
  const id = useId();
  const label = displayLabel(field);
  switch (field.kind) {
    case "choice":
      return (
        <div>
          <label htmlFor={id} className="block text-sm font-medium">
            {label}
            {field.marked ? <RequiredMark /> : null}
          </label>
          <select id={id} name={name} defaultValue={value} required={field.marked} className={inputClass}>
            {field.placeholder ? <option value="">{field.placeholder}</option> : null}
            {withCurrent(field.options, field.strict ? "" : value).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      );
    case "number":
      return <FormField label={label} name={name} defaultValue={value} hint={field.hint} inputProps={numberInput} />;
    case "text":
      if (field.input === "textarea") {
        return (
          <div className="sm:col-span-2">
            <label htmlFor={id} className="block text-sm font-medium">
              {label}
            </label>
            <textarea id={id} name={name} defaultValue={value} rows={3} className={inputClass} />
          </div>
        );
      }
      return (
        <FormField
          label={label}
          name={name}
          defaultValue={value}
          required={field.required}
          className={field.wide ? "sm:col-span-2" : ""}
          inputProps={field.suggest ? { list: `${field.suggest}-options`, autoComplete: "off" } : undefined}
        />
      );
    default:
      return null;
  }
}

/** An imported listing may carry a value outside the list: keep it selectable rather than lose it. */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [...options, current] : [...options];
}
