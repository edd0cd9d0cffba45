import { useId, useState } from "react";

interface FieldProps {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  className?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
}

/** A labelled input with its hint and, after a refused save, its message (read out with the field). */
export function SettingsField({ label, name, defaultValue, error, hint, className = "", inputMode, autoComplete }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        inputMode={inputMode}
        autoComplete={autoComplete ?? "off"}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`mt-1 w-full rounded border px-3 py-2 ${error ? "border-red-600" : "border-stone-300"}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A colour picker with its hex value beside it; the picker sends the value, so no typing is needed. */
export function ColourField({ label, name, defaultValue, error, hint }: FieldProps) {
  const id = useId();
  const [value, setValue] = useState(/^#[0-9a-f]{6}$/i.test(defaultValue) ? defaultValue : "#000000");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-3">
        <input
          id={id}
          name={name}
          type="color"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className="h-11 w-16 cursor-pointer rounded border border-stone-300 bg-white p-1"
        />
        <output htmlFor={id} className="font-mono text-sm">
          {value}
        </output>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {hint}
      </p>
    </div>
  );
}
