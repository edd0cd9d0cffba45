import { useEffect, useRef, useState } from "react";
import { FieldInput } from "./FieldInput";
import { RequiredMark } from "./FormField";
import { FieldErrorText, invalidProps, useFieldError } from "./field-errors";
import { fieldEntries } from "~/properties/model/fields";

const DEAL_LABELS = { sale: "For Sale", rent: "For Rent" } as const;

/** Each deal type with its price field (fields.ts: a number field with `deal`). */
const TYPES = fieldEntries().flatMap(([name, field]) =>
  field.kind === "number" && field.deal ? [{ value: field.deal, label: DEAL_LABELS[field.deal], price: name, field }] : [],
);

/**
 * Listing type checkboxes and their prices (docs/product.md#validation: a price input shows
 * only for a selected type). Before hydration, or without JavaScript, both
 * prices show; the server keeps only the selected ones either way. Hidden
 * inputs keep their value, so unticking and ticking again loses nothing.
 */
export function ListingTypeFields({ selected, values }: { selected: string[]; values: Record<string, unknown> }) {
  const problem = useFieldError("listing_type");
  const [types, setTypes] = useState(selected);
  const [interactive, setInteractive] = useState(false);
  const boxes = useRef<Record<string, HTMLInputElement | null>>({});
  // A box ticked before the page finished loading counts: read the real state once hydrated.
  useEffect(() => {
    setTypes(TYPES.filter((t) => boxes.current[t.value]?.checked).map((t) => t.value));
    setInteractive(true);
  }, []);
  const toggle = (value: string, on: boolean) =>
    setTypes((current) => (on ? [...current, value] : current.filter((t) => t !== value)));
  return (
    <>
      <fieldset className="col-span-2">
        <legend className="text-sm font-medium">
          Listing Type
          <RequiredMark />
        </legend>
        <div className="mt-2 flex gap-6">
          {TYPES.map((t) => (
            <label key={t.value} className="flex min-h-10 items-center gap-2">
              <input
                type="checkbox"
                name="listing_type"
                value={t.value}
                ref={(el) => {
                  boxes.current[t.value] = el;
                }}
                defaultChecked={selected.includes(t.value)}
                onChange={(e) => toggle(t.value, e.currentTarget.checked)}
                className="size-5"
                {...invalidProps(problem)}
              />
              {t.label}
            </label>
          ))}
        </div>
        <FieldErrorText problem={problem} />
      </fieldset>
      {TYPES.map((t) => (
        <div key={t.price} hidden={interactive && !types.includes(t.value)}>
          <FieldInput name={t.price} field={t.field} value={String(values[t.price] ?? "")} />
        </div>
      ))}
    </>
  );
}
