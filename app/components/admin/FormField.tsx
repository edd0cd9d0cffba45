import { useId, type ReactNode } from "react";

/** A labelled text input; `required` only marks it (the server gives the message of docs/product.md#validation). */
export function FormField({
  label,
  name,
  defaultValue,
  required = false,
  hint,
  className = "",
  inputProps = {},
}: {
  label: string;
  name: string;
  defaultValue: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-required={required || undefined}
        className="mt-1 w-full rounded border border-stone-300 px-3 py-2"
        {...inputProps}
      />
      {hint ? <p className="mt-1 text-xs text-stone-500">{hint}</p> : null}
    </div>
  );
}

export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {" *"}
    </span>
  );
}

/** Numbers are typed as text so "1,250,000" works; the server parses them (empty or 0 → none). */
export const numberInput = { inputMode: "decimal" as const, autoComplete: "off" };
