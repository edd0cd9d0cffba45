import { useEffect, useRef, useState } from "react";
import { FormField, numberInput, RequiredMark } from "./FormField";

const TYPES = [
  { value: "sale", label: "For Sale", price: "price_sale", priceLabel: "Price (Sale)", hint: "RM" },
  { value: "rent", label: "For Rent", price: "price_rent", priceLabel: "Price (Rent)", hint: "RM / month" },
] as const;

/**
 * Listing type checkboxes and their prices (docs/product.md#validation: a price input shows
 * only for a selected type). Before hydration, or without JavaScript, both
 * prices show; the server keeps only the selected ones either way. Hidden
 * inputs keep their value, so unticking and ticking again loses nothing.
 */
export function ListingTypeFields({ selected, prices }: { selected: string[]; prices: Record<string, string> }) {
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
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium">
          Listing Type
          <RequiredMark />
        </legend>
        <div className="mt-2 flex gap-6">
          {TYPES.map((t) => (
            <label key={t.value} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="listing_type"
                value={t.value}
                ref={(el) => {
                  boxes.current[t.value] = el;
                }}
                defaultChecked={selected.includes(t.value)}
                onChange={(e) => toggle(t.value, e.currentTarget.checked)}
                className="size-4"
              />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      {TYPES.map((t) => (
        <div key={t.price} hidden={interactive && !types.includes(t.value)}>
          <FormField
            label={t.priceLabel}
            name={t.price}
            defaultValue={prices[t.price] ?? ""}
            hint={t.hint}
            inputProps={numberInput}
          />
        </div>
      ))}
    </>
  );
}
