import { useId, type ReactNode } from "react";
import { FieldErrorText, invalidProps, type FieldProblem } from "./field-errors";

/** A labelled text input; `required` only marks it (the server gives the message of docs/product.md#validation). */
export function FormField({
  label,
  name,
  defaultValue,
  required = false,
  hint,
  problem = null,
  className = "",
  inputProps = {},
}: {
  label: string;
  name: string;
  defaultValue: string;
  required?: boolean;
  hint?: ReactNode;
  /** What the last refused save said about this field, shown under it. */
  problem?: FieldProblem | null;
  className?: string;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
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
        className={`mt-1 w-full rounded border px-3 py-2 ${problem ? "border-red-600" : "border-stone-300"}`}
        {...invalidProps(problem, hintId)}
        {...inputProps}
      />
      <FieldErrorText problem={problem} />
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}

/** What a field wants, under it; `id` is the one its input's aria-describedby names (invalidProps). */
export function FieldHint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="mt-1 text-xs text-stone-500">
      {hint}
    </p>
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
